import Link from 'next/link';
import type { ListDefinition } from '@/components/lists/definition';
import { ButtonLink } from '@/components/ui/button';
import type { PageParams } from '@/lib/http/page';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
import { formatDate } from './format';
import { JobRowActions } from './job-row-actions';
import { JobStatusBadge, RejectionReason } from './job-status';

/**
 * The employer's own jobs (/employer/jobs): title (to the job's own page), status (a rejected one
 * with its reason), expiry, views, applications (new ones counted apart) and the moves allowed now.
 */
export const employerJobsList: ListDefinition<EmployerJobDetail, PageParams> = {
  base: '/employer/jobs',
  caption: 'Your jobs',
  noun: { one: 'job', many: 'jobs' },
  rowKey: (j) => j.uuid,
  rowData: (j) => ({ 'data-job': j.uuid }),
  minWidth: '52rem',
  columns: [
    {
      header: 'Job',
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
    { header: 'Status', cell: (j) => <JobStatusBadge status={j.displayStatus} /> },
    { header: 'Expires', cell: (j) => formatDate(j.expireDate) },
    { header: 'Views', align: 'right', cell: (j) => j.viewCount, className: 'tabular-nums' },
    {
      header: 'Applications',
      align: 'right',
      className: 'tabular-nums',
      cell: (j) => (
        <>
          {j.applications}
          {j.unviewedApplications > 0 ? <span className="block text-xs text-slate-600">{j.unviewedApplications} new</span> : null}
        </>
      ),
    },
  ],
  actionsHeader: { label: 'Actions', srOnly: true },
  actions: (j) => (
    <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
      {j.moves.includes('edit') ? (
        <ButtonLink href={`/employer/jobs/${j.uuid}/edit`} size="sm" variant="outline">
          Edit<span className="sr-only"> {j.title}</span>
        </ButtonLink>
      ) : null}
      <JobRowActions job={j} />
    </div>
  ),
  empty: {
    title: 'You have not posted a job yet',
    body: () => 'Post a job and it appears on the job board once approved.',
    action: <ButtonLink href="/employer/jobs/new">Post your first job</ButtonLink>,
  },
  pagesLabel: 'Pages',
};
