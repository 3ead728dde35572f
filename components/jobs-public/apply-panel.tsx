import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { AppliedMarks, ApplyUnlessApplied, NotForJobSeekers } from './applied-marks';
import { appliedTexts } from './applied-texts';

/**
 * The Apply button of a (cached, public) job page: one can apply directly on the site. The link
 * leads to the signed-in apply page (a visitor is sent to sign in first and comes back), where a
 * job seeker chooses a CV and writes a cover note. The page says before the click that applying
 * needs a job-seeker account (a student's or an employer's is refused). In the browser, a signed-in
 * job seeker who applied sees the stage instead of the button, and no job seeker is invited to
 * register (`AppliedMarks`: the page stays the same HTML for everyone).
 */
export async function ApplyPanel({ jobUuid, jobTitle }: { jobUuid: string; jobTitle: string }) {
  const [t, texts] = await Promise.all([getTranslations('jobBoardPublic.apply'), appliedTexts()]);
  return (
    <AppliedMarks texts={texts}>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <ApplyUnlessApplied uuid={jobUuid}>
          <Link
            href={`/candidate/jobs/${jobUuid}/apply`}
            className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary-700 px-4 text-base font-semibold text-white no-underline hover:bg-primary-800"
          >
            {t('button')}
          </Link>
        </ApplyUnlessApplied>
        <p>{t.rich('direct', { title: jobTitle, strong: (chunks) => <strong className="text-slate-900">{chunks}</strong> })}</p>
        <NotForJobSeekers>
          <p>{t('needsJobSeeker')}</p>
          <p>
            {t.rich('newHere', {
              link: (chunks) => (
                <Link href="/register?role=candidate" className="inline-flex min-h-6 items-center font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </NotForJobSeekers>
      </div>
    </AppliedMarks>
  );
}
