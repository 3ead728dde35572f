import type { Metadata } from 'next';
import { applicantsList } from '@/components/job-applications/applicants-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ListView } from '@/components/lists/list-view';
import { requirePage } from '@/lib/auth/guard';
import { listApplicants } from '@/lib/jobs/applicants';
import { listEmployerJobs } from '@/lib/jobs/jobs';

export const metadata: Metadata = { title: 'All applicants' };

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /employer/applicants: applicants to all the employer's own jobs, filtered by job and stage. */
export default async function EmployerApplicantsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/employer/applicants');
  const actor = { id: user.id, role: user.role };
  const query = await searchParams;
  const [page, jobs] = await Promise.all([listApplicants(actor, query), listEmployerJobs(actor, { perPage: 60 })]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="All applicants">Everyone who applied to your jobs. Open an applicant to read their resume and CV and move them along.</DashboardHeading>
      <ListView list={applicantsList(jobs.items)} page={page} query={page.params} />
    </div>
  );
}
