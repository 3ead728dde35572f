import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { EmployerJobTable } from '@/components/jobs/employer-job-table';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { pageParamsSchema } from '@/lib/http/page';
import { listEmployerJobs } from '@/lib/jobs/jobs';

export const metadata: Metadata = { title: 'Manage jobs' };

/** /employer/jobs: the employer's own jobs with status, views and applications; close and reopen. */
export default async function EmployerJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/employer/jobs', { callbackPath: pathWithQuery('/employer/jobs', params) });
  const { page, per_page } = pageParamsSchema.parse({ page: params.page, per_page: params.per_page });
  const jobs = await listEmployerJobs(user, { page, perPage: per_page });
  return (
    <>
      <DashboardHeading title="Manage jobs">Your job posts: new and edited posts are checked by our team before they appear on the job board.</DashboardHeading>
      <div className="mb-4">
        <ButtonLink href="/employer/jobs/new">Post a job</ButtonLink>
      </div>
      {jobs.total === 0 ? (
        <EmptyState title="You have not posted a job yet" action={<ButtonLink href="/employer/jobs/new">Post your first job</ButtonLink>}>
          Post a job and it appears on the job board once approved.
        </EmptyState>
      ) : (
        <>
          <EmployerJobTable jobs={jobs.items} />
          <Pagination page={jobs.page} lastPage={jobs.pageCount} hrefFor={(p) => pathWithQuery('/employer/jobs', { ...params, page: String(p) })} />
        </>
      )}
    </>
  );
}
