import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { logoutAction } from '@/lib/accounts/actions';
import { getSessionUser } from '@/lib/auth/session';
import { applyDoor } from '@/lib/messages';

// Per request: it reads the session and the query (the public pages of app/[locale] are otherwise
// generated once per language and cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('publicPages.applyRefused'))('metaTitle'), robots: { index: false } };
}

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * Where /apply/{courseId} sends someone who cannot apply: a signed-in employer, job seeker or admin
 * (only student accounts apply: sign out and sign in as a student, coming back to the course), or
 * anyone when the course is closed.
 */
export default async function ApplyRefusedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const slug = typeof q.course === 'string' && SLUG_RE.test(q.course) ? q.course : null;
  const coursePath = slug ? `/courses/${slug}` : null;
  const closed = q.reason === 'closed';
  const user = closed ? null : await getSessionUser();
  const loginPath = coursePath ? `/login?callbackUrl=${encodeURIComponent(coursePath)}` : '/login';
  const [t, m] = await Promise.all([getTranslations('publicPages.applyRefused'), getMessageText()]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-page="apply-refused">
      <h1 className="text-3xl font-bold tracking-tight">{m(closed ? applyDoor.closedTitle : applyDoor.studentsOnlyTitle)}</h1>
      <p className="mt-4 text-slate-600">
        {m(closed ? applyDoor.closedBody : user ? applyDoor.studentsOnlyBody(`${t('role', { role: user.role })} (${user.email})`) : applyDoor.studentsOnlyTitle)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {closed ? null : user ? (
          <form action={logoutAction}>
            <input type="hidden" name="redirectTo" value={loginPath} />
            <Button type="submit">{m(applyDoor.signInAsStudent)}</Button>
          </form>
        ) : (
          <ButtonLink href={loginPath}>{m(applyDoor.signInStudent)}</ButtonLink>
        )}
        {coursePath ? (
          <ButtonLink href={coursePath} variant="outline">
            {m(applyDoor.backToCourse)}
          </ButtonLink>
        ) : (
          <ButtonLink href="/universities" variant="outline">
            {m(applyDoor.browseUniversities)}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
