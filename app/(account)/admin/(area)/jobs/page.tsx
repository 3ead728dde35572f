import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobQueue } from '@/components/jobs-admin/job-queue';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listJobCategories } from '@/lib/jobs/categories';
import { listJobQueue } from '@/lib/jobs/moderation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('jobs.metaTitle') };
}

/** /admin/jobs: the moderation queue (filters and page in the address); approve, reject with a reason, back to review. */
export default async function AdminJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/jobs', { callbackPath: pathWithQuery('/admin/jobs', params) });
  const [page, categories] = await Promise.all([listJobQueue(user, params), listJobCategories({ includeDisabled: true })]);
  const t = await getTranslations('backOfficePages.jobs');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <JobQueue page={page} query={page.params} categories={categories} />
    </div>
  );
}
