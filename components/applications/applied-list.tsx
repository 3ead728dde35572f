import { format } from 'date-fns';
import { CreditCard, School } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { ApplicationListItem } from '@/lib/applications/types';
import { movesFrom, waitingOnLabels } from '@/lib/applications/status';
import type { Role } from '@/lib/auth/actor';
import type { Page } from '@/lib/http/page';
import { AppliedRowActions } from './applied-row-actions';
import { StatusBadge } from './status-badge';

const href = (page: number, perPage: number, defaultPerPage: number) => {
  const p = new URLSearchParams();
  if (page > 1) p.set('page', String(page));
  if (perPage !== defaultPerPage) p.set('per_page', String(perPage));
  const s = p.toString();
  return s ? `/student/applied-program?${s}` : '/student/applied-program';
};

/**
 * The student's applications: a table that scrolls inside its frame on a phone, each row with its
 * real status and whom it waits on, and only the buttons the status machine allows.
 */
export function AppliedList({ page, actor, defaultPerPage }: { page: Page<ApplicationListItem>; actor: { role: Role }; defaultPerPage: number }) {
  if (page.total === 0) {
    return (
      <EmptyState
        title="You have not applied yet"
        icon={School}
        action={
          <ButtonLink href="/universities">
            Find a university
          </ButtonLink>
        }
      >
        Choose a course at a university and apply: your applications and their status show here.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <Table caption="Your applications" minWidth="52rem">
        <THead>
          <tr>
            <Th>University</Th>
            <Th>Course</Th>
            <Th>Program</Th>
            <Th>Status</Th>
            <Th>Last change</Th>
            <Th>Actions</Th>
          </tr>
        </THead>
        <TBody>
          {page.items.map((a) => (
            <tr key={a.id} data-application-id={a.id}>
              <Td className="font-medium text-slate-900">{a.university.name}</Td>
              <Td>{a.course.title}</Td>
              <Td>{a.program.name}</Td>
              <Td>
                <StatusBadge status={a.status} />
                {a.waitingOn ? <span className="mt-1 block text-xs text-slate-600">{waitingOnLabels[a.waitingOn]}</span> : null}
              </Td>
              <Td className="whitespace-nowrap text-slate-600">
                <time dateTime={a.updatedAt.toISOString()}>{format(a.updatedAt, 'd MMM yyyy')}</time>
              </Td>
              <Td>
                {a.feesDue ? (
                  <ButtonLink size="sm" href={`/checkout?application_id=${a.id}`} className="mb-2">
                    <CreditCard aria-hidden="true" className="size-4" />
                    Pay fees<span className="sr-only"> for {a.course.title} at {a.university.name}</span>
                  </ButtonLink>
                ) : null}
                <AppliedRowActions
                  application={{ id: a.id, status: a.status, course: a.course.title, university: a.university.name }}
                  canWithdraw={movesFrom(actor, a.status).some((m) => m.name === 'withdraw')}
                />
              </Td>
            </tr>
          ))}
        </TBody>
      </Table>
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(n, page.perPage, defaultPerPage)} label="Pages of your applications" />
    </div>
  );
}
