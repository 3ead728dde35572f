import { universityMetadata, UniversityView } from '../../../../_views/university';

type Params = Promise<{ slug: string; tab: string }>;

// `/universities/{slug}?tab=…` (rewritten here by the proxy for the known tabs): cached.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string; tab: string }[] {
  return [];
}

const query = async (params: Params) => ({ tab: (await params).tab });
export const generateMetadata = universityMetadata;
export default function UniversityTabPage({ params }: { params: Params }) {
  return <UniversityView params={params} searchParams={query(params)} />;
}
