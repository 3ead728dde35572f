import type { Metadata } from 'next';
import { EmployerList } from '@/components/jobs-admin/employers';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { employerListParamsSchema } from '@/lib/jobs/admin-schemas';
import { listEmployers } from '@/lib/jobs/employers';

export const metadata: Metadata = { title: 'Employers' };

/** /admin/employers: every employer account with its company, searchable, in real pages. */
export default async function AdminEmployersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/employers', { callbackPath: pathWithQuery('/admin/employers', params) });
  const query = employerListParamsSchema.parse(params);
  const page = await listEmployers(user, query);
  return (
    <div>
      <DashboardHeading title="Employers">Employers who post jobs, with their company profiles and jobs.</DashboardHeading>
      <EmployerList page={page} query={query} />
    </div>
  );
}
