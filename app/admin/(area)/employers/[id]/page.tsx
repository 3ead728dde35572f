import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EmployerDetailView } from '@/components/jobs-admin/employers';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';
import { getEmployer } from '@/lib/jobs/employers';

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
  const employer = await getEmployer(user, id, { page: Number.isFinite(jobsPage) ? jobsPage : 1 }).catch((err) => {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  });
  return (
    <div>
      <p className="mb-4 text-sm">
        <Link href="/admin/employers" className="text-ink-700 underline">
          {t('back')}
        </Link>
      </p>
      <DashboardHeading title={employer.orgName ?? employer.name}>{employer.email}</DashboardHeading>
      <EmployerDetailView employer={employer} />
    </div>
  );
}
