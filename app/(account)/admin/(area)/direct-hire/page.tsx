import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DirectHireList } from '@/components/direct-hire/direct-hire-admin';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listDirectHire } from '@/lib/jobs/direct-hire';
import { directHireListParamsSchema } from '@/lib/jobs/direct-hire-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('directHire.metaTitle') };
}

/** /admin/direct-hire: the requests sent from /directhire (search, status, pages in the address). */
export default async function AdminDirectHirePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/direct-hire', { callbackPath: pathWithQuery('/admin/direct-hire', params) });
  const query = directHireListParamsSchema.parse(params);
  const page = await listDirectHire(user, query);
  const t = await getTranslations('backOfficePages.directHire');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <DirectHireList page={page} query={query} />
    </div>
  );
}
