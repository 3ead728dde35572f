import type { Metadata } from 'next';
import { JobList } from '@/components/jobs-public/job-card';
import { JobSearchForm } from '@/components/jobs-public/job-search-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { requirePage } from '@/lib/auth/guard';
import { getOwnResume } from '@/lib/candidates/profile';
import { preferencesOf } from '@/lib/jobs/recommendations';
import { listPublicJobCategories, listPublicJobs } from '@/lib/jobs/search';
import { jobSearchQuery, parseJobSearchParams } from '@/lib/jobs/search-schemas';

export const metadata: Metadata = { title: 'Find jobs' };

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /candidate/jobs: the public job search (same filters as /jobs) plus "matches my preferences". */
export default async function CandidateJobsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/candidate/jobs');
  const raw = await searchParams;
  const params = parseJobSearchParams(raw);
  const mine = raw.mine === '1';
  const resume = await getOwnResume({ id: user.id, role: user.role });
  const preferences = preferencesOf(resume);
  const hasPreferences = preferences.categoryIds.length + preferences.cities.length + preferences.keywords.length > 0;
  const [result, categories] = await Promise.all([listPublicJobs(params, mine ? { preferences } : {}), listPublicJobCategories()]);
  const hrefFor = (n: number) => {
    const q = jobSearchQuery({ ...params, page: n });
    if (mine) q.set('mine', '1');
    return `/candidate/jobs?${q.toString()}`;
  };
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="Find jobs">Search open jobs and apply with your CV. Tick “matches my preferences” to see jobs in your preferred categories, cities or keywords.</DashboardHeading>
      <JobSearchForm
        key={`${jobSearchQuery(params).toString()}-${mine}`}
        params={params}
        categories={categories}
        action="/candidate/jobs"
        extra={
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="mine" value="1" defaultChecked={mine} className="size-4" />
            Matches my preferences
          </label>
        }
      />
      {mine && !hasPreferences ? (
        <EmptyState title="You have not set any preferences yet" action={<ButtonLink href="/candidate/profile">Set my preferences</ButtonLink>}>
          Choose preferred job categories, cities or keywords in your resume’s preference section.
        </EmptyState>
      ) : (
        <>
          <h2 className="text-lg font-semibold" aria-live="polite">
            {result.total} {result.total === 1 ? 'job' : 'jobs'}
          </h2>
          {result.items.length > 0 ? (
            <>
              <JobList jobs={result.items} />
              <Pagination page={result.page} lastPage={result.pageCount} hrefFor={hrefFor} label="Job pages" />
            </>
          ) : (
            <EmptyState title="No jobs match your search">Try fewer filters, another spelling, or a nearby town.</EmptyState>
          )}
        </>
      )}
    </div>
  );
}
