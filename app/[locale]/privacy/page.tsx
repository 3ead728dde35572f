import { PrivacyView, privacyMetadata } from '../_views/privacy';

// The proxy renders `/privacy` from /internal/legal/privacy (cached until the legal settings change); see app/[locale]/page.tsx.
export const dynamic = 'force-dynamic';
export const generateMetadata = privacyMetadata;
export default PrivacyView;
