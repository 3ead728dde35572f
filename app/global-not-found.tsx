import './globals.css';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundBody, errorPageBox } from '@/components/layout/error-pages';
import { RootDocument } from '@/components/layout/root-document';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { requestLocale } from '@/lib/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellErrors.notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * An address no page answers (and the proxy's `/<locale>/__missing__` for an unknown record or a
 * malformed address): a real 404 with the page in its HTML, in the language of the address (the
 * proxy names it, lib/i18n/locale.ts), with the site's header and footer. Next's global
 * not-found (next.config.ts, `globalNotFound`): the app has two root layouts (app/[locale] and
 * app/(account)), so no layout is above it and it renders its own document. A page calling
 * `notFound()` gets the not-found page of its own tree instead (app/[locale]/not-found.tsx,
 * app/(account)/not-found.tsx).
 */
export default async function GlobalNotFound() {
  return (
    <RootDocument locale={await requestLocale()}>
      <SiteHeader />
      <main id="main" className={errorPageBox}>
        <NotFoundBody />
      </main>
      <SiteFooter />
    </RootDocument>
  );
}
