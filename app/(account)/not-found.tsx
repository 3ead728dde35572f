import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundBody, errorPageBox } from '@/components/layout/error-pages';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellErrors.notFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The not-found page outside the public layout (an unmatched address): with the site's header and footer. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className={errorPageBox}>
        <NotFoundBody />
      </main>
      <SiteFooter />
    </>
  );
}
