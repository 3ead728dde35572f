import type { Metadata } from 'next';
import { ApplicantsTable } from '@/components/job-applications/applicants-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { NativeSelect } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { requirePage } from '@/lib/auth/guard';
import { listApplicants } from '@/lib/jobs/applicants';
import { applicationStageLabels, applicationStages } from '@/lib/jobs/application-stages';
import { listEmployerJobs } from '@/lib/jobs/jobs';

export const metadata: Metadata = { title: 'All applicants' };

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /employer/applicants: applicants to all the employer's own jobs, filtered by job and stage. */
export default async function EmployerApplicantsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/employer/applicants');
  const actor = { id: user.id, role: user.role };
  const query = await searchParams;
  const [page, jobs] = await Promise.all([listApplicants(actor, query), listEmployerJobs(actor, { perPage: 60 })]);
  const p = page.params;
  const hrefFor = (n: number) => {
    const q = new URLSearchParams();
    if (p.job) q.set('job', p.job);
    if (p.stage) q.set('stage', p.stage);
    q.set('page', String(n));
    return `/employer/applicants?${q.toString()}`;
  };
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="All applicants">Everyone who applied to your jobs. Open an applicant to read their resume and CV and move them along.</DashboardHeading>
      <form method="get" action="/employer/applicants" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 sm:items-end" aria-label="Filter applicants">
        <div className="space-y-1">
          <label htmlFor="applicants-job" className="block text-sm font-medium text-slate-800">
            Job
          </label>
          <NativeSelect id="applicants-job" name="job" defaultValue={p.job ?? ''}>
            <option value="">All jobs</option>
            {jobs.items.map((j) => (
              <option key={j.uuid} value={j.uuid}>
                {j.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <label htmlFor="applicants-stage" className="block text-sm font-medium text-slate-800">
            Stage
          </label>
          <NativeSelect id="applicants-stage" name="stage" defaultValue={p.stage ?? ''}>
            <option value="">All stages</option>
            {applicationStages.map((s) => (
              <option key={s} value={s}>
                {applicationStageLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <button type="submit" className="inline-flex h-10 items-center justify-center rounded-md bg-ink-700 px-4 text-sm font-semibold text-white hover:bg-ink-800">
          Show applicants
        </button>
      </form>
      <p className="text-sm text-slate-700" aria-live="polite">
        {page.total} {page.total === 1 ? 'applicant' : 'applicants'}
      </p>
      <ApplicantsTable items={page.items} emptyTitle={p.job || p.stage ? 'No applicants match these filters' : 'No applicants yet'} />
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={hrefFor} label="Applicant pages" />
    </div>
  );
}
