import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import type { ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import type { Page, PageParams } from '@/lib/http/page';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
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
export function employerJobsListOf(t: Translator<'jobBoardEmployer'>, locale: Locale): ListDefinition<EmployerJobDetail, PageParams> {
  return {
    base: '/employer/jobs',
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
      title: t('jobsList.emptyTitle'),
      body: () => t('jobsList.emptyBody'),
      action: <ButtonLink href="/employer/jobs/new">{t('jobsList.emptyAction')}</ButtonLink>,
    },
    pagesLabel: t('jobsList.pages'),
  };
}


/** /employer/jobs's list in the reader's language. */
export async function EmployerJobsList({ page, query }: { page: Page<EmployerJobDetail>; query: PageParams }) {
  const [t, locale] = await Promise.all([getTranslations('jobBoardEmployer'), requestLocale()]);
  return <ListView list={employerJobsListOf(t, locale)} page={page} query={query} />;
}
