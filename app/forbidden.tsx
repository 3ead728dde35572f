import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ButtonLink } from '@/components/ui/button';
import { dashboardFor } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

const roleNames = { admin: 'an admin', student: 'a student', employer: 'an employer', candidate: 'a job seeker' } as const;

/**
 * The "not allowed" page (403), shown by `forbidden()` (lib/auth/guard.ts) when a signed-in user
 * opens a page of another role. It says why and leads to the user's own dashboard.
 */
export default async function Forbidden() {
  const user = await getSessionUser();
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center" data-page="forbidden">
        <p className="text-sm font-semibold text-primary-700">403</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">You are not allowed to open this page</h1>
        <p className="mt-4 text-slate-600">
          {user
            ? `You are signed in as ${roleNames[user.role]} (${user.email}), and this page belongs to another kind of account.`
            : 'This page belongs to another kind of account.'}{' '}
          If you have a second account for it, sign out first and sign in with that one.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {user ? <ButtonLink href={dashboardFor(user.role)}>Go to your dashboard</ButtonLink> : <ButtonLink href="/login">Sign in</ButtonLink>}
          <ButtonLink href="/" variant="outline">
            Go to the home page
          </ButtonLink>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
