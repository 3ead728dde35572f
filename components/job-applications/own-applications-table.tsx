import Link from 'next/link';
import { formatDate } from '@/components/jobs/format';
import type { ListDefinition } from '@/components/lists/definition';
import { ButtonLink } from '@/components/ui/button';
import { withdrawAction } from '@/lib/jobs/actions';
import type { ApplicationView } from '@/lib/jobs/applications';
import { StageBadge } from './stage-badge';

/**
 * The candidate's applications (/candidate/applied-jobs): the job (a link), the employer, the date
 * applied, the stage, and withdraw before a decision (a plain form: it works without JavaScript).
 */
export const ownApplicationsList: ListDefinition<ApplicationView, { page: number }> = {
  base: '/candidate/applied-jobs',
  caption: 'Your job applications',
  noun: { one: 'application', many: 'applications' },
  rowKey: (a) => a.uuid,
  minWidth: '20rem',
  columns: [
    {
      header: 'Job',
      card: 'title',
      cell: (a) => (
        <>
          <Link href={`/jobs/${a.job.uuid}`} className="font-semibold">
            {a.job.title}
          </Link>
          {a.job.orgName ? <span className="block text-sm text-slate-600">{a.job.orgName}</span> : null}
          <span className="block text-sm text-slate-600">
            Applied <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt)}</time>
          </span>
        </>
      ),
    },
    { header: 'Status', cell: (a) => <StageBadge stage={a.status} /> },
  ],
  actionsHeader: { label: 'Actions', srOnly: true },
  actions: (a) =>
    a.canWithdraw ? (
      <form action={withdrawAction}>
        <input type="hidden" name="application" value={a.uuid} />
        <button type="submit" className="text-sm font-semibold text-red-700 underline" aria-label={`Withdraw application for ${a.job.title}`}>
          Withdraw
        </button>
      </form>
    ) : a.status === 'withdrawn' ? (
      <Link href={`/candidate/jobs/${a.job.uuid}/apply`} className="text-sm font-semibold">
        Apply again
      </Link>
    ) : null,
  empty: {
    title: 'You have not applied to any job yet',
    body: () => 'Jobs you apply to appear here with where each application stands.',
    action: <ButtonLink href="/candidate/jobs">Find jobs</ButtonLink>,
  },
  pagesLabel: 'Application pages',
};
