import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount } from '@/components/catalogue/format';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/catalogue/search-box';
import { LiveSearch } from '@/components/catalogue/live-search';
import { UniversityGrid } from '@/components/catalogue/university-card';
import { CourseCard } from '@/components/catalogue/course-card';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { listCoursesCached, listPopularChipsCached, listUniversitiesCached } from '@/lib/catalogue/cache';
import { parseCourseFinderParams, parseUniversityListParams } from '@/lib/catalogue/schemas';
import { toPage } from '@/lib/http/page';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { key } = parseUniversityListParams(await searchParams);
  const t = await getTranslations('publicUniversities.search');
  return {
    title: key ? t('metaTitleQuery', { key }) : t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/universities'),
    robots: { index: false, follow: true },
  };
}

/**
 * The seed's search (`/search?key=`), named for what it lists: the universities that match and the
 * courses that match (the first few, then the course finder with the keyword), each section with
 * its count; when nothing matches, the popular searches (each returns courses). A plain GET form;
 * with JavaScript the results follow the box as the user types (LiveSearch), and the summary sits in
 * a polite live region present from the first render, so each new count is announced.
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
  const [t, locale] = await Promise.all([getTranslations('publicUniversities.search'), requestLocale()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <SearchBox action="/search" defaultValue={p.key} label={t('boxLabel')} placeholder={t('boxPlaceholder')} button={t('boxButton')} className="mt-4" size="md">
          <LiveSearch action="/search" />
        </SearchBox>
      </header>
      <div aria-live="polite" aria-atomic="true" data-testid="search-summary">
        {p.key ? (
          <h2 className="mb-4 text-lg font-semibold">
            {courses
              ? t('resultWithCourses', {
                  key: p.key,
                  n: result.total,
                  count: formatCount(result.total, false, locale),
                  // A capped count ("10,000+") is never one.
                  courses: courses.totalCapped ? 2 : courses.total,
                  courseCount: formatCount(courses.total, courses.totalCapped, locale),
                })
              : t('result', { key: p.key, n: result.total, count: formatCount(result.total, false, locale) })}
          </h2>
        ) : (
          <p className="text-slate-600">{t('start')}</p>
        )}
      </div>
      {p.key ? (
        <>
          {result.items.length > 0 ? (
            <section aria-labelledby="search-universities" className="mb-10">
              <h3 id="search-universities" className="mb-3 font-semibold text-slate-900">
                {t('universities', { count: formatCount(result.total, false, locale) })}
              </h3>
              <UniversityGrid universities={result.items} />
              <Pagination page={p.page} lastPage={lastPage} hrefFor={hrefFor} label={t('pages')} />
            </section>
          ) : null}
          {courses && courses.items.length > 0 ? (
            <section aria-labelledby="search-courses" className="mb-10">
              <h3 id="search-courses" className="mb-3 font-semibold text-slate-900">
                {t('courses', { count: formatCount(courses.total, courses.totalCapped, locale) })}
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
                    {t('allCourses', { count: formatCount(courses.total, courses.totalCapped, locale), key: p.key })}
                  </Link>
                </p>
              ) : null}
            </section>
          ) : null}
          {nothing ? (
            <EmptyState
              title={t('nothing')}
              action={
                <>
                  <ButtonLink href="/universities">{t('allUniversities')}</ButtonLink>
                  <ButtonLink href="/programs" variant="outline">
                    {t('findCourse')}
                  </ButtonLink>
                </>
              }
            >
              {t('checkSpelling')}
              {suggestions.length > 0 ? (
                <>
                  {' '}
                  {t('popular')}{' '}
                  {suggestions.map((q, i) => (
                    <span key={q.href}>
                      {i > 0 ? ', ' : ''}
                      <Link href={q.href} className="underline">
                        {displayName(locale, { name: q.label, nameZh: q.nameZh })}
                      </Link>
                    </span>
                  ))}
                  .
                </>
              ) : null}
            </EmptyState>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
