import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicantsList } from '@/components/job-applications/applicants-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { listApplicants } from '@/lib/jobs/applicants';
import { listEmployerJobs } from '@/lib/jobs/jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.applicants');
  return { title: t('metaTitle') };
}

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /employer/applicants: applicants to all the employer's own jobs, filtered by job and stage. */
export default async function EmployerApplicantsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/employer/applicants');
  const actor = { id: user.id, role: user.role };
  const query = await searchParams;
  const [page, jobs, t] = await Promise.all([listApplicants(actor, query), listEmployerJobs(actor, { perPage: 60 }), getTranslations('peopleEmployer.applicants')]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <ApplicantsList jobs={jobs.items} page={page} query={page.params} />
    </div>
  );
}
