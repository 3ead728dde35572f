import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { EmployerJobsList, type EmployerJobsQuery } from '@/components/jobs/employer-job-table';
import { ButtonLink } from '@/components/ui/button';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { pageParamsSchema } from '@/lib/http/page';
import { queueStatusValues } from '@/lib/jobs/admin-schemas';
import { listEmployerJobs } from '@/lib/jobs/jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.jobs');
  return { title: t('metaTitle') };
}

/** /employer/jobs: the employer's own jobs with status, views and applications; close and reopen. */
export default async function EmployerJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/employer/jobs', { callbackPath: pathWithQuery('/employer/jobs', params) });
  const { page, per_page } = pageParamsSchema.parse({ page: params.page, per_page: params.per_page });
  // The status filter (an unknown value, or none: every status).
  const asText = Array.isArray(params.status) ? params.status[0] : params.status;
  const status = (queueStatusValues as readonly string[]).includes(asText ?? '') && asText !== 'all' ? (asText as EmployerJobsQuery['status']) : undefined;
  const [asked, t] = await Promise.all([listEmployerJobs(user, { page, perPage: per_page, status }), getTranslations('peopleEmployer.jobs')]);
  // A page past the last is the last page.
  const jobs = asked.page > asked.pageCount ? await listEmployerJobs(user, { page: asked.pageCount, perPage: per_page, status }) : asked;
  return (
    <>
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <div className="mb-4">
        <ButtonLink href="/employer/jobs/new">{t('postJob')}</ButtonLink>
      </div>
      <EmployerJobsList page={jobs} query={{ page: jobs.page, per_page, status }} />
    </>
  );
}
