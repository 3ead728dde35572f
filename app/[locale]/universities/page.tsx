import { UniversitiesView, universitiesMetadata } from '../_views/universities';

// Filtered and keyword lists render per request; the proxy renders the unfiltered list's pages
// from /internal/universities (cached, lib/catalogue/public-paths.ts).
export const dynamic = 'force-dynamic';
export const generateMetadata = universitiesMetadata;
export default UniversitiesView;
