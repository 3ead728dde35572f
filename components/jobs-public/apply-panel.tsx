import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';

/**
 * The Apply button of a (cached, public) job page: one can apply directly on the site. The link
 * leads to the signed-in apply page (a visitor is sent to sign in first and comes back), where a
 * job seeker chooses a CV and writes a cover note.
 */
export async function ApplyPanel({ jobUuid, jobTitle }: { jobUuid: string; jobTitle: string }) {
  const t = await getTranslations('jobBoardPublic.apply');
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <Link
        href={`/candidate/jobs/${jobUuid}/apply`}
        className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary-700 px-4 text-base font-semibold text-white no-underline hover:bg-primary-800"
      >
        {t('button')}
      </Link>
      <p>{t.rich('direct', { title: jobTitle, strong: (chunks) => <strong className="text-slate-900">{chunks}</strong> })}</p>
      <p>
        {t.rich('newHere', {
          link: (chunks) => (
            <Link href="/register?role=candidate" className="inline-flex min-h-6 items-center font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
