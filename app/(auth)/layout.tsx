import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/**
 * The auth pages (/login, /admin/login, /register, /forgot-password): one centred card under the
 * public header. The forms' words (shellAuth) reach the browser for the pages' islands only.
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = useTranslations('shellLayout');
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-6xl justify-center px-4 py-10 sm:py-14">
        <ClientMessages namespaces={['shellAuth']}>{children}</ClientMessages>
      </main>
      <SiteFooter />
    </>
  );
}
