import { ScholarshipsView, scholarshipsMetadata } from '../../../_views/scholarships';

// `/scholarships` (rewritten here by the proxy): cached; hourly at most, as offers close by date.
export const revalidate = 3600;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

export const generateMetadata = scholarshipsMetadata;
export default ScholarshipsView;
