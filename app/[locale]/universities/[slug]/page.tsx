import { UniversityView, universityMetadata } from '../../_views/university';

type Params = Promise<{ slug: string }>;

// Generated on its first request, then served from the full-route cache until a change to the
// university expires its tag (lib/catalogue/cache.ts); hourly at most, for its deadlines. The
// other tabs (`?tab=`) render from /internal/university-tab (lib/catalogue/public-paths.ts).
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const noQuery = Promise.resolve({});
export const generateMetadata = universityMetadata;
export default function UniversityPage({ params }: { params: Params }) {
  return <UniversityView params={params} searchParams={noQuery} />;
}
