import { UniversityCoursesView, universityCoursesMetadata } from '../../../../_views/university-courses';

type Params = Promise<{ slug: string; page: string }>;

// `/universities/{slug}/courses?page=N` (rewritten here by the proxy): cached.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}

const query = async (params: Params) => ({ page: (await params).page });
export const generateMetadata = universityCoursesMetadata;
export default function UniversityCoursesPage({ params }: { params: Params }) {
  return <UniversityCoursesView params={params} searchParams={query(params)} />;
}
