import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PartTimeList } from '@/components/part-time/part-time-list';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listPartTime } from '@/lib/jobs/part-time';
import { partTimeListParamsSchema } from '@/lib/jobs/part-time-schemas';

export const metadata: Metadata = { title: 'Contractual applicants' };

/** /employer/contract-applicants: the candidates available for part-time and contract work. */
export default async function EmployerContractApplicantsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/employer/contract-applicants', { callbackPath: pathWithQuery('/employer/contract-applicants', params) });
  const query = partTimeListParamsSchema.parse(params);
  const page = await listPartTime({ id: user.id, role: user.role }, query);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="Contractual applicants">Candidates who offer themselves for part-time and contract work, with their skills and hourly rate.</DashboardHeading>
      <PartTimeList base="/employer/contract-applicants" page={page} query={query} />
    </div>
  );
}
