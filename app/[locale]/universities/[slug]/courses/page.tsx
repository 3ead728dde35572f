import { UniversityCoursesView, universityCoursesMetadata } from '../../../_views/university-courses';

type Params = Promise<{ slug: string }>;

// Generated on its first request, then cached (see universities/[slug]/page.tsx); the later
// pages (`?page=N`) render from /internal/university-courses.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const noQuery = Promise.resolve({});
export const generateMetadata = universityCoursesMetadata;
export default function UniversityCoursesPage({ params }: { params: Params }) {
  return <UniversityCoursesView params={params} searchParams={noQuery} />;
}
