import { CityView, cityMetadata } from '../../_views/city';

type Params = Promise<{ slug: string }>;

// Generated on its first request, then cached until a catalogue change expires its tags; a
// filtered address (`?q=`, for browsers without JavaScript) renders per request from
// /internal/city-filter.
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const noQuery = Promise.resolve({});
export const generateMetadata = cityMetadata;
export default function CityPage({ params }: { params: Params }) {
  return <CityView params={params} searchParams={noQuery} />;
}
