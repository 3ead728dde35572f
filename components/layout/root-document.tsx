import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { fontVariables } from './fonts';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Toaster } from '@/components/ui/toaster';
import { directionOf, localeTags, type Locale } from '@/lib/i18n/config';
import { env } from '@/lib/env';

/**
 * The document both root layouts render (app/[locale]/layout.tsx for the public pages, in the
 * language of their address; app/(account)/layout.tsx for the signed-in areas, in the account's):
 * `<html>` with the language's tag and direction, the fonts, the base client messages and the
 * toaster. The fonts: components/layout/fonts.ts.
 */

/** The site's title, description and name in the page's language. */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'shellLayout.meta' });
  return {
    metadataBase: new URL(env.appUrl),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: t('applicationName'),
    openGraph: { siteName: t('siteName'), type: 'website', locale: ogLocales[locale] },
  };
}

const ogLocales: Record<Locale, string> = { en: 'en_GB', zh: 'zh_CN', fr: 'fr_FR', ar: 'ar_AR', ru: 'ru_RU' };

export const siteViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#b3261e' };

/** `allValidation`: the signed-in areas hand their forms every validation message (components/i18n/client-messages.tsx). */
export function RootDocument({ locale, allValidation = false, children }: { locale: Locale; allValidation?: boolean; children: React.ReactNode }) {
  return (
    <html lang={localeTags[locale]} dir={directionOf(locale)} className={fontVariables}>
      <body className="min-h-screen font-sans">
        <ClientMessages allValidation={allValidation}>
          {children}
          <Toaster />
        </ClientMessages>
      </body>
    </html>
  );
}
