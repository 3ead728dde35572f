import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/auth/logout-button';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { errorPageBox } from '@/components/layout/error-pages';
import { ButtonLink } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobBoardPublic.applyRefused');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The apply page's "not allowed" (403): a signed-in student, employer or admin pressed "Apply for
 * this job". It says that applying needs a job-seeker account and offers the ways to one: sign out
 * and register one (a separate account with its own e-mail address), or sign out and sign in with
 * one. The candidate area's layout leaves another role's refusal to the page's guard for this.
 */
export default async function ApplyForbidden() {
  const t = await getTranslations('jobBoardPublic.applyRefused');
  return (
    <>
      <SiteHeader />
      <main id="main" className={errorPageBox} data-page="forbidden">
        <p className="text-sm font-semibold text-primary-700">403</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-slate-600">{t('body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LogoutButton redirectTo="/register?role=candidate" className={buttonVariants()}>
            {t('register')}
          </LogoutButton>
          <LogoutButton redirectTo="/login" className={buttonVariants({ variant: 'outline' })}>
            {t('signIn')}
          </LogoutButton>
          <ButtonLink href="/jobs" variant="outline">
            {t('back')}
          </ButtonLink>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
