import { format } from 'date-fns';
import { CreditCard, School } from 'lucide-react';
import type { ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import type { ApplicationListItem } from '@/lib/applications/types';
import { movesFrom, waitingOnLabels } from '@/lib/applications/status';
import type { Role } from '@/lib/auth/actor';
import type { Page, PageParams } from '@/lib/http/page';
import { AppliedRowActions } from './applied-row-actions';
import { StatusBadge } from './status-badge';

/**
 * The student's applications (/student/applied-program): each row with its real status and whom
 * it waits on, and only the buttons the status machine allows.
 */
export function appliedList(actor: { role: Role }, defaultPerPage: number): ListDefinition<ApplicationListItem, PageParams> {
  return {
    base: '/student/applied-program',
    caption: 'Your applications',
    noun: { one: 'application', many: 'applications' },
    rowKey: (a) => a.id,
    rowData: (a) => ({ 'data-application-id': a.id }),
    minWidth: '52rem',
    // The page first, then the size (the address this list has always had).
    href: ({ page, per_page }) => {
      const p = new URLSearchParams();
      if (page > 1) p.set('page', String(page));
      if (per_page !== defaultPerPage) p.set('per_page', String(per_page));
      const s = p.toString();
      return s ? `/student/applied-program?${s}` : '/student/applied-program';
    },
    columns: [
      { header: 'University', card: 'title', cell: (a) => a.university.name, className: 'font-medium text-slate-900' },
      { header: 'Course', cell: (a) => a.course.title },
      { header: 'Program', cell: (a) => a.program.name },
      {
        header: 'Status',
        cell: (a) => (
          <>
            <StatusBadge status={a.status} />
            {a.waitingOn ? <span className="mt-1 block text-xs text-slate-600">{waitingOnLabels[a.waitingOn]}</span> : null}
          </>
        ),
      },
      { header: 'Last change', className: 'whitespace-nowrap text-slate-600', cell: (a) => <time dateTime={a.updatedAt.toISOString()}>{format(a.updatedAt, 'd MMM yyyy')}</time> },
    ],
    actions: (a) => (
      <>
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
      </>
    ),
    empty: {
      title: 'You have not applied yet',
      icon: School,
      body: () => 'Choose a course at a university and apply: your applications and their status show here.',
      action: <ButtonLink href="/universities">Find a university</ButtonLink>,
    },
    pagesLabel: 'Pages of your applications',
  };
}

export function AppliedList({ page, actor, defaultPerPage }: { page: Page<ApplicationListItem>; actor: { role: Role }; defaultPerPage: number }) {
  return <ListView list={appliedList(actor, defaultPerPage)} page={page} query={{ page: page.page, per_page: page.perPage }} />;
}
