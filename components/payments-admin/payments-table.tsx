import { formatDay, formatMoney } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/components/i18n/link';
import { Ltr } from '@/components/ui/ltr';
import { useLocale, useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { optionsOf, PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import { paymentStatusLabels, paymentStatuses, type AdminPaymentListParams } from '@/lib/applications/payment-schemas';
import type { AdminPaymentRow } from '@/lib/applications/payments';
import type { Page } from '@/lib/http/page';
import { renderWith } from '@/lib/i18n/message';
import { PaymentRowActions } from './payment-row-actions';
import type { PaymentStatus } from '@/lib/applications/values';

const tones: Record<PaymentStatus, 'neutral' | 'info' | 'success' | 'danger'> = { unpaid: 'neutral', pending: 'info', paid: 'success', refunded: 'danger' };

type T = ReturnType<typeof useTranslations<'admissionsPaymentsAdmin'>>;

/** Fee lines, pending confirmation first; search and status in the URL; confirm or refund per line. */
export const paymentsList = (t: T, m: (text: string) => string, locale: Locale): ListDefinition<AdminPaymentRow, AdminPaymentListParams> => ({
  base: '/admin/payments',
  caption: t('caption'),
  noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
  formLabel: t('formLabel'),
  rowKey: (p) => p.id,
  rowData: (p) => ({ 'data-payment-id': p.id, 'data-status': p.status }),
  filters: [
    { kind: 'search', name: 'q', label: t('search') },
    { kind: 'select', name: 'status', label: t('status'), options: optionsOf({ all: t('anyStatus'), ...Object.fromEntries(paymentStatuses.map((s) => [s, m(paymentStatusLabels[s])])) }, ['all', ...paymentStatuses]) },
  ],
  perPage: PER_PAGE_CHOICES,
  defaults: { status: 'all' },
  columns: [
    {
      header: t('columns.application'),
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
      header: t('columns.student'),
      cell: (p) => (
        <>
          {p.student.name}
          <span className="block break-all text-xs text-slate-600">
            <Ltr>{p.student.email}</Ltr>
          </span>
        </>
      ),
    },
    { header: t('columns.fee'), cell: (p) => m(p.label), className: 'whitespace-nowrap' },
    { header: t('columns.amount'), align: 'end', cell: (p) => formatMoney(p.amountMinor, p.currency, locale), className: 'whitespace-nowrap tabular-nums' },
    {
      header: t('columns.paidBy'),
      cell: (p) =>
        p.reference ? (
          <>
            {p.methodLabel ? m(p.methodLabel) : null}
            <span className="block break-all font-mono text-xs text-slate-700">
              <Ltr>{p.reference}</Ltr>
            </span>
            {p.submittedAt ? (
              <time className="block text-xs text-slate-600" dateTime={p.submittedAt.toISOString()}>
                {formatDay(p.submittedAt, locale)}
              </time>
            ) : null}
          </>
        ) : (
          <span className="text-slate-600">{t('noReference')}</span>
        ),
    },
    {
      header: t('columns.status'),
      cell: (p) => (
        <>
          <Badge tone={tones[p.status]}>{m(p.statusLabel)}</Badge>
          {p.status === 'refunded' && p.note ? <span className="block text-xs text-slate-600">{p.note}</span> : null}
        </>
      ),
    },
  ],
  actions: (p) => <PaymentRowActions line={{ id: p.id, status: p.status, what: t('what', { fee: m(p.label), name: p.student.name, id: String(p.applicationId) }), amount: formatMoney(p.amountMinor, p.currency, locale) }} />,
  none: t('none'),
  empty: {
    title: (filtered) => (filtered ? t('emptyFilteredTitle') : t('emptyTitle')),
    body: (filtered) => (filtered ? t('emptyFiltered') : t('emptyBody')),
  },
  pagesLabel: t('pagesLabel'),
});

/** Its row actions are client islands: they get the `admissionsPaymentsAdminActions` namespace here. */
export function PaymentsTable({ page, query }: { page: Page<AdminPaymentRow>; query: AdminPaymentListParams }) {
  const t = useTranslations('admissionsPaymentsAdmin');
  const root = useTranslations();
  const locale = useLocale();
  const m = (text: string) => renderWith(root as never, text);
  return (
    <ClientMessages namespaces={['admissionsPaymentsAdminActions']}>
      <ListView list={paymentsList(t, m, locale)} page={page} query={query} />
    </ClientMessages>
  );
}
