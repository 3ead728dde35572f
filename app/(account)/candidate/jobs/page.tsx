import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobList } from '@/components/jobs-public/job-card';
import { JobSearchForm } from '@/components/jobs-public/job-search-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/lists/pager';
import { requirePage } from '@/lib/auth/guard';
import { getOwnResume } from '@/lib/candidates/profile';
import { listOwnJobStages } from '@/lib/jobs/candidate-applications';
import { preferencesOf } from '@/lib/jobs/recommendations';
import { listPublicJobCategories, listPublicJobs } from '@/lib/jobs/search';
import { jobSearchQuery, parseJobSearchParams } from '@/lib/jobs/search-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.jobs');
  return { title: t('metaTitle') };
}

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /candidate/jobs: the public job search (same filters as /jobs) plus "matches my preferences". */
export default async function CandidateJobsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/candidate/jobs');
  const raw = await searchParams;
  const params = parseJobSearchParams(raw);
  const mine = raw.mine === '1';
  const actor = { id: user.id, role: user.role };
  const [resume, own] = await Promise.all([getOwnResume(actor), listOwnJobStages(actor, {})]);
  // The jobs already applied to, marked with their stage (read per request: this page is the candidate's own).
  const applied = Object.fromEntries(own.jobs.map((j) => [j.job, j.stage]));
  const preferences = preferencesOf(resume);
  const hasPreferences = preferences.categoryIds.length + preferences.cities.length + preferences.keywords.length > 0;
  const [result, categories, t] = await Promise.all([listPublicJobs(params, mine ? { preferences } : {}), listPublicJobCategories(), getTranslations('peopleCandidate.jobs')]);
  const hrefFor = (n: number) => {
    const q = jobSearchQuery({ ...params, page: n });
    if (mine) q.set('mine', '1');
    return `/candidate/jobs?${q.toString()}`;
  };
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <JobSearchForm
        key={`${jobSearchQuery(params).toString()}-${mine}`}
        params={params}
        categories={categories}
        action="/candidate/jobs"
        extra={
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="mine" value="1" defaultChecked={mine} className="size-4" />
            {t('mine')}
          </label>
        }
      />
      {mine && !hasPreferences ? (
        <EmptyState title={t('noPreferencesTitle')} action={<ButtonLink href="/candidate/profile">{t('noPreferencesAction')}</ButtonLink>}>
          {t('noPreferencesBody')}
        </EmptyState>
      ) : (
        <>
          <h2 className="text-lg font-semibold" aria-live="polite">
            {t('count', { count: result.total })}
          </h2>
          {result.items.length > 0 ? (
            <>
              <JobList jobs={result.items} applied={applied} />
              <Pager label={t('pagesLabel')} pages={{ page: result.page, pageCount: result.pageCount, hrefFor }} />
            </>
          ) : (
            <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState>
          )}
        </>
      )}
    </div>
  );
}
