import '../globals.css';
import type { Metadata } from 'next';
import { RootDocument, siteMetadata, siteViewport } from '@/components/layout/root-document';
import { requestLocale } from '@/lib/i18n/locale';

/**
 * The root of the signed-in areas (/admin, /student, /employer, /candidate, /candidates, the
 * application wizard, checkout, /change-password): rendered per request, in the account's language
 * (lib/i18n/locale.ts), at the same address in every language.
 */
export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await requestLocale());
}

export const viewport = siteViewport;

export default async function AccountRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale={await requestLocale()} allValidation>{children}</RootDocument>;
}
