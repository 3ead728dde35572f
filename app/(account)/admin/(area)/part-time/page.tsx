import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PartTimeList } from '@/components/part-time/part-time-list';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listPartTime } from '@/lib/jobs/part-time';
import { partTimeListParamsSchema } from '@/lib/jobs/part-time-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('partTime.metaTitle') };
}

/** /admin/part-time: every part-time application ("Showing All Resumes"), search by skill or city. */
export default async function AdminPartTimePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/part-time', { callbackPath: pathWithQuery('/admin/part-time', params) });
  const query = partTimeListParamsSchema.parse(params);
  const page = await listPartTime({ id: user.id, role: user.role }, query);
  const t = await getTranslations('backOfficePages.partTime');
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <PartTimeList base="/admin/part-time" page={page} query={query} />
    </div>
  );
}
