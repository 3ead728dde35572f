import { format } from 'date-fns';
import Link from 'next/link';
import { optionsOf, PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import { paymentStatusLabels, paymentStatuses, type AdminPaymentListParams } from '@/lib/applications/payment-schemas';
import type { AdminPaymentRow } from '@/lib/applications/payments';
import { formatFee } from '@/lib/applications/wizard-form';
import type { Page } from '@/lib/http/page';
import { PaymentRowActions } from './payment-row-actions';
import type { PaymentStatus } from '@/lib/applications/values';

const tones: Record<PaymentStatus, 'neutral' | 'info' | 'success' | 'danger'> = { unpaid: 'neutral', pending: 'info', paid: 'success', refunded: 'danger' };

/** Fee lines, pending confirmation first; search and status in the URL; confirm or refund per line. */
export const paymentsList: ListDefinition<AdminPaymentRow, AdminPaymentListParams> = {
  base: '/admin/payments',
  caption: 'Fee lines',
  noun: { one: 'fee line', many: 'fee lines' },
  formLabel: 'Find payments',
  rowKey: (p) => p.id,
  rowData: (p) => ({ 'data-payment-id': p.id, 'data-status': p.status }),
  filters: [
    { kind: 'search', name: 'q', label: 'Student, reference or application number' },
    { kind: 'select', name: 'status', label: 'Status', options: optionsOf({ all: 'Any status', ...paymentStatusLabels }, ['all', ...paymentStatuses]) },
  ],
  perPage: PER_PAGE_CHOICES,
  defaults: { status: 'all' },
  columns: [
    {
      header: 'Application',
      card: 'title',
      cell: (p) => (
        <>
          <Link href={`/admin/applications/${p.applicationId}`} className="text-ink-600 underline underline-offset-2">
            #{p.applicationId}
          </Link>
          <span className="block text-xs text-slate-600">
            {p.course}, {p.university}
          </span>
        </>
      ),
    },
    {
      header: 'Student',
      cell: (p) => (
        <>
          {p.student.name}
          <span className="block break-all text-xs text-slate-600">{p.student.email}</span>
        </>
      ),
    },
    { header: 'Fee', cell: (p) => p.label, className: 'whitespace-nowrap' },
    { header: 'Amount', align: 'right', cell: (p) => formatFee(p.amountMinor, p.currency), className: 'whitespace-nowrap tabular-nums' },
    {
      header: 'Paid by',
      cell: (p) =>
        p.reference ? (
          <>
            {p.methodLabel}
            <span className="block break-all font-mono text-xs text-slate-700">{p.reference}</span>
            {p.submittedAt ? (
              <time className="block text-xs text-slate-600" dateTime={p.submittedAt.toISOString()}>
                {format(p.submittedAt, 'd MMM yyyy')}
              </time>
            ) : null}
          </>
        ) : (
          <span className="text-slate-600">No reference yet</span>
        ),
    },
    {
      header: 'Status',
      cell: (p) => (
        <>
          <Badge tone={tones[p.status]}>{p.statusLabel}</Badge>
          {p.status === 'refunded' && p.note ? <span className="block text-xs text-slate-600">{p.note}</span> : null}
        </>
      ),
    },
  ],
  actions: (p) => <PaymentRowActions line={{ id: p.id, status: p.status, what: `${p.label} of ${p.student.name} (#${p.applicationId})`, amount: formatFee(p.amountMinor, p.currency) }} />,
  none: 'No payments match.',
  empty: {
    title: (filtered) => (filtered ? 'No payments match' : 'No fees yet'),
    body: (filtered) => (filtered ? 'Try another name, reference or status.' : 'Each submitted application has its fee lines here.'),
  },
  pagesLabel: 'Pages',
};

export function PaymentsTable({ page, query }: { page: Page<AdminPaymentRow>; query: AdminPaymentListParams }) {
  return <ListView list={paymentsList} page={page} query={query} />;
}
