import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { employerJobOr404, JobFormPage } from '@/components/jobs/employer-pages';
import { RejectionReason } from '@/components/jobs/job-status';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.editJob');
  return { title: t('metaTitle') };
}

/** /employer/jobs/[uuid]/edit: the job form with the job's fields (another employer's job is 404). */
export default async function EmployerEditJobPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/employer/jobs/${encodeURIComponent(uuid)}/edit`);
  const [job, t] = await Promise.all([employerJobOr404(user, uuid), getTranslations('peopleEmployer.editJob')]);
  return (
    <>
      <DashboardHeading title={t('title', { job: job.title })}>{t('lead')}</DashboardHeading>
      <div className="mb-4">
        <RejectionReason status={job.displayStatus} reason={job.rejectionReason} />
      </div>
      <JobFormPage job={job} />
    </>
  );
}
