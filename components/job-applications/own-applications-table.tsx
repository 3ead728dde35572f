import Link from 'next/link';
import { formatDate } from '@/components/jobs/format';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import { withdrawAction } from '@/lib/jobs/actions';
import type { ApplicationView } from '@/lib/jobs/applications';
import { StageBadge } from './stage-badge';

/** The candidate's applications: the job (a link), the employer, the date applied, the stage, withdraw before a decision (narrow enough for a phone). */
export function OwnApplicationsTable({ items }: { items: ApplicationView[] }) {
  if (items.length === 0)
    return (
      <EmptyState title="You have not applied to any job yet" action={<ButtonLink href="/candidate/jobs">Find jobs</ButtonLink>}>
        Jobs you apply to appear here with where each application stands.
      </EmptyState>
    );
  return (
    <Table caption="Your job applications" minWidth="20rem">
      <THead>
        <tr>
          <Th>Job</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </THead>
      <TBody>
        {items.map((a) => (
          <tr key={a.uuid}>
            <Td>
              <Link href={`/jobs/${a.job.uuid}`} className="font-semibold">
                {a.job.title}
              </Link>
              {a.job.orgName ? <span className="block text-sm text-slate-600">{a.job.orgName}</span> : null}
              <span className="block text-sm text-slate-600">
                Applied <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt)}</time>
              </span>
            </Td>
            <Td>
              <StageBadge stage={a.status} />
            </Td>
            <Td>
              {a.canWithdraw ? (
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
              ) : null}
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
