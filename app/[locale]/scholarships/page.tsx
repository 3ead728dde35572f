import { ScholarshipsView, scholarshipsMetadata } from '../_views/scholarships';

// The proxy renders `/scholarships` from /internal/scholarships (cached); see app/[locale]/page.tsx.
export const dynamic = 'force-dynamic';
export const generateMetadata = scholarshipsMetadata;
export default ScholarshipsView;
