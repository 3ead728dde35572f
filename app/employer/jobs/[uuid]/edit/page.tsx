import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { employerJobOr404, JobFormPage } from '@/components/jobs/employer-pages';
import { RejectionReason } from '@/components/jobs/job-status';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Edit job' };

/** /employer/jobs/[uuid]/edit: the job form with the job's fields (another employer's job is 404). */
export default async function EmployerEditJobPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/employer/jobs/${encodeURIComponent(uuid)}/edit`);
  const job = await employerJobOr404(user, uuid);
  return (
    <>
      <DashboardHeading title={`Edit: ${job.title}`}>Change what you need and save; the job is checked again before it is public.</DashboardHeading>
      <div className="mb-4">
        <RejectionReason status={job.displayStatus} reason={job.rejectionReason} />
      </div>
      <JobFormPage job={job} />
    </>
  );
}
