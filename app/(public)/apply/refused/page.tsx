import type { Metadata } from 'next';
import { Button, ButtonLink } from '@/components/ui/button';
import { logoutAction } from '@/lib/accounts/actions';
import { getSessionUser } from '@/lib/auth/session';
import { applyDoor } from '@/lib/messages';

export const metadata: Metadata = { title: 'Cannot apply', robots: { index: false } };

const roleNames = { admin: 'an admin', student: 'a student', employer: 'an employer', candidate: 'a job seeker' } as const;
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
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-page="apply-refused">
      <h1 className="text-3xl font-bold tracking-tight">{closed ? applyDoor.closedTitle : applyDoor.studentsOnlyTitle}</h1>
      <p className="mt-4 text-slate-600">{closed ? applyDoor.closedBody : user ? applyDoor.studentsOnlyBody(`${roleNames[user.role]} (${user.email})`) : applyDoor.studentsOnlyTitle}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {closed ? null : user ? (
          <form action={logoutAction}>
            <input type="hidden" name="redirectTo" value={loginPath} />
            <Button type="submit">{applyDoor.signInAsStudent}</Button>
          </form>
        ) : (
          <ButtonLink href={loginPath}>{applyDoor.signInStudent}</ButtonLink>
        )}
        {coursePath ? (
          <ButtonLink href={coursePath} variant="outline">
            {applyDoor.backToCourse}
          </ButtonLink>
        ) : (
          <ButtonLink href="/universities" variant="outline">
            {applyDoor.browseUniversities}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
