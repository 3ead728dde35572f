import { HomeView, homeMetadata } from '../../../_views/home';

// `/` (the proxy rewrites it here, lib/catalogue/public-paths.ts): generated on its first request,
// then served from the full-route cache until a catalogue change expires its tags; every 5
// minutes at most (the popular universities count applications).
export const revalidate = 3600;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

export const generateMetadata = homeMetadata;
export default HomeView;
