import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ForbiddenBody, errorPageBox } from '@/components/layout/error-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellErrors.forbidden');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The "not allowed" page (403), shown by `forbidden()` (lib/auth/guard.ts) when a signed-in user
 * opens a page of another role. It says why and leads to the user's own dashboard. It reads no
 * session itself (Next renders it with every page): the account's part is a client island.
 */
export default function Forbidden() {
  return (
    <>
      <SiteHeader />
      <main id="main" className={errorPageBox} data-page="forbidden">
        <ForbiddenBody />
      </main>
      <SiteFooter />
    </>
  );
}
