import '../globals.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LanguageOffer } from '@/components/layout/language-offer';
import { RootDocument, siteMetadata, siteViewport } from '@/components/layout/root-document';
import { asLocale } from '@/lib/i18n/config';

type Params = Promise<{ locale: string }>;

/**
 * The root of the public pages, one tree per language: `/fr/universities/…` renders here with
 * `locale` = fr, and an address without a language (English) is rewritten to `/en/…` by the
 * launcher's front door or the proxy (lib/i18n/paths.ts), so every page is generated once per
 * language on its first request and then served from the full-route cache. The language is a root
 * param: lib/i18n/locale.ts reads it (`next/root-params`) for every component below, without
 * reading the request. Only the five languages ever reach this segment.
 */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return siteMetadata(asLocale((await params).locale));
}

export const viewport = siteViewport;

export default async function PublicRootLayout({ children, params }: { children: React.ReactNode; params: Params }) {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'publicPages' });
  return (
    <RootDocument locale={locale}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <LanguageOffer />
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </RootDocument>
  );
}
