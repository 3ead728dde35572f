import { AboutView, aboutMetadata } from '../_views/about';

// The proxy renders `/about` from /internal/legal/about (cached until the legal settings change); see app/[locale]/page.tsx.
export const dynamic = 'force-dynamic';
export const generateMetadata = aboutMetadata;
export default AboutView;
