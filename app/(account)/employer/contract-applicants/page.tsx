import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PartTimeList } from '@/components/part-time/part-time-list';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listPartTime } from '@/lib/jobs/part-time';
import { partTimeListParamsSchema } from '@/lib/jobs/part-time-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.contractApplicants');
  return { title: t('metaTitle') };
}

/** /employer/contract-applicants: the candidates available for part-time and contract work. */
export default async function EmployerContractApplicantsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/employer/contract-applicants', { callbackPath: pathWithQuery('/employer/contract-applicants', params) });
  const query = partTimeListParamsSchema.parse(params);
  const [page, t] = await Promise.all([listPartTime({ id: user.id, role: user.role }, query), getTranslations('peopleEmployer.contractApplicants')]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <PartTimeList base="/employer/contract-applicants" page={page} query={query} />
    </div>
  );
}
