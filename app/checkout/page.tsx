import type { Metadata } from 'next';
import { CreditCard } from 'lucide-react';
import { notFound } from 'next/navigation';
import { PaymentReferenceForm } from '@/components/applications/payment-reference-form';
import { StatusBadge } from '@/components/applications/status-badge';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { FeeChoice } from '@/lib/applications/payment-schemas';
import { listApplications } from '@/lib/applications/reads';
import { checkoutLink, getCheckout, type Checkout } from '@/lib/applications/fees';
import type { Actor } from '@/lib/auth/actor';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { formatMoney } from '@/lib/settings/schemas';
import type { PaymentStatus } from '@/lib/applications/values';

export const metadata: Metadata = { title: 'Fees and payment' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const statusTone: Record<PaymentStatus, 'warning' | 'info' | 'success' | 'neutral'> = {
  unpaid: 'warning',
  pending: 'info',
  paid: 'success',
  refunded: 'neutral',
};

async function ownCheckout(actor: Actor, id: string | undefined): Promise<Checkout> {
  try {
    return await getCheckout(actor, id);
  } catch (err) {
    // Someone else's application, one that does not exist or a malformed id: the same 404.
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  }
}

/** /checkout without an application: the student's submitted applications, each leading to its fees. */
async function ChooseApplication({ actor }: { actor: Actor }) {
  const page = await listApplications(actor, { page: 1, per_page: 60 });
  const submitted = page.items.filter((a) => a.status !== 'draft');
  return (
    <div className="space-y-6">
      <DashboardHeading title="Fees and payment">Choose the application whose fees you want to see or pay.</DashboardHeading>
      {submitted.length === 0 ? (
        <EmptyState title="No submitted application yet" icon={CreditCard} action={<ButtonLink href="/student/applied-program">Your applications</ButtonLink>}>
          The fees of an application are due once it is submitted.
        </EmptyState>
      ) : (
        <Card id="applications" title="Your applications">
          <ul className="divide-y divide-slate-200">
            {submitted.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{a.course.title}</p>
                  <p className="text-sm text-slate-600">{a.university.name}</p>
                </div>
                <ButtonLink size="sm" variant={a.feesDue ? 'primary' : 'outline'} href={checkoutLink(a.id)}>
                  {a.feesDue ? 'Pay fees' : 'See fees'}
                  <span className="sr-only"> of {a.course.title}</span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/**
 * /checkout?application_id= (the seed's /shopingcart redirects here): the fees of one of the
 * student's own applications with their status, how to pay with each method, and the form that
 * records a payment reference (unpaid → pending confirmation). No card data is ever asked for.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/checkout', { callbackPath: pathWithQuery('/checkout', params) });
  const id = one(params.application_id);
  if (!id) return <ChooseApplication actor={user} />;
  const c = await ownCheckout(user, id);
  const open = c.fees.filter((f) => f.canRecord);
  const choices: { value: FeeChoice; label: string }[] = [
    ...(open.length > 1 ? [{ value: 'all' as const, label: `All fees (${formatMoney(open.reduce((n, f) => n + f.amountMinor, 0), open[0].currency)})` }] : []),
    ...open.map((f) => ({ value: f.kind, label: `${f.label} (${formatMoney(f.amountMinor, f.currency)})` })),
  ];

  return (
    <div className="space-y-6">
      <DashboardHeading title="Fees and payment">
        Application #{c.application.id}: {c.application.course}, {c.application.university}
      </DashboardHeading>

      <Card id="fees" title="Fees" actions={<StatusBadge status={c.application.status} />}>
        {c.reason ? <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{c.reason}</p> : null}
        <Table caption="The fees of this application" minWidth="36rem">
          <THead>
            <tr>
              <Th>Fee</Th>
              <Th>Amount</Th>
              <Th>Status</Th>
              <Th>Payment</Th>
            </tr>
          </THead>
          <TBody>
            {c.fees.map((f) => (
              <tr key={f.kind} data-fee={f.kind} data-status={f.status}>
                <Td className="font-medium text-slate-900">{f.label}</Td>
                <Td className="whitespace-nowrap">{formatMoney(f.amountMinor, f.currency)}</Td>
                <Td>
                  <Badge tone={statusTone[f.status]}>{f.statusLabel}</Badge>
                </Td>
                <Td className="text-slate-700">
                  {f.reference ? (
                    <>
                      {f.methodLabel}: <span className="break-all font-mono">{f.reference}</span>
                    </>
                  ) : (
                    <span className="text-slate-600">Not recorded yet</span>
                  )}
                </Td>
              </tr>
            ))}
          </TBody>
          {c.total ? (
            <tfoot>
              <tr className="border-t border-slate-200">
                <Th scope="row">Total</Th>
                <Td className="whitespace-nowrap font-semibold text-slate-900" colSpan={3}>
                  {formatMoney(c.total.amountMinor, c.total.currency)}
                </Td>
              </tr>
            </tfoot>
          ) : null}
        </Table>
        {c.application.status === 'draft' ? (
          <div className="mt-4">
            <ButtonLink href={`/application?application_id=${c.application.id}`}>Continue the application</ButtonLink>
          </div>
        ) : null}
      </Card>

      <Card id="how-to-pay" title="How to pay" description="Pay outside this site with one of these methods, then record the payment's reference below.">
        <dl className="space-y-4">
          {c.methods.map((m) => (
            <div key={m.method} data-method={m.method}>
              <dt className="font-semibold text-slate-900">{m.label}</dt>
              <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{m.instructions || 'Ask the admissions office how to pay with this method.'}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {open.length > 0 ? (
        <Card id="record-payment" title="Record your payment" description="Once you have paid, tell us how and give the payment's reference: the admissions office confirms it.">
          <PaymentReferenceForm applicationId={c.application.id} fees={choices} />
        </Card>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/student/applications/${c.application.id}`} variant="outline">
          View the application
        </ButtonLink>
        <ButtonLink href="/student/applied-program" variant="ghost">
          Back to your applications
        </ButtonLink>
      </div>
    </div>
  );
}
