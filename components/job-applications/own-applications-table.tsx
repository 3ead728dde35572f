import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import type { Translator } from '@/components/jobs/translator';
import type { ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import { withdrawAction } from '@/lib/jobs/actions';
import type { Page } from '@/lib/http/page';
import type { ApplicationView } from '@/lib/jobs/applications';
import { StageBadge } from './stage-badge';

/**
 * The candidate's applications (/candidate/applied-jobs): the job (a link), the employer, the date
 * applied, the stage, and withdraw before a decision (a plain form: it works without JavaScript).
 */
export function ownApplicationsListOf(t: Translator<'jobBoardApplications'>, locale: Locale): ListDefinition<ApplicationView, { page: number }> {
  return {
    base: '/candidate/applied-jobs',
    caption: t('own.caption'),
    noun: { many: t('own.nounMany'), counted: (n, total) => t('own.counted', { n, total }) },
    rowKey: (a) => a.uuid,
    minWidth: '20rem',
    columns: [
      {
        header: t('own.job'),
        card: 'title',
        cell: (a) => (
          <>
            <Link href={`/jobs/${a.job.uuid}`} className="font-semibold">
              {a.job.title}
            </Link>
            {a.job.orgName ? <span className="block text-sm text-slate-600">{a.job.orgName}</span> : null}
            <span className="block text-sm text-slate-600">
              {t.rich('own.applied', { date: formatDate(a.createdAt, locale) ?? '—', time: (chunks) => <time dateTime={a.createdAt.toISOString()}>{chunks}</time> })}
            </span>
          </>
        ),
      },
      { header: t('own.status'), cell: (a) => <StageBadge stage={a.status} /> },
    ],
    actionsHeader: { label: t('own.actions'), srOnly: true },
    actions: (a) =>
      a.canWithdraw ? (
        <form action={withdrawAction}>
          <input type="hidden" name="application" value={a.uuid} />
          <button type="submit" className="text-sm font-semibold text-red-700 underline" aria-label={t('own.withdrawLabel', { title: a.job.title })}>
            {t('own.withdraw')}
          </button>
        </form>
      ) : a.status === 'withdrawn' ? (
        <Link href={`/candidate/jobs/${a.job.uuid}/apply`} className="text-sm font-semibold">
          {t('own.applyAgain')}
        </Link>
      ) : null,
    empty: {
      title: t('own.emptyTitle'),
      body: () => t('own.emptyBody'),
      action: <ButtonLink href="/candidate/jobs">{t('own.findJobs')}</ButtonLink>,
    },
    pagesLabel: t('own.pages'),
  };
}


/** /candidate/applied-jobs's list in the reader's language. */
export async function OwnApplicationsList({ page, query }: { page: Page<ApplicationView>; query: { page: number } }) {
  const [t, locale] = await Promise.all([getTranslations('jobBoardApplications'), requestLocale()]);
  return <ListView list={ownApplicationsListOf(t, locale)} page={page} query={query} />;
}
