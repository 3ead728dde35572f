import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminDashboardView } from '@/components/applications/admin-dashboard';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { adminDashboard } from '@/lib/applications/dashboard';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('dashboard.metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** /admin/dashboard (seed /admin-dashboard): real figures of both sides, each linking to its list. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/dashboard', { callbackPath: pathWithQuery('/admin/dashboard', params) });
  const period = Array.isArray(params.period) ? params.period[0] : params.period;
  const d = await adminDashboard(user, period);
  const t = await getTranslations('backOfficePages.dashboard');
  return (
    <div className="space-y-6">
      <DashboardHeading title={t('welcome', { name: user.name })}>{t('intro')}</DashboardHeading>
      <AdminDashboardView d={d} />
    </div>
  );
}
