import { TermsView, termsMetadata } from '../_views/terms';

// The proxy renders `/terms` from /internal/legal/terms (cached until the legal settings change); see app/[locale]/page.tsx.
export const dynamic = 'force-dynamic';
export const generateMetadata = termsMetadata;
export default TermsView;
