import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/components/catalogue/format';
import type { ListColumn, ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import { CreditCard } from '@/components/ui/icons';
import { Ltr } from '@/components/ui/ltr';
import { checkoutLink, type Checkout } from '@/lib/applications/fees';
import type { ApplicationListItem } from '@/lib/applications/types';
import { toPage } from '@/lib/http/page';
import { renderWith } from '@/lib/i18n/message';
import { ApplicationPayment, PaymentBadge } from './payment-badge';
import { StatusBadge } from './status-badge';

/**
 * The fees page's two lists, on the list kit (a table from `sm` up, a card a row on a phone, so
 * the status, where the fees stand and the way to pay stay on screen at 360 px): the student's
 * submitted applications to choose from (/checkout), and one application's fees with their total
 * (/checkout?application_id=).
 */

type Fee = Checkout['fees'][number];

/** /checkout: the submitted applications (a draft has no fees yet), each leading to its fees. */
export function CheckoutList({ applications }: { applications: ApplicationListItem[] }) {
  const t = useTranslations('admissionsFees');
  const applied = useTranslations('admissionsApplied');
  const list: ListDefinition<ApplicationListItem> = {
    base: '/checkout',
    caption: t('yourApplications'),
    noun: { many: applied('nounMany'), counted: (n, total) => applied('counted', { n, total }) },
    rowKey: (a) => a.id,
    rowData: (a) => ({ 'data-application-id': a.id }),
    minWidth: '44rem',
    columns: [
      { header: applied('columns.course'), card: 'title', rowHeader: true, cell: (a) => a.course.title, className: 'text-start font-medium text-slate-900' },
      { header: applied('columns.university'), cell: (a) => a.university.name },
      { header: applied('columns.status'), cell: (a) => <StatusBadge status={a.status} /> },
      { header: applied('columns.payment'), cell: (a) => <ApplicationPayment status={a.status} paymentStatus={a.paymentStatus} /> },
    ],
    actions: (a) => (
      <ButtonLink size="sm" variant={a.feesDue ? 'primary' : 'outline'} href={checkoutLink(a.id)}>
        {a.feesDue ? t('payFees') : t('seeFees')}
        <span className="sr-only">{t('ofCourse', { course: a.course.title })}</span>
      </ButtonLink>
    ),
    empty: {
      title: t('emptyTitle'),
      icon: CreditCard,
      body: () => t('emptyBody'),
      action: <ButtonLink href="/student/applied-program">{t('yourApplications')}</ButtonLink>,
    },
  };
  // One page of them (a student has a few): no paging, no filter.
  const page = toPage(applications, applications.length, 1, Math.max(applications.length, 1));
  return <ListView list={list} page={page} query={{}} />;
}

/** One application's fees: each with its amount, where it stands and how it was paid; the total under them. */
export function FeesTable({ checkout }: { checkout: Checkout }) {
  const t = useTranslations('admissionsFees');
  const root = useTranslations();
  const locale = useLocale();
  const m = (text: string) => renderWith(root as never, text);
  const columns: ListColumn<Fee>[] = [
    { header: t('columns.fee'), card: 'title', rowHeader: true, cell: (f) => m(f.label), className: 'text-start font-medium text-slate-900' },
    { header: t('columns.amount'), cell: (f) => formatMoney(f.amountMinor, f.currency, locale), className: 'whitespace-nowrap' },
    { header: t('columns.status'), cell: (f) => <PaymentBadge status={f.status} /> },
    {
      header: t('columns.payment'),
      // A reference is long: on a card its label goes over it, so it has the card's whole width.
      card: 'stack',
      className: 'text-slate-700',
      cell: (f) =>
        f.reference ? (
          t.rich('paidWith', {
            method: m(f.methodLabel ?? ''),
            reference: f.reference,
            ref: (chunks) => (
              <span className="inline-block max-w-full font-mono wrap-anywhere">
                <Ltr>{chunks}</Ltr>
              </span>
            ),
          })
        ) : (
          <span className="text-slate-600">{t('notRecorded')}</span>
        ),
    },
  ];
  const total = checkout.total;
  return (
    <ListTable
      caption={t('tableCaption')}
      columns={columns}
      rows={checkout.fees}
      rowKey={(f) => f.kind}
      rowData={(f) => ({ 'data-fee': f.kind, 'data-status': f.status })}
      minWidth="36rem"
      foot={total ? { label: t('total'), value: <span className="whitespace-nowrap">{formatMoney(total.amountMinor, total.currency, locale)}</span> } : undefined}
    />
  );
}
