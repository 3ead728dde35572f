import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminJobDetailView } from '@/components/jobs-admin/job-detail';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { getJobForAdmin } from '@/lib/jobs/moderation';

export const metadata: Metadata = { title: 'Job — Jobs' };

/** /admin/jobs/{uuid}: every field of one job post (age range included) and its moves. */
export default async function AdminJobPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/admin/jobs/${uuid}`);
  const job = await getJobForAdmin(user, uuid).catch((err) => {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  });
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link href="/admin/jobs" className="text-ink-700 underline">
          Back to jobs
        </Link>
      </p>
      <DashboardHeading title={job.title}>{job.orgName ?? job.employerName}</DashboardHeading>
      <AdminJobDetailView job={job} />
    </div>
  );
}
