import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** The auth pages (/login, /admin/login, /register, /forgot-password): one centred card under the public header. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-6xl justify-center px-4 py-10 sm:py-14">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
