import { format } from 'date-fns';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import { paymentStatusLabels, paymentStatuses, type AdminPaymentListParams } from '@/lib/applications/payment-schemas';
import type { AdminPaymentRow } from '@/lib/applications/payments';
import { formatFee } from '@/lib/applications/wizard-form';
import { type Page, listHref } from '@/lib/http/page';
import { PaymentRowActions } from './payment-row-actions';
import type { PaymentStatus } from '@/lib/applications/values';

const perPageChoices = [10, 20, 40, 60];
const tones: Record<PaymentStatus, 'neutral' | 'info' | 'success' | 'danger'> = { unpaid: 'neutral', pending: 'info', paid: 'success', refunded: 'danger' };

const href = (query: AdminPaymentListParams, page: number) => listHref('/admin/payments', { ...query, page }, { status: 'all' });

/** Fee lines, pending confirmation first; search and status in the URL; confirm or refund per line. */
export function PaymentsTable({ page, query }: { page: Page<AdminPaymentRow>; query: AdminPaymentListParams }) {
  const filtered = Boolean(query.q || query.status !== 'all');
  return (
    <div className="space-y-4">
      <form
        method="get"
        action="/admin/payments"
        role="search"
        aria-label="Find payments"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
      >
        <Field label="Student, reference or application number" id="payments-q">
          {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />}
        </Field>
        <Field label="Status" id="payments-status">
          {(control) => (
            <NativeSelect {...control} name="status" defaultValue={query.status}>
              <option value="all">Any status</option>
              {paymentStatuses.map((s) => (
                <option key={s} value={s}>
                  {paymentStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Per page" id="payments-per-page">
          {(control) => (
            <NativeSelect {...control} name="per_page" defaultValue={String(query.per_page)}>
              {perPageChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FilterButtons clearHref="/admin/payments" filtered={filtered} />
      </form>

      <ResultCount page={page} none="No payments match." noun={(n) => (n === 1 ? 'fee line' : 'fee lines')} />

      {page.items.length > 0 ? (
        <Table caption="Fee lines">
          <THead>
            <tr>
              <Th>Application</Th>
              <Th>Student</Th>
              <Th>Fee</Th>
              <Th className="text-right">Amount</Th>
              <Th>Paid by</Th>
              <Th>Status</Th>
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((p) => {
              const amount = formatFee(p.amountMinor, p.currency);
              return (
                <tr key={p.id} data-payment-id={p.id} data-status={p.status}>
                  <Td>
                    <Link href={`/admin/applications/${p.applicationId}`} className="text-ink-600 underline underline-offset-2">
                      #{p.applicationId}
                    </Link>
                    <span className="block text-xs text-slate-600">
                      {p.course}, {p.university}
                    </span>
                  </Td>
                  <Td>
                    {p.student.name}
                    <span className="block break-all text-xs text-slate-600">{p.student.email}</span>
                  </Td>
                  <Td className="whitespace-nowrap">{p.label}</Td>
                  <Td className="whitespace-nowrap text-right tabular-nums">{amount}</Td>
                  <Td>
                    {p.reference ? (
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
                    )}
                  </Td>
                  <Td>
                    <Badge tone={tones[p.status]}>{p.statusLabel}</Badge>
                    {p.status === 'refunded' && p.note ? <span className="block text-xs text-slate-600">{p.note}</span> : null}
                  </Td>
                  <Td>
                    <PaymentRowActions line={{ id: p.id, status: p.status, what: `${p.label} of ${p.student.name} (#${p.applicationId})`, amount }} />
                  </Td>
                </tr>
              );
            })}
          </TBody>
        </Table>
      ) : (
        <EmptyState
          title={filtered ? 'No payments match' : 'No fees yet'}
          action={
            filtered ? (
              <ButtonLink href="/admin/payments" variant="outline">
                Clear the filters
              </ButtonLink>
            ) : undefined
          }
        >
          {filtered ? 'Try another name, reference or status.' : 'Each submitted application has its fee lines here.'}
        </EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(query, n)} className="mt-4" />
    </div>
  );
}
