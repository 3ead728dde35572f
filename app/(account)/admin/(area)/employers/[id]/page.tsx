import type { Metadata } from 'next';
import { Ltr } from '@/components/ui/ltr';
import { getTranslations } from 'next-intl/server';
import { EmployerDetailView } from '@/components/jobs-admin/employers';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getEmployer } from '@/lib/jobs/employers';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('employer.metaTitle') };
}

/** /admin/employers/{id}: the account, the company profile and the employer's jobs. */
export default async function AdminEmployerPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const user = await requirePage(`/admin/employers/${id}`);
  const t = await getTranslations('backOfficePages.employer');
  const jobsPage = Number.parseInt(String(Array.isArray(sp.jobs_page) ? sp.jobs_page[0] : (sp.jobs_page ?? '1')), 10);
  const employer = await foundOr404(getEmployer(user, id, { page: Number.isFinite(jobsPage) ? jobsPage : 1 }));
  return (
    <div>
      <DashboardHeading back={{ href: '/admin/employers', label: t('back') }} title={employer.orgName ?? employer.name}><Ltr>{employer.email}</Ltr></DashboardHeading>
      <EmployerDetailView employer={employer} />
    </div>
  );
}
