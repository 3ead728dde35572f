import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutList, FeesTable } from '@/components/applications/fees-lists';
import { PaymentReferenceForm } from '@/components/applications/payment-reference-form';
import { StatusBadge } from '@/components/applications/status-badge';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { listApplications } from '@/lib/applications/reads';
import { getCheckout, type Checkout } from '@/lib/applications/fees';
import type { Actor } from '@/lib/auth/actor';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { formatMoney } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsFees');
  return { title: t('metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

// Someone else's application, one that does not exist or a malformed id: the same 404.
async function ownCheckout(actor: Actor, id: string | undefined): Promise<Checkout> {
  return foundOr404(getCheckout(actor, id));
}

/** /checkout without an application: the student's submitted applications, each leading to its fees. */
async function ChooseApplication({ actor }: { actor: Actor }) {
  const page = await listApplications(actor, { page: 1, per_page: 60 });
  const submitted = page.items.filter((a) => a.status !== 'draft');
  const t = await getTranslations('admissionsFees');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('chooseIntro')}</DashboardHeading>
      <CheckoutList applications={submitted} />
    </div>
  );
}

/**
 * /checkout?application_id= (the seed's /shopingcart redirects here): the fees of one of the
 * student's own applications with their status, how to pay with each method and where the cash
 * office is (until nothing is left to pay), and the form that records one payment reference for
 * every open fee (unpaid → pending confirmation). No card data is ever asked for.
 */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/checkout', { callbackPath: pathWithQuery('/checkout', params) });
  const id = one(params.application_id);
  if (!id) return <ChooseApplication actor={user} />;
  const c = await ownCheckout(user, id);
  const [t, m, locale] = await Promise.all([getTranslations('admissionsFees'), getMessageText(), requestLocale()]);
  const open = c.fees.filter((f) => f.canRecord);
  // One transfer pays every open fee: one reference, one confirmation.
  const openCurrencies = new Set(open.map((f) => f.currency));
  const openTotal =
    openCurrencies.size === 1
      ? formatMoney(open.reduce((n, f) => n + f.amountMinor, 0), open[0].currency, locale)
      : open.map((f) => formatMoney(f.amountMinor, f.currency, locale)).join(' + ');
  const openNames = new Intl.ListFormat(locale, { type: 'conjunction' }).format(open.map((f) => m(f.label)));

  return (
    <div className="space-y-6">
      <DashboardHeading title={t('title')}>
        {t('applicationIntro', { id: String(c.application.id), course: c.application.course, university: c.application.university })}
      </DashboardHeading>

      <Card id="fees" title={t('fees')} actions={<StatusBadge status={c.application.status} />}>
        {c.reason ? <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{m(c.reason)}</p> : null}
        <FeesTable checkout={c} />
        {c.settled ? (
          <p className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900" data-settled>
            {t('allPaid')}
          </p>
        ) : null}
        {c.application.status === 'draft' ? (
          <div className="mt-4">
            <ButtonLink href={`/application?application_id=${c.application.id}`}>{t('continue')}</ButtonLink>
          </div>
        ) : null}
      </Card>

      {c.settled ? null : (
        <Card id="how-to-pay" title={t('howToPay')} description={t('howToPayDescription')}>
          <dl className="space-y-4">
            {c.methods.map((pm) => (
              <div key={pm.method} data-method={pm.method}>
                <dt className="font-semibold text-slate-900">{m(pm.label)}</dt>
                <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{pm.instructions || t('askOffice')}</dd>
              </div>
            ))}
          </dl>
          <section id="cash-office" aria-labelledby="cash-office-title" className="mt-6 border-t border-slate-200 pt-4">
            <h3 id="cash-office-title" className="font-semibold text-slate-900">
              {t('cashOffice')}
            </h3>
            <dl className="mt-2 grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
              <div>
                <dt className="font-medium text-slate-800">{t('cashOfficeAddress')}</dt>
                <dd className="mt-1 break-words" data-cash-office="address">
                  <address className="not-italic">
                    {c.cashOffice.address.map((line, i) => (
                      <span key={i} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-800">{t('cashOfficeHours')}</dt>
                <dd className="mt-1 break-words" data-cash-office="hours">
                  {c.cashOffice.hours}
                </dd>
              </div>
            </dl>
          </section>
        </Card>
      )}

      {open.length > 0 ? (
        <Card id="record-payment" title={t('recordPayment')} description={t('recordPaymentDescription')}>
          <p className="mb-4 text-sm text-slate-700" data-covers>
            {t('oneTransfer', { fees: openNames, amount: openTotal })}
          </p>
          <ClientMessages namespaces={['admissionsPaymentForm', 'values']}>
            <PaymentReferenceForm applicationId={c.application.id} />
          </ClientMessages>
        </Card>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/student/applications/${c.application.id}`} variant="outline">
          {t('viewApplication')}
        </ButtonLink>
        <ButtonLink href="/student/applied-program" variant="ghost">
          {t('back')}
        </ButtonLink>
      </div>
    </div>
  );
}
