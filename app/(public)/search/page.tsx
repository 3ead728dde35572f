import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount } from '@/components/catalogue/format';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/catalogue/search-box';
import { UniversityGrid } from '@/components/catalogue/university-card';
import { CourseCard } from '@/components/catalogue/course-card';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button';
import { listCoursesCached, listPopularChipsCached, listUniversitiesCached } from '@/lib/catalogue/cache';
import { parseCourseFinderParams, parseUniversityListParams } from '@/lib/catalogue/schemas';
import { toPage } from '@/lib/http/page';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { key } = parseUniversityListParams(await searchParams);
  return {
    title: key ? `Search result for “${key}”` : 'Find your dream university',
    description: 'Search Chinese universities by name, in English or Chinese, or by city.',
    alternates: { canonical: '/universities' },
    robots: { index: false, follow: true },
  };
}

/**
 * The seed's search (`/search?key=`): "Find your dream university!". It shows the universities
 * that match and the courses that match (the first few, then the course finder with the keyword);
 * when nothing matches, the popular searches (each returns courses).
 */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const p = parseUniversityListParams(raw);
  const [result, courses] = p.key
    ? await Promise.all([listUniversitiesCached(p), listCoursesCached({ ...parseCourseFinderParams({ key: p.key }), perPage: 6, page: 1 })])
    : [toPage([], 0, 1, p.perPage), null];
  const nothing = !!p.key && result.total === 0 && (courses?.total ?? 0) === 0;
  const suggestions = nothing ? await listPopularChipsCached(2) : [];
  const lastPage = result.pageCount;
  const coursesHref = `/programs?key=${encodeURIComponent(p.key ?? '')}`;
  const hrefFor = (n: number) => `/search?key=${encodeURIComponent(p.key ?? '')}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">Find your dream university!</h1>
        <SearchBox action="/search" defaultValue={p.key} label="Search universities" placeholder="University name or city" button="Search" className="mt-4" size="md" />
      </header>
      {p.key ? (
        <>
          <h2 className="mb-4 text-lg font-semibold" aria-live="polite">
            Search result for “{p.key}”: {formatCount(result.total)} {result.total === 1 ? 'university' : 'universities'}
            {courses ? `, ${formatCount(courses.total, courses.totalCapped)} ${courses.total === 1 && !courses.totalCapped ? 'course' : 'courses'}` : ''}
          </h2>
          {result.items.length > 0 ? (
            <section aria-labelledby="search-universities" className="mb-10">
              <h3 id="search-universities" className="mb-3 font-semibold text-slate-900">
                Universities
              </h3>
              <UniversityGrid universities={result.items} />
              <Pagination page={p.page} lastPage={lastPage} hrefFor={hrefFor} label="Result pages" />
            </section>
          ) : null}
          {courses && courses.items.length > 0 ? (
            <section aria-labelledby="search-courses" className="mb-10">
              <h3 id="search-courses" className="mb-3 font-semibold text-slate-900">
                Courses
              </h3>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {courses.items.map((c) => (
                  <li key={c.id}>
                    <CourseCard course={c} headingLevel={3} />
                  </li>
                ))}
              </ul>
              {courses.total > courses.items.length ? (
                <p className="mt-4">
                  <Link href={coursesHref} className="font-semibold">
                    See all {formatCount(courses.total, courses.totalCapped)} courses for “{p.key}”
                  </Link>
                </p>
              ) : null}
            </section>
          ) : null}
          {nothing ? (
            <EmptyState
              title="Nothing matches"
              action={
                <>
                  <ButtonLink href="/universities">See all universities</ButtonLink>
                  <ButtonLink href="/programs" variant="outline">
                    Find a course
                  </ButtonLink>
                </>
              }
            >
              Check the spelling, or try the English or Chinese name or the city.
              {suggestions.length > 0 ? (
                <>
                  {' '}Popular searches:{' '}
                  {suggestions.map((q, i) => (
                    <span key={q.href}>
                      {i > 0 ? ', ' : ''}
                      <Link href={q.href} className="underline">
                        {q.label}
                      </Link>
                    </span>
                  ))}
                  .
                </>
              ) : null}
            </EmptyState>
          ) : null}
        </>
      ) : (
        <p className="text-slate-600">Type a university name or a city to start.</p>
      )}
    </div>
  );
}
