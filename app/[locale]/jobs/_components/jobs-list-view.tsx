import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { formatCount } from '@/components/catalogue/format';
import { AppliedMarks, NotForJobSeekers } from '@/components/jobs-public/applied-marks';
import { appliedTexts } from '@/components/jobs-public/applied-texts';
import { JobList } from '@/components/jobs-public/job-card';
import { JobSearchForm } from '@/components/jobs-public/job-search-form';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { env } from '@/lib/env';
import { listPublicJobCategoriesCached, listPublicJobsCached } from '@/lib/jobs/public-cache';
import { isFilteredJobSearch, jobSearchQuery, type JobSearchParams } from '@/lib/jobs/search-schemas';

export async function jobsMetadata(p: JobSearchParams, category?: { id: number; name: string }): Promise<Metadata> {
  const t = await getTranslations('publicJobs.list');
  const description = t('description');
  const title = category ? t('categoryTitle', { category: category.name }) : t('metaTitle');
  const path = category ? `/jobs/category/${category.id}` : '/jobs';
  const filtered = category ? false : isFilteredJobSearch(p);
  return {
    title,
    description: category ? t('categoryDescription', { category: category.name }) : description,
    alternates: await pageAlternates(path),
    openGraph: { title, description, url: path },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

const hrefWith = (p: JobSearchParams, change: Partial<JobSearchParams>) => {
  const q = jobSearchQuery({ ...p, ...change }).toString();
  return q ? `/jobs?${q}` : '/jobs';
};

/**
 * The public job list for a search (`/jobs?…`, its cached unfiltered pages, a category's page).
 * A page past the end renders the last page (the list clamps it).
 */
export async function JobsListView({ params, category }: { params: JobSearchParams; category?: { id: number; name: string } }) {
  const [result, categories] = await Promise.all([listPublicJobsCached(params), listPublicJobCategoriesCached()]);
  const p = { ...params, page: result.page };
  const filtered = isFilteredJobSearch({ ...p, categoryId: category ? undefined : p.categoryId });
  const [t, locale, applied] = await Promise.all([getTranslations('publicJobs.list'), requestLocale(), appliedTexts()]);
  const heading = category ? t('categoryTitle', { category: category.name }) : t('heading');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        {category ? (
          <div className="mb-3">
            <Breadcrumbs baseUrl={env.appUrl} currentPath={`/jobs/category/${category.id}`} items={[{ name: t('breadcrumb'), href: '/jobs' }, { name: category.name }]} />
          </div>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-1 text-slate-600">{t('lead')}</p>
      </header>
      <div className="mb-8">
        <JobSearchForm key={jobSearchQuery(p).toString()} params={p} categories={categories} />
      </div>
      <h2 className="mb-4 text-lg font-semibold" aria-live="polite">
        {t('count', { n: result.total, count: formatCount(result.total, false, locale) })}
        {p.q ? <span className="font-normal text-slate-600"> {t('forQuery', { query: p.q })}</span> : null}
        {p.where ? <span className="font-normal text-slate-600"> {t('inPlace', { place: p.where })}</span> : null}
      </h2>
      {/* The signed-in job seeker's applied jobs are marked in the browser: the page is cached. */}
      <AppliedMarks texts={applied}>
      {result.items.length > 0 ? (
        <>
          <JobList jobs={result.items} applied="browser" />
          <Pagination page={p.page} lastPage={result.pageCount} hrefFor={(n) => hrefWith(p, { page: n })} label={t('pages')} />
        </>
      ) : (
        <EmptyState
          title={filtered ? t('noMatch') : t('noJobs')}
          action={
            <>
              {filtered || category ? <ButtonLink href="/jobs">{t('allJobs')}</ButtonLink> : null}
              <NotForJobSeekers>
                <ButtonLink href="/register?role=candidate" variant="outline">
                  {t('register')}
                </ButtonLink>
              </NotForJobSeekers>
            </>
          }
        >
          {filtered ? t('noMatchBody') : t('noJobsBody')}
        </EmptyState>
      )}
      </AppliedMarks>
      {!category && categories.length > 0 ? (
        <section aria-labelledby="job-categories" className="mt-10">
          <h2 id="job-categories" className="mb-3 text-lg font-semibold">
            {t('byCategory')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link href={`/jobs/category/${c.id}`} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm no-underline hover:bg-slate-100">
                  {c.name} <span className="text-slate-600">({formatCount(c.jobCount, false, locale)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
