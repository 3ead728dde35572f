import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminJobDetailView } from '@/components/jobs-admin/job-detail';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getJobForAdmin } from '@/lib/jobs/moderation';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('job.metaTitle') };
}

/** /admin/jobs/{uuid}: every field of one job post (age range included) and its moves. */
export default async function AdminJobPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/admin/jobs/${uuid}`);
  const t = await getTranslations('backOfficePages.job');
  const job = await foundOr404(getJobForAdmin(user, uuid));
  return (
    <div>
      <DashboardHeading back={{ href: '/admin/jobs', label: t('back') }} title={job.title}>{job.orgName ?? job.employerName}</DashboardHeading>
      <AdminJobDetailView job={job} />
    </div>
  );
}
