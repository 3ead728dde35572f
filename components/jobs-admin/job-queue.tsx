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

export const dateOnly = (d: Date | string | null) => {
  if (!d) return '—';
  const s = typeof d === 'string' ? d : d.toISOString().slice(0, 10);
  const [y, m, day] = s.split('-');
  return `${day}/${m}/${y}`;
};

/**
 * The moderation queue: filters (status, expired included; category; employer; posting dates;
 * title), the jobs with their status and moves, and real pages. Every choice lives in the address.
 */
export function jobQueueList(categories: JobCategoryItem[]): ListDefinition<JobSummary, JobQueueParams> {
  return {
    base,
    caption: 'Job posts',
    noun: { one: 'job', many: 'jobs' },
    formLabel: 'Filter the jobs',
    clearHref: `${base}?status=all`,
    rowKey: (job) => job.id,
    rowData: (job) => ({ 'data-job-title': job.title }),
    minWidth: '56rem',
    filters: [
      { kind: 'search', name: 'q', label: 'Title' },
      { kind: 'select', name: 'status', label: 'Status', options: optionsOf(queueStatusLabels, queueStatusValues) },
      { kind: 'select', name: 'category', label: 'Category', any: 'Any category', options: idOptions(categories) },
      { kind: 'search', name: 'employer', label: 'Employer', hint: 'Organisation, name or e-mail' },
      { kind: 'date', name: 'from', label: 'Posted from' },
      { kind: 'date', name: 'to', label: 'Posted until' },
    ],
    perPage: PER_PAGE_CHOICES,
    href: (q) => jobQueueHref(q),
    isFiltered: (q) => Boolean(q.q || q.status !== 'reviewing' || q.category || q.employer || q.from || q.to),
    columns: [
      linkColumn('Title', (job) => `${base}/${job.uuid}`, (job) => job.title),
      { header: 'Employer', cell: (job) => job.orgName ?? '—' },
      { header: 'Category', cell: (job) => job.categoryName },
      { header: 'Posted', cell: (job) => dateOnly(job.createdAt), className: 'tabular-nums' },
      { header: 'Expires', cell: (job) => dateOnly(job.expireDate), className: 'tabular-nums' },
      {
        header: 'Status',
        cell: (job) => (
          <>
            <JobStatusBadge status={job.displayStatus} />
            {job.status === 'rejected' && job.rejectionReason ? <p className="mt-1 max-w-56 text-xs text-slate-600">Reason: {job.rejectionReason}</p> : null}
          </>
        ),
      },
    ],
    actions: (job) => <JobModerationButtons uuid={job.uuid} title={job.title} moves={moderationMovesOf(job)} />,
    empty: { title: 'No jobs match', body: (filtered) => (filtered ? 'Try other filters, or clear them.' : 'There are no jobs waiting for review.') },
    pagesLabel: 'Job pages',
  };
}

export function JobQueue({ page, query, categories }: { page: Page<JobSummary>; query: JobQueueParams; categories: JobCategoryItem[] }) {
  return <ListView list={jobQueueList(categories)} page={page} query={query} />;
}
