import type { Metadata } from 'next';
import { AdminDashboardView } from '@/components/applications/admin-dashboard';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { adminDashboard } from '@/lib/applications/dashboard';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Dashboard' };

type SearchParams = Record<string, string | string[] | undefined>;

/** /admin/dashboard (seed /admin-dashboard): real figures of both sides, each linking to its list. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/dashboard', { callbackPath: pathWithQuery('/admin/dashboard', params) });
  const period = Array.isArray(params.period) ? params.period[0] : params.period;
  const d = await adminDashboard(user, period);
  return (
    <div className="space-y-6">
      <DashboardHeading title={`Welcome, ${user.name}`}>Admissions and the job board at a glance; every figure opens the list behind it.</DashboardHeading>
      <AdminDashboardView d={d} />
    </div>
  );
}
