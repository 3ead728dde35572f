import './globals.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/lib/env';

/**
 * Inter (the variable font, latin: English text and the accents of western names), from the
 * fontsource package, served by Next under /_next/static with a preload link in every page's head,
 * and a fallback (Arial) sized to Inter's metrics: the text painted before the font arrives takes
 * the same room, so nothing moves when it swaps in (Lighthouse counted that shift on the university
 * page). Letters outside latin come from the fallback.
 */
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellLayout.meta');
  return {
    metadataBase: new URL(env.appUrl),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: t('applicationName'),
    openGraph: { siteName: t('siteName'), type: 'website', locale: 'en_GB' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#b3261e' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">
        <ClientMessages>
          {children}
          <Toaster />
        </ClientMessages>
      </body>
    </html>
  );
}
