import Link from 'next/link';
import { formatDate } from '@/components/jobs/format';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { ApplicationView } from '@/lib/jobs/applications';
import { StageBadge } from './stage-badge';

/** Applicants to the employer's jobs: who, for which job, when, the stage, "unviewed" until opened. */
export function ApplicantsTable({ items, showJob = true, emptyTitle = 'No applicants yet' }: { items: ApplicationView[]; showJob?: boolean; emptyTitle?: string }) {
  if (items.length === 0) return <EmptyState title={emptyTitle}>Candidates who apply to your approved jobs appear here.</EmptyState>;
  return (
    <Table caption="Applicants" minWidth="40rem">
      <THead>
        <tr>
          <Th>Candidate</Th>
          {showJob ? <Th>Job</Th> : null}
          <Th>Applied</Th>
          <Th>Stage</Th>
        </tr>
      </THead>
      <TBody>
        {items.map((a) => (
          <tr key={a.uuid}>
            <Td>
              <Link href={`/employer/applicants/${a.uuid}`} prefetch={false} className="font-semibold">
                {a.candidate.name}
              </Link>
              {a.viewedAt ? null : <span className="ml-2 text-xs font-semibold text-primary-800">Unviewed</span>}
            </Td>
            {showJob ? (
              <Td>
                <Link href={`/employer/jobs/${a.job.uuid}`}>{a.job.title}</Link>
              </Td>
            ) : null}
            <Td>
              <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt)}</time>
            </Td>
            <Td>
              <StageBadge stage={a.status} />
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
