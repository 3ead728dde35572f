import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PaymentsTable } from '@/components/payments-admin/payments-table';
import { adminPaymentListSchema } from '@/lib/applications/payment-schemas';
import { listPaymentsForAdmin } from '@/lib/applications/payments';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('payments.metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/payments (seed /admin-payment-status): fee lines to confirm or refund; the filters live in the URL. */
export default async function AdminPaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/payments', { callbackPath: pathWithQuery('/admin/payments', params) });
  const query = adminPaymentListSchema.parse({ q: one(params.q), status: one(params.status), page: one(params.page), per_page: one(params.per_page) });
  const page = await listPaymentsForAdmin(user, query);
  const t = await getTranslations('backOfficePages.payments');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <PaymentsTable page={page} query={query} />
    </div>
  );
}
