import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ButtonLink } from '@/components/ui/button';
import { ForbiddenAction, ForbiddenExplanation } from '@/components/layout/forbidden-account';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

/**
 * The "not allowed" page (403), shown by `forbidden()` (lib/auth/guard.ts) when a signed-in user
 * opens a page of another role. It says why and leads to the user's own dashboard. It reads no
 * session itself (Next renders it with every page): the account's part is a client island.
 */
export default function Forbidden() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center" data-page="forbidden">
        <p className="text-sm font-semibold text-primary-700">403</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">You are not allowed to open this page</h1>
        <ForbiddenExplanation />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ForbiddenAction />
          <ButtonLink href="/" variant="outline">
            Go to the home page
          </ButtonLink>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
