import { pageAlternates } from '@/lib/i18n/alternates';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { GetForm, Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { AutoSubmit } from '@/components/catalogue/auto-submit';
import { CityFilter } from '@/components/catalogue/city-filter';
import { CourseCard } from '@/components/catalogue/course-card';
import { FilterPanel } from '@/components/catalogue/filter-panel';
import { ScrollActiveTab } from '@/components/catalogue/scroll-active-tab';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount, formatMonth } from '@/components/catalogue/format';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/catalogue/select-field';
import { UniversityFilter } from '@/components/catalogue/university-filter';
import { ButtonLink } from '@/components/ui/button';
import { getMessageText } from '@/components/i18n/message-text';
import {
  listCoursesCached,
  listCourseFacetsCached,
  listDegreesCached,
  listProvincesCached,
} from '@/lib/catalogue/cache';
import {
  courseFinderQuery,
  defaultSort,
  courseTagLabels,
  finderSortLabels,
  finderSortValues,
  parseCourseFinderParams,
  perPageChoices,
  teachingLanguageLabels,
  type CourseFinderParams,
} from '@/lib/catalogue/schemas';
import { cn } from '@/lib/utils';
import { courseTagValues, teachingLanguageValues } from '@/lib/catalogue/values';


type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The metadata and the page read the same parameters and degree list: parsed and read once per
 * request (React's per-request cache, keyed by the one searchParams object Next passes to both).
 */
const finderParams = cache(async (searchParams: SearchParams) => parseCourseFinderParams(await searchParams));
const degreesOnce = cache(() => listDegreesCached());

/** Only the degree pages (`?program_id=N`) are canonical; every other combination points to them. */
export async function programsMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const p = await finderParams(searchParams);
  const degrees = await degreesOnce();
  const degree = p.programId !== undefined ? degrees.find((d) => d.id === p.programId) : undefined;
  const onlyDegree = Object.entries({ ...p, programId: undefined, sort: undefined, perPage: undefined, page: p.page > 1 ? p.page : undefined }).every(([, v]) => v === undefined);
  const canonical = degree ? `/programs?program_id=${degree.id}` : '/programs';
  const t = await getTranslations('publicFinder');
  const title = p.key ? t('metaTitleQuery', { key: p.key }) : degree ? t('metaTitleDegree', { degree: degree.name }) : t('metaTitle');
  const description = degree ? t('metaDescriptionDegree', { degree: degree.name }) : t('metaDescription');
  return {
    title,
    description,
    alternates: await pageAlternates(canonical),
    openGraph: { title, description, url: canonical },
    robots: onlyDegree ? undefined : { index: false, follow: true },
  };
}

function hrefWith(p: CourseFinderParams, change: Partial<CourseFinderParams>): string {
  const q = courseFinderQuery({ ...p, ...change }).toString();
  return q ? `/programs?${q}` : '/programs';
}

export async function ProgramsView({ searchParams }: { searchParams: SearchParams }) {
  const asked = await finderParams(searchParams);
  const [found, degrees, provinces, facets] = await Promise.all([listCoursesCached(asked), degreesOnce(), listProvincesCached(), listCourseFacetsCached()]);
  // A page past the end is the last page (the list clamps it; never "Page 20 of 19").
  const p = { ...asked, page: found.page };
  const lastPage = found.pageCount;
  const formKey = courseFinderQuery(p).toString();
  const filterPart = formKey.replace(/(^|&)(sort|per_page|page|tag)=[^&]*/g, '').replace(/^&/, '');
  const hasFilters = filterPart !== '';
  const activeFilters = hasFilters ? filterPart.split('&').length : 0;
  const degree = p.programId !== undefined ? degrees.find((d) => d.id === p.programId) : undefined;
  const [t, m, locale] = await Promise.all([getTranslations('publicFinder'), getMessageText(), requestLocale()]);
  const heading = degree ? t('headingDegree', { degree: degree.name }) : t('heading');
  // A capped count ("10,000+") is never one.
  const countText = t('count', { n: found.totalCapped ? 2 : found.total, count: formatCount(found.total, found.totalCapped, locale) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-1 text-slate-600">{t('lead')}</p>
      </header>

      <nav aria-label={t('tabsLabel')} className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {[undefined, ...courseTagValues].map((tag) => {
            const active = p.tag === tag;
            return (
              <li key={tag ?? 'all'}>
                <Link
                  href={hrefWith(p, { tag, page: 1 })}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold no-underline',
                    active ? 'border-primary-600 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900',
                  )}
                >
                  {tag ? m(courseTagLabels[tag]) : t('allCourses')}
                </Link>
              </li>
            );
          })}
        </ul>
        <ScrollActiveTab active={p.tag} />
      </nav>

      <div className="grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside aria-labelledby="filters-title" className="lg:sticky lg:top-20 lg:self-start">
          <FilterPanel titleId="filters-title" active={activeFilters}>
            <GetForm key={formKey} action="/programs" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-1 lg:gap-4" aria-labelledby="filters-title">
              <AutoSubmit action="/programs" />
              <div className="col-span-2 space-y-1 sm:col-span-3 lg:col-span-1">
                <label htmlFor="filter-key" className="block text-sm font-medium text-slate-800">
                  {t('keyword')}
                </label>
                <input
                  id="filter-key"
                  type="search"
                  name="key"
                  defaultValue={p.key ?? ''}
                  maxLength={100}
                  placeholder={t('keywordPlaceholder')}
                  className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30"
                />
              </div>
              <SelectField name="program_id" label={t('degree')} value={p.programId?.toString()} options={degrees.map((d) => ({ value: String(d.id), label: d.name }))} />
              <SelectField
                name="teaching_language"
                label={t('teachingLanguage')}
                value={p.teachingLanguage}
                options={teachingLanguageValues.map((v) => ({ value: v, label: m(teachingLanguageLabels[v]) }))}
              />
              <SelectField name="major" label={t('major')} value={p.major} options={facets.majors.map((m) => ({ value: m, label: m }))} />
              <UniversityFilter programId={degree?.id} value={p.universityId} />
              <SelectField name="province" label={t('province')} value={p.province} options={provinces.map((v) => ({ value: v.slug, label: displayName(locale, v) }))} />
              <CityFilter programId={degree?.id} province={p.province} value={p.city} />
              <SelectField name="intake" label={t('intake')} value={p.intake} options={facets.intakes.map((i) => ({ value: i, label: formatMonth(i, locale) ?? i }))} />
              {p.tag ? <input type="hidden" name="tag" value={p.tag} /> : null}
              <SelectField
                name="sort"
                label={t('sortBy')}
                anyLabel={m(p.key ? finderSortLabels.relevance : finderSortLabels.newest)}
                value={p.sort === defaultSort(p.key) ? undefined : p.sort}
                options={finderSortValues.filter((s) => s !== defaultSort(p.key) && (s !== 'relevance' || p.key)).map((s) => ({ value: s, label: m(finderSortLabels[s]) }))}
              />
              <SelectField
                name="per_page"
                label={t('perPage')}
                anyLabel="20"
                value={p.perPage === 20 ? undefined : String(p.perPage)}
                options={perPageChoices.filter((n) => n !== 20).map((n) => ({ value: String(n), label: String(n) }))}
              />
              <div className="col-span-2 flex flex-wrap gap-2 pt-1 sm:col-span-3 lg:col-span-1">
                <button id="programs-submit" type="submit" className="inline-flex h-10 items-center rounded-md bg-ink-700 px-4 text-sm font-semibold text-white hover:bg-ink-800">
                  {t('submit')}
                </button>
                {hasFilters ? (
                  <Link href="/programs" className="inline-flex h-10 items-center px-2 text-sm font-semibold">
                    {t('clearFilters')}
                  </Link>
                ) : null}
              </div>
            </GetForm>
          </FilterPanel>
        </aside>

        <section aria-labelledby="results-title">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-title" className="text-lg font-semibold" aria-live="polite">
              {countText}
              {p.key ? <span className="font-normal text-slate-600"> {t('forQuery', { query: p.key })}</span> : null}
            </h2>
            {found.total > 0 ? (
              <p className="text-sm text-slate-600">
                {t('pageOf', { page: String(p.page), last: found.totalCapped ? `${lastPage}+` : String(lastPage) })}
              </p>
            ) : null}
          </div>
          {found.items.length > 0 ? (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {found.items.map((c) => (
                  <li key={c.id}>
                    <CourseCard course={c} />
                  </li>
                ))}
              </ul>
              <Pagination page={p.page} lastPage={lastPage} hrefFor={(n) => hrefWith(p, { page: n })} label={t('pages')} />
            </>
          ) : found.total > 0 ? (
            <EmptyState title={t('pastEnd')} action={<ButtonLink href={hrefWith(p, { page: 1 })}>{t('firstPage')}</ButtonLink>} />
          ) : (
            <EmptyState
              title={t('none')}
              action={
                <>
                  <ButtonLink href="/programs">{t('clearFilters')}</ButtonLink>
                  <ButtonLink href="/universities" variant="outline">
                    {t('browseUniversities')}
                  </ButtonLink>
                </>
              }
            >
              {t.rich('noneBody', {
                link: (chunks) => (
                  <Link href="/contact" className="underline">
                    {chunks}
                  </Link>
                ),
              })}
            </EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}
