import { HomeView, homeMetadata } from './_views/home';

// The proxy renders `/` from /internal/home (generated on first request, then cached): this page
// is only reached if it is not rewritten, and never reads the database at build time.
export const dynamic = 'force-dynamic';
export const generateMetadata = homeMetadata;
export default HomeView;
