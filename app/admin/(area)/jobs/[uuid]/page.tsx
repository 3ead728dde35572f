import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminJobDetailView } from '@/components/jobs-admin/job-detail';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { getJobForAdmin } from '@/lib/jobs/moderation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('job.metaTitle') };
}

/** /admin/jobs/{uuid}: every field of one job post (age range included) and its moves. */
export default async function AdminJobPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/admin/jobs/${uuid}`);
  const t = await getTranslations('backOfficePages.job');
  const job = await getJobForAdmin(user, uuid).catch((err) => {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  });
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link href="/admin/jobs" className="text-ink-700 underline">
          {t('back')}
        </Link>
      </p>
      <DashboardHeading title={job.title}>{job.orgName ?? job.employerName}</DashboardHeading>
      <AdminJobDetailView job={job} />
    </div>
  );
}
