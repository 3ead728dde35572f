import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicantsList } from '@/components/job-applications/applicants-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listApplicants } from '@/lib/jobs/applicants';
import { applicantListParamsSchema } from '@/lib/jobs/application-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('jobApplications.metaTitle') };
}

/**
 * /admin/job-applications: every job application on the board (the list the dashboard's job
 * application figures open), filtered by stage and by whether the employer has opened it
 * (`viewed=no` is "not yet viewed"), or by one job (`job=<uuid>`).
 */
export default async function AdminJobApplicationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/job-applications', { callbackPath: pathWithQuery('/admin/job-applications', params) });
  const query = applicantListParamsSchema.parse({ ...params, job_q: undefined });
  const [page, t] = await Promise.all([listApplicants({ id: user.id, role: user.role }, query), getTranslations('backOfficePages.jobApplications')]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <ApplicantsList door="office" job={null} page={page} query={page.params} />
    </div>
  );
}
