import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmployerList } from '@/components/jobs-admin/employers';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { employerListParamsSchema } from '@/lib/jobs/admin-schemas';
import { listEmployers } from '@/lib/jobs/employers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('employers.metaTitle') };
}

/** /admin/employers: every employer account with its company, searchable, in real pages. */
export default async function AdminEmployersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/employers', { callbackPath: pathWithQuery('/admin/employers', params) });
  const query = employerListParamsSchema.parse(params);
  const page = await listEmployers(user, query);
  const t = await getTranslations('backOfficePages.employers');
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <EmployerList page={page} query={query} />
    </div>
  );
}
