import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import type { Translator } from '@/components/jobs/translator';
import { formatDate } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { optionsOf, type FilterOption, type ListColumn, type ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { EmptyState } from '@/components/ui/empty-state';
import type { Page } from '@/lib/http/page';
import type { ApplicationView } from '@/lib/jobs/applications';
import { applicationStageLabels, applicationStages } from '@/lib/jobs/application-stages';
import type { ApplicantListParams } from '@/lib/jobs/application-schemas';
import { StageBadge } from './stage-badge';

type T = Translator<'jobBoardApplications'>;

/** Where a row's links lead: the employer's own pages, or the back office's. */
/** Whose list: the employer's own applicants, or the back office's every application. */
type Door = 'employer' | 'office';
const applicantHref = (door: Door, a: ApplicationView) => (door === 'office' ? `/admin/candidates/${a.candidate.id}` : `/employer/applicants/${a.uuid}`);
const jobHref = (door: Door, a: ApplicationView) => (door === 'office' ? `/admin/jobs/${a.job.uuid}` : `/employer/jobs/${a.job.uuid}`);

const candidateCol = (t: T, door: Door = 'employer'): ListColumn<ApplicationView> => ({
  header: t('applicants.candidate'),
  card: 'title',
  cell: (a) => (
    <>
      <Link href={applicantHref(door, a)} prefetch={false} className="font-semibold">
        {a.candidate.name}
      </Link>
      {a.viewedAt ? null : <span className="ms-2 text-xs font-semibold text-primary-800">{t('applicants.unviewed')}</span>}
    </>
  ),
});
const jobCol = (t: T, door: Door): ListColumn<ApplicationView> => ({ header: t('applicants.job'), cell: (a) => <Link href={jobHref(door, a)}>{a.job.title}</Link> });
const restCols = (t: T, locale: Locale): ListColumn<ApplicationView>[] => [
  { header: t('applicants.applied'), cell: (a) => <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt, locale)}</time> },
  { header: t('applicants.stage'), cell: (a) => <StageBadge stage={a.status} /> },
];

/** The applicants list's job type-ahead (GET ?q=&limit= → the employer's own jobs as [{ value, label }]). */
export const applicantJobsEndpoint = '/employer/applicants/jobs';

/**
 * Applicants to the employer's jobs (/employer/applicants): who, for which job, when, the stage;
 * filtered by job (a type-ahead over the employer's own jobs: `job` is the chosen job's uuid,
 * `job_q` the typed title) and stage.
 */
export function applicantsList(
  job: FilterOption | null,
  t: T,
  m: (text: string) => string,
  locale: Locale,
  door: Door = 'employer',
): ListDefinition<ApplicationView, ApplicantListParams> {
  const viewed: ListDefinition<ApplicationView, ApplicantListParams>['filters'] = [
    {
      kind: 'select',
      name: 'viewed',
      label: t('applicants.viewed'),
      any: t('applicants.viewedAny'),
      options: [
        { value: 'no', label: t('applicants.viewedNo') },
        { value: 'yes', label: t('applicants.viewedYes') },
      ],
    },
  ];
  return {
    base: door === 'office' ? '/admin/job-applications' : '/employer/applicants',
    caption: t('applicants.caption'),
    noun: { many: t('applicants.nounMany'), counted: (n, total) => t('applicants.counted', { n, total }) },
    formLabel: t('applicants.formLabel'),
    rowKey: (a) => a.uuid,
    minWidth: '40rem',
    filters: [
      // The job type-ahead lists the employer's own jobs; the back office filters by a job's address (`job=<uuid>`, from its page).
      ...(door === 'office' ? [] : [{ kind: 'typeahead' as const, name: 'job', textName: 'job_q', label: t('applicants.job'), hint: t('applicants.jobHint'), source: { endpoint: applicantJobsEndpoint, selected: job, minChars: 2 } }]),
      {
        kind: 'select',
        name: 'stage',
        label: t('applicants.stage'),
        any: t('applicants.allStages'),
        options: optionsOf(applicationStageLabels, applicationStages).map((o) => ({ ...o, label: m(o.label) })),
      },
      ...(viewed ?? []),
    ],
    columns: [candidateCol(t, door), jobCol(t, door), ...restCols(t, locale)],
    empty: { title: (filtered) => (filtered ? t('applicants.emptyFiltered') : t('applicants.emptyNone')), body: () => (door === 'office' ? t('applicants.boardEmptyBody') : t('applicants.emptyBody')) },
    pagesLabel: t('applicants.pages'),
  };
}

/** /employer/applicants's list in the reader's language. */
export async function ApplicantsList({ job, page, query, door = 'employer' }: { job: FilterOption | null; page: Page<ApplicationView>; query: ApplicantListParams; door?: Door }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardApplications'), getMessageText(), requestLocale()]);
  return <ListView list={applicantsList(job, t, m, locale, door)} page={page} query={query} />;
}

/** One job's applicants on its page (the first page; the full list is /employer/applicants?job=…). */
export async function ApplicantsTable({ items }: { items: ApplicationView[] }) {
  const [t, locale] = await Promise.all([getTranslations('jobBoardApplications'), requestLocale()]);
  if (items.length === 0) return <EmptyState title={t('applicants.emptyNone')}>{t('applicants.emptyBody')}</EmptyState>;
  return <ListTable caption={t('applicants.caption')} columns={[candidateCol(t), ...restCols(t, locale)]} rows={items} rowKey={(a) => a.uuid} minWidth="40rem" />;
}
