import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import { queueStatusLabels, queueStatusValues, type JobQueueParams, type ModerationMove } from '@/lib/jobs/admin-schemas';
import type { JobCategoryItem } from '@/lib/jobs/categories';
import type { JobSummary } from '@/lib/jobs/dto';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';
import { allowedJobMoves } from '@/lib/jobs/status';
import { JobModerationButtons } from './job-moderation-buttons';
import { JobStatusBadge } from './job-status-badge';

const base = '/admin/jobs';
const perPageChoices = [10, 20, 40, 60];

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
 * The moderation queue: a GET form of filters (status, expired included; category; employer;
 * posting dates; title), the jobs with their status and moves, and real pages. Every choice lives
 * in the address.
 */
export function JobQueue({ page, query, categories }: { page: Page<JobSummary>; query: JobQueueParams; categories: JobCategoryItem[] }) {
  const filtered = Boolean(query.q || query.status !== 'reviewing' || query.category || query.employer || query.from || query.to);
  return (
    <div className="space-y-4">
      <form
        method="get"
        action={base}
        role="search"
        aria-label="Filter the jobs"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <Field label="Title" id="jobs-q">
          {(c) => <Input {...c} name="q" type="search" defaultValue={query.q} maxLength={100} />}
        </Field>
        <Field label="Status" id="jobs-status">
          {(c) => (
            <NativeSelect {...c} name="status" defaultValue={query.status}>
              {queueStatusValues.map((s) => (
                <option key={s} value={s}>
                  {queueStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Category" id="jobs-category">
          {(c) => (
            <NativeSelect {...c} name="category" defaultValue={query.category ? String(query.category) : ''}>
              <option value="">Any category</option>
              {categories.map((cat) => (
                <option key={cat.id} value={cat.id}>
                  {cat.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Employer" id="jobs-employer" hint="Organisation, name or e-mail">
          {(c) => <Input {...c} name="employer" type="search" defaultValue={query.employer} maxLength={100} />}
        </Field>
        <Field label="Posted from" id="jobs-from">
          {(c) => <Input {...c} name="from" type="date" defaultValue={query.from ?? ''} />}
        </Field>
        <Field label="Posted until" id="jobs-to">
          {(c) => <Input {...c} name="to" type="date" defaultValue={query.to ?? ''} />}
        </Field>
        <Field label="Per page" id="jobs-per-page">
          {(c) => (
            <NativeSelect {...c} name="per_page" defaultValue={String(query.per_page)}>
              {perPageChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FilterButtons clearHref={`${base}?status=all`} filtered={filtered} />
      </form>

      <ResultCount page={page} none="No jobs match." noun={(n) => (n === 1 ? 'job' : 'jobs')} />

      {page.items.length ? (
        <Table caption="Job posts" minWidth="56rem">
          <THead>
            <tr>
              <Th>Title</Th>
              <Th>Employer</Th>
              <Th>Category</Th>
              <Th>Posted</Th>
              <Th>Expires</Th>
              <Th>Status</Th>
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((job) => (
              <tr key={job.id} data-job-title={job.title}>
                <Td>
                  <Link href={`${base}/${job.uuid}`} className="font-medium text-ink-700 underline underline-offset-2">
                    {job.title}
                  </Link>
                </Td>
                <Td>{job.orgName ?? '—'}</Td>
                <Td>{job.categoryName}</Td>
                <Td className="tabular-nums">{dateOnly(job.createdAt)}</Td>
                <Td className="tabular-nums">{dateOnly(job.expireDate)}</Td>
                <Td>
                  <JobStatusBadge status={job.displayStatus} />
                  {job.status === 'rejected' && job.rejectionReason ? <p className="mt-1 max-w-56 text-xs text-slate-600">Reason: {job.rejectionReason}</p> : null}
                </Td>
                <Td>
                  <JobModerationButtons uuid={job.uuid} title={job.title} moves={moderationMovesOf(job)} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState title="No jobs match">{filtered ? 'Try other filters, or clear them.' : 'There are no jobs waiting for review.'}</EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => jobQueueHref(query, { page: n })} label="Job pages" />
    </div>
  );
}
