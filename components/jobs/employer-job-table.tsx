import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
import { formatDate } from './format';
import { JobRowActions } from './job-row-actions';
import { JobStatusBadge, RejectionReason } from './job-status';

/**
 * The employer's own jobs: title (to the job's own page), status (a rejected one with its reason),
 * expiry, views, applications (new ones counted apart) and the moves allowed now.
 */
export function EmployerJobTable({ jobs }: { jobs: EmployerJobDetail[] }) {
  return (
    <Table caption="Your jobs" minWidth="52rem">
      <THead>
        <tr>
          <Th>Job</Th>
          <Th>Status</Th>
          <Th>Expires</Th>
          <Th className="text-right">Views</Th>
          <Th className="text-right">Applications</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </THead>
      <TBody>
        {jobs.map((j) => (
          <tr key={j.uuid} data-job={j.uuid}>
            <Td>
              <Link href={`/employer/jobs/${j.uuid}`} className="font-medium text-primary-700 underline-offset-2 hover:underline">
                {j.title}
              </Link>
              <p className="text-xs text-slate-600">
                {j.categoryName}
                {j.city ? ` · ${j.city}` : ''}
              </p>
              <RejectionReason status={j.displayStatus} reason={j.rejectionReason} />
            </Td>
            <Td>
              <JobStatusBadge status={j.displayStatus} />
            </Td>
            <Td>{formatDate(j.expireDate)}</Td>
            <Td className="text-right tabular-nums">{j.viewCount}</Td>
            <Td className="text-right tabular-nums">
              {j.applications}
              {j.unviewedApplications > 0 ? <span className="block text-xs text-slate-600">{j.unviewedApplications} new</span> : null}
            </Td>
            <Td>
              <div className="flex flex-wrap justify-end gap-2">
                {j.moves.includes('edit') ? (
                  <ButtonLink href={`/employer/jobs/${j.uuid}/edit`} size="sm" variant="outline">
                    Edit<span className="sr-only"> {j.title}</span>
                  </ButtonLink>
                ) : null}
                <JobRowActions job={j} />
              </div>
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
