import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { optionsOf, type ListDefinition } from '@/components/lists/definition';
import { getMessageText } from '@/components/i18n/message-text';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import type { Page, PageParams } from '@/lib/http/page';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
import { queueStatusLabels, queueStatusValues, type QueueStatus } from '@/lib/jobs/admin-schemas';
import { formatDate } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { JobRowActions } from './job-row-actions';
import { jobRowActionTexts } from './job-row-texts';
import { JobStatusBadge, RejectionReason } from './job-status';
import type { Translator } from './translator';

/**
 * The employer's own jobs (/employer/jobs): title (to the job's own page), status (a rejected one
 * with its reason), expiry, views, applications (new ones counted apart) and the moves allowed now.
 */
/** /employer/jobs's query: the page, and the status filter (every status when absent). */
export type EmployerJobsQuery = PageParams & { status?: Exclude<QueueStatus, 'all'> };

export function employerJobsListOf(t: Translator<'jobBoardEmployer'>, locale: Locale, m: (text: string) => string): ListDefinition<EmployerJobDetail, EmployerJobsQuery> {
  return {
    base: '/employer/jobs',
    // The back office queue's statuses and rule (an approved or in-review job is one not expired): the dashboard's figures open it.
    filters: [
      {
        kind: 'select',
        name: 'status',
        label: t('jobsList.status'),
        any: m(queueStatusLabels.all),
        options: optionsOf(queueStatusLabels, queueStatusValues.filter((v) => v !== 'all')).map((o) => ({ ...o, label: m(o.label) })),
      },
    ],
    caption: t('jobsList.caption'),
    noun: { many: t('jobsList.nounMany'), counted: (n, total) => t('jobsList.counted', { n, total }) },
    rowKey: (j) => j.uuid,
    rowData: (j) => ({ 'data-job': j.uuid }),
    minWidth: '52rem',
    columns: [
      {
        header: t('jobsList.job'),
        card: 'title',
        cell: (j) => (
          <>
            <Link href={`/employer/jobs/${j.uuid}`} className="font-medium text-primary-700 underline-offset-2 hover:underline">
              {j.title}
            </Link>
            <p className="text-xs text-slate-600">
              {j.categoryName}
              {j.city ? ` · ${j.city}` : ''}
            </p>
            <RejectionReason status={j.displayStatus} reason={j.rejectionReason} />
          </>
        ),
      },
      { header: t('jobsList.status'), cell: (j) => <JobStatusBadge status={j.displayStatus} /> },
      { header: t('jobsList.expires'), cell: (j) => formatDate(j.expireDate, locale) ?? '—' },
      { header: t('jobsList.views'), align: 'end', cell: (j) => j.viewCount, className: 'tabular-nums' },
      {
        header: t('jobsList.applications'),
        align: 'end',
        className: 'tabular-nums',
        cell: (j) => (
          <>
            {j.applications}
            {j.unviewedApplications > 0 ? <span className="block text-xs text-slate-600">{t('jobsList.newCount', { n: j.unviewedApplications })}</span> : null}
          </>
        ),
      },
    ],
    actionsHeader: { label: t('jobsList.actions'), srOnly: true },
    actions: (j) => (
      <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
        {j.moves.includes('edit') ? (
          <ButtonLink href={`/employer/jobs/${j.uuid}/edit`} size="sm" variant="outline">
            {t.rich('jobsList.edit', { title: j.title, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </ButtonLink>
        ) : null}
        {/* Only what the buttons need: the whole job would be written again into the page's RSC data. */}
        <JobRowActions job={{ uuid: j.uuid, title: j.title, moves: j.moves }} texts={jobRowActionTexts(t, j.title)} />
      </div>
    ),
    empty: {
      title: (filtered) => (filtered ? t('jobsList.emptyFiltered') : t('jobsList.emptyTitle')),
      body: () => t('jobsList.emptyBody'),
      action: <ButtonLink href="/employer/jobs/new">{t('jobsList.emptyAction')}</ButtonLink>,
    },
    pagesLabel: t('jobsList.pages'),
  };
}


/** /employer/jobs's list in the reader's language. */
export async function EmployerJobsList({ page, query }: { page: Page<EmployerJobDetail>; query: EmployerJobsQuery }) {
  const [t, locale, m] = await Promise.all([getTranslations('jobBoardEmployer'), requestLocale(), getMessageText()]);
  return <ListView list={employerJobsListOf(t, locale, m)} page={page} query={query} />;
}
