import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/components/catalogue/format';
import { getMessageText } from '@/components/i18n/message-text';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import type { Translator } from '@/components/jobs/translator';
import { idOptions, optionsOf, PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { linkColumn } from '@/components/lists/cells';
import { queueStatusLabels, queueStatusValues, type JobQueueParams, type ModerationMove } from '@/lib/jobs/admin-schemas';
import type { JobCategoryItem } from '@/lib/jobs/categories';
import type { JobSummary } from '@/lib/jobs/dto';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';
import { allowedJobMoves } from '@/lib/jobs/status';
import { JobModerationButtons } from './job-moderation-buttons';
import { JobStatusBadge } from './job-status-badge';
import { moderationTexts, moderationWords } from './moderation-texts';

const base = '/admin/jobs';

/** The queue's address with changes (defaults left out). */
export function jobQueueHref(q: JobQueueParams, change: Partial<JobQueueParams> = {}): string {
  const v = { ...q, ...change };
  const p = new URLSearchParams();
  if (v.q) p.set('q', v.q);
  if (v.status !== 'reviewing') p.set('status', v.status);
  if (v.category) p.set('category', String(v.category));
  if (v.employer) p.set('employer', v.employer);
  if (v.from) p.set('from', v.from);
  if (v.to) p.set('to', v.to);
  if (v.per_page !== PER_PAGE_DEFAULT) p.set('per_page', String(v.per_page));
  if (v.page > 1) p.set('page', String(v.page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

export const moderationMovesOf = (job: Pick<JobSummary, 'status' | 'expireDate' | 'approvedAt'>): ModerationMove[] =>
  allowedJobMoves(job, 'admin').filter((m): m is ModerationMove => m === 'approve' || m === 'reject' || m === 'backToReview');

/** A day in the back office's job lists ("5 Mar 2026", in the reader's language), '—' when there is none. */
export const dateOnly = (d: Date | string | null, locale: Locale) => (d ? formatDay(d, locale) : '—');

/**
 * The moderation queue: filters (status, expired included; category; employer; posting dates;
 * title), the jobs with their status and moves, and real pages. Every choice lives in the address.
 */
export function jobQueueList(categories: JobCategoryItem[], t: Translator<'jobBoardAdmin'>, m: (text: string) => string, locale: Locale): ListDefinition<JobSummary, JobQueueParams> {
  // One object for every row: the page's RSC data writes it once.
  const words = moderationWords(t);
  return {
    base,
    caption: t('queue.caption'),
    noun: { many: t('queue.nounMany'), counted: (n, total) => t('queue.counted', { n, total }) },
    formLabel: t('queue.formLabel'),
    clearHref: `${base}?status=all`,
    rowKey: (job) => job.id,
    rowData: (job) => ({ 'data-job-title': job.title }),
    minWidth: '56rem',
    filters: [
      { kind: 'search', name: 'q', label: t('queue.title') },
      { kind: 'select', name: 'status', label: t('queue.status'), options: optionsOf(queueStatusLabels, queueStatusValues).map((o) => ({ ...o, label: m(o.label) })) },
      { kind: 'select', name: 'category', label: t('queue.category'), any: t('queue.anyCategory'), options: idOptions(categories) },
      { kind: 'search', name: 'employer', label: t('queue.employer'), hint: t('queue.employerHint') },
      { kind: 'date', name: 'from', label: t('queue.postedFrom') },
      { kind: 'date', name: 'to', label: t('queue.postedUntil') },
    ],
    perPage: PER_PAGE_CHOICES,
    href: (q) => jobQueueHref(q),
    isFiltered: (q) => Boolean(q.q || q.status !== 'reviewing' || q.category || q.employer || q.from || q.to),
    columns: [
      linkColumn(t('queue.title'), (job) => `${base}/${job.uuid}`, (job) => job.title),
      { header: t('queue.employer'), cell: (job) => job.orgName ?? '—' },
      { header: t('queue.category'), cell: (job) => job.categoryName },
      { header: t('queue.posted'), cell: (job) => dateOnly(job.createdAt, locale), className: 'tabular-nums' },
      { header: t('queue.expires'), cell: (job) => dateOnly(job.expireDate, locale), className: 'tabular-nums' },
      {
        header: t('queue.status'),
        cell: (job) => (
          <>
            <JobStatusBadge status={job.displayStatus} />
            {job.status === 'rejected' && job.rejectionReason ? <p className="mt-1 max-w-56 text-xs text-slate-600">{t('queue.reason', { reason: job.rejectionReason })}</p> : null}
          </>
        ),
      },
    ],
    actions: (job) => <JobModerationButtons uuid={job.uuid} moves={moderationMovesOf(job)} texts={moderationTexts(t, job.title)} words={words} />,
    empty: { title: t('queue.emptyTitle'), body: (filtered) => (filtered ? t('queue.emptyFiltered') : t('queue.emptyNone')) },
    pagesLabel: t('queue.pages'),
  };
}

export async function JobQueue({ page, query, categories }: { page: Page<JobSummary>; query: JobQueueParams; categories: JobCategoryItem[] }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardAdmin'), getMessageText(), requestLocale()]);
  return <ListView list={jobQueueList(categories, t, m, locale)} page={page} query={query} />;
}
