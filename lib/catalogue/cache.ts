import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag, unstable_cache } from 'next/cache';
import { publishChange } from '@/lib/cache/bus';
import { jobTags } from '@/lib/jobs/cache-tags';
import { env } from '@/lib/env';
import { pageCountOf, toPage } from '@/lib/http/page';
import { courseFilterKey, isEmptyPageKey, listPageKey, UNKNOWN_FILTER, universityFilterKey, type KnownFilterValues } from './cache-keys';
import { listHomeCourses, findCourseById, listCityFilterOptions, listCourseFacets, listRelatedCourses, listUniversityFilterOptions } from './courses';
import { findPublicCourseRef, findPublicUniversityId } from './detail-paths';
import { countHomeFigures, listPopularChips } from './home';
import { countCourses, listCourses, type CoursePage, type ListCoursesParams } from './finder';
import { findCityByName, findCityBySlug, listCities, listDegrees, listProvinces } from './places';
import { COUNT_CAP, type UniversityListParams } from './schemas';
import { listScholarshipOffers } from './scholarships';
import { recentSearch, resetSearchVocabulary, resolveMajor } from './search';
import { expireSlugIndex } from './slug-index';
import { countSitemapFiles } from './sitemap';
import {
  countUniversities,
  findUniversityById,
  listPopularUniversities,
  listUniversities,
  listUniversitiesOfCity,
  listUniversityOptions,
  listUniversitySummaries,
  type UniversityPage,
} from './universities';

/**
 * The catalogue's run-time cache: pages render at request time (nothing is read at build time,
 * so a build needs no database) and read through these wrappers, which keep results in Next's data cache under tags; a write expires
 * the tags it touches (`expireCatalogue`) so the next request reads fresh rows. Nothing here runs
 * at build time.
 *
 * Tags: one per record (`catalogue:university:12`, …), one per kind for lists
 * (`catalogue:universities`, …) and `catalogue` for everything. Keyword searches are not cached
 * (any text would make an entry); they are fast on their own (GIN indexes, capped ranking).
 *
 * Nothing a visitor types grows the cache without bound: a lookup that finds nothing (an unknown
 * slug, id or city name) is not kept, and the lists key their filters and pages through
 * cache-keys.ts (unknown values and pages past the last share one empty answer).
 */
export const catalogueTags = {
  all: 'catalogue',
  universities: 'catalogue:universities',
  courses: 'catalogue:courses',
  cities: 'catalogue:cities',
  degrees: 'catalogue:degrees',
  offers: 'catalogue:offers',
  university: (id: number) => `catalogue:university:${id}`,
  course: (id: number) => `catalogue:course:${id}`,
  city: (id: number) => `catalogue:city:${id}`,
  degree: (id: number) => `catalogue:degree:${id}`,
  offer: (id: number) => `catalogue:offer:${id}`,
  /** the legal facts (site settings) that About, terms and privacy show */
  legal: 'site:legal',
} as const;

const T = catalogueTags;

/** What changed; each admin write of the catalogue reports one of these. */
export type CatalogueChange =
  | { kind: 'university'; id: number }
  | { kind: 'course'; id: number; universityId: number }
  | { kind: 'city'; id: number }
  | { kind: 'degree'; id: number }
  | { kind: 'offer'; id: number; universityId: number }
  // Categories and countries (back office): named on university pages and in choice lists.
  | { kind: 'category'; id: number }
  | { kind: 'country'; id: number }
  // The legal facts of the site settings (lib/settings/legal.ts): the About, terms and privacy pages.
  | { kind: 'legal' };

/** The tags a change expires. */
export function tagsForChange(change: CatalogueChange): string[] {
  switch (change.kind) {
    case 'university':
      // Its page, its courses' pages (they carry its tag), and every list that names it.
      return [T.university(change.id), T.universities, T.courses, T.offers];
    case 'course':
      return [T.course(change.id), T.university(change.universityId), T.courses, T.universities, T.degrees];
    case 'offer':
      // An offer decides the university's "Scholarship open" badge on every list.
      return [T.offer(change.id), T.university(change.universityId), T.offers, T.universities];
    case 'city':
      // A city's name and status reach every page (cards, course pages, filters).
      return [T.city(change.id), T.all];
    case 'degree':
      return [T.degree(change.id), T.all];
    case 'category':
    case 'country':
      return [T.all];
    case 'legal':
      return [T.legal];
  }
}

/**
 * Expires the cache entries of a change at once (`revalidateTag(tag, { expire: 0 })`: the next
 * request is a blocking miss, never stale). Works in route handlers and server actions. Outside a
 * Next request (scripts, integration tests) there is no cache to expire, so it does nothing.
 */
export function expireCatalogue(...changes: CatalogueChange[]): void {
  // New names may bring new words for the typo correction, and new or hidden slugs change what
  // the proxy answers 404 for.
  resetSearchVocabulary();
  expireSlugIndex();
  // The other instances (REDIS_URL) drop their copies too (lib/cache/bus.ts).
  publishChange('catalogue');
  const tags = new Set(changes.flatMap(tagsForChange));
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (err) {
      if (err instanceof Error && err.message.includes('static generation store missing')) return;
      throw err;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Cached reads (keys: this process's generation, the function name and its JSON arguments)

/**
 * Next keeps these entries on disk in the build folder, and remembers expired tags only in
 * memory. An entry written by an earlier process (another database, a reseed, or a tag expired
 * before a restart) must never be served: every key carries this process's generation. The one
 * server process is the only writer of the catalogue (scripts that write to it run while the
 * server is stopped, or are covered by MAX_AGE_SECONDS), so its own entries are right.
 */
const generationHolder = globalThis as typeof globalThis & { __zhiyuanCacheGeneration?: string };
// Several instances (REDIS_URL) share these entries in Redis, under keys that carry the build id and
// the database (lib/cache/redis-cache-handler.mjs), cleared by the launcher at start: no per-process
// generation then, or no instance would ever read another's entry.
const generation = (generationHolder.__zhiyuanCacheGeneration ??= env.REDIS_URL ? 'shared' : randomUUID());

/** A safety net for changes made outside the app (scripts writing to a shared Postgres). */
const MAX_AGE_SECONDS = 3600;

/** A cached read under this module's keys and tags (`catalogue` and the given ones), for other domains' public reads. */
export const cachedRead = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>, tags: (...args: NoInfer<A>) => string[], revalidate?: number) =>
  cached(name, fn, tags, revalidate);

function cached<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>, tags: (...args: NoInfer<A>) => string[], revalidate: number = MAX_AGE_SECONDS) {
  return (...args: A): Promise<R> =>
    unstable_cache(() => fn(...args), [generation, name, JSON.stringify(args)], { tags: [T.all, ...tags(...args)], revalidate })();
}

/** Thrown inside a cached function so that a miss is never stored (Next keeps only results). */
class CacheMiss extends Error {}

/** Like `cached`, for lookups keyed by what a visitor typed: only hits are kept. */
function cachedHit<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R | null>, tags: (...args: NoInfer<A>) => string[]) {
  return async (...args: A): Promise<R | null> => {
    try {
      return await unstable_cache(
        async () => {
          const found = await fn(...args);
          if (found === null) throw new CacheMiss();
          return found;
        },
        [generation, name, JSON.stringify(args)],
        { tags: [T.all, ...tags(...args)], revalidate: MAX_AGE_SECONDS },
      )();
    } catch (err) {
      if (err instanceof CacheMiss) return null;
      throw err;
    }
  };
}

// Slugs → ids (cheap lookups, expired with their kind).

export const resolveUniversitySlug = cachedHit('university-slug', findPublicUniversityId, () => [T.universities]);
export const resolveCourseSlug = cachedHit('course-slug', findPublicCourseRef, () => [T.courses, T.universities]);

// Records

export const findUniversityCached = cachedHit('university', findUniversityById, (id) => [T.university(id)]);

export const findCourseCached = cachedHit(
  'course',
  (id: number, universityId: number) => findCourseById(id).then((c) => (c && c.university.id === universityId ? c : null)),
  (id, universityId) => [T.course(id), T.university(universityId)],
);

export const listRelatedCoursesCached = cached(
  'related-courses',
  (courseId: number, universityId: number) => listRelatedCourses(courseId, universityId),
  (_courseId, universityId) => [T.university(universityId), T.courses],
);

export const findCityBySlugCached = cachedHit('city-slug', findCityBySlug, () => [T.cities]);
const cityByName = cachedHit('city-name', findCityByName, () => [T.cities]);
/** A city by the name a legacy link carried; spellings that differ only in case and spaces share an entry. */
export const findCityByNameCached = (name: string) => cityByName(name.trim().toLowerCase().replace(/\s+/g, ' '));

// Lists

/**
 * The known city slugs, plus `slug` when the cached list is older than the city (one made by
 * another process, a script or a test): a slug missing from the list is looked up once more,
 * and only a hit is kept, so a visitor's made-up slugs add nothing to the cache.
 */
async function knownCitySlugs(cities: readonly { slug: string }[], slug: string | undefined): Promise<Set<string>> {
  const known = new Set(cities.map((c) => c.slug));
  if (slug !== undefined && !known.has(slug) && (await findCityBySlugCached(slug))) known.add(slug);
  return known;
}

/** What the catalogue knows, to tell a visitor's unknown filter values from real ones. */
async function knownFilterValues(city: string | undefined): Promise<KnownFilterValues> {
  const [degrees, universities, cities, provinces, facets] = await Promise.all([
    listDegreesCached(),
    listUniversityOptionsCached(),
    listCitiesCached(),
    listProvincesCached(),
    listCourseFacetsCached(),
  ]);
  return {
    degreeIds: new Set(degrees.map((d) => d.id)),
    universityIds: new Set(universities.map((u) => u.id)),
    citySlugs: await knownCitySlugs(cities, city),
    provinceSlugs: new Set(provinces.map((p) => p.slug)),
    intakes: new Set(facets.intakes),
  };
}

/**
 * The finder; keyword searches bypass Next's cache (recentSearch). Unknown filter values and pages past the last
 * answer an empty page from the filters' count entry alone.
 */
export async function listCoursesCached(params: ListCoursesParams): Promise<CoursePage> {
  if (params.key) return recentSearch('courses', params, () => listCourses(params));
  const perPage = Math.min(1000, Math.max(1, Math.floor(params.perPage ?? 20)));
  const asked = Math.max(1, Math.floor(params.page ?? 1));
  const majors = params.major ? await resolveMajor(params.major) : undefined;
  const filterKey = courseFilterKey(params, await knownFilterValues(params.city), majors);
  if (filterKey === UNKNOWN_FILTER) return { ...toPage([], 0, asked, perPage), totalCapped: false };
  const tags = [T.courses, ...(params.universityId && params.universityId > 0 ? [T.university(params.universityId)] : [])];
  const options = { tags: [T.all, ...tags], revalidate: MAX_AGE_SECONDS };
  const { programId, teachingLanguage, major, universityId, province, city, intake, tag } = params;
  const filters = { programId, teachingLanguage, major, universityId, province, city, intake, tag };
  const counted = await unstable_cache(() => countCourses(filters), [generation, 'count-courses', filterKey], options)();
  const total = Math.min(counted, COUNT_CAP);
  // A page past the last is the last page.
  const page = Math.min(asked, pageCountOf(total, perPage));
  const key = listPageKey(filterKey, { sort: params.sort, perPage, page, pageCount: pageCountOf(total, perPage) });
  if (isEmptyPageKey(key)) return { ...toPage([], total, page, perPage), totalCapped: counted > COUNT_CAP };
  return unstable_cache(() => listCourses({ ...params, page, perPage }), [generation, 'list-courses', key], options)();
}

/** The university list; keyword searches bypass Next's cache (recentSearch), unknown filters and pages past the last share one answer. */
export async function listUniversitiesCached(params: Partial<UniversityListParams>): Promise<UniversityPage> {
  if (params.key) return recentSearch('universities', params, () => listUniversities(params));
  const asked = Math.max(1, params.page ?? 1);
  const perPage = Math.min(1000, Math.max(1, params.perPage ?? 20));
  const [cities, provinces] = await Promise.all([listCitiesCached(), listProvincesCached()]);
  const filterKey = universityFilterKey(params, { citySlugs: await knownCitySlugs(cities, params.city), provinceSlugs: new Set(provinces.map((p) => p.slug)) });
  if (filterKey === UNKNOWN_FILTER) return toPage([], 0, asked, perPage);
  const options = { tags: [T.all, T.universities], revalidate: MAX_AGE_SECONDS };
  const { city, province, type, scholarshipOpen } = params;
  const total = await unstable_cache(() => countUniversities({ city, province, type, scholarshipOpen }), [generation, 'count-universities', filterKey], options)();
  // A page past the last is the last page.
  const page = Math.min(asked, pageCountOf(total, perPage));
  const key = listPageKey(filterKey, { perPage, page, pageCount: pageCountOf(total, perPage) });
  if (isEmptyPageKey(key)) return toPage([], total, page, perPage);
  return unstable_cache(() => listUniversities({ ...params, page, perPage }), [generation, 'universities', key], options)();
}

/** Popularity counts applications, which change without a catalogue write: refresh every 5 minutes. */
export const listPopularUniversitiesCached = cached('popular-universities', listPopularUniversities, () => [T.universities], 300);
export const listUniversitiesOfCityCached = cached('city-universities', listUniversitiesOfCity, () => [T.universities]);
export const listUniversityOptionsCached = cached('university-options', listUniversityOptions, () => [T.universities]);
/** The finder's bounded university menu, per degree (callers pass only known degree ids). */
export const listUniversityFilterOptionsCached = cached('university-filter-options', listUniversityFilterOptions, () => [T.universities, T.courses]);
export const listCityFilterOptionsCached = cached('city-filter-options', listCityFilterOptions, () => [T.cities, T.universities, T.courses]);

/** `GET /api/universities`: pages past the last share one empty answer. */
export async function listUniversitySummariesCached(page: number, perPage: number) {
  const filterKey = universityFilterKey({}, { citySlugs: new Set(), provinceSlugs: new Set() });
  const options = { tags: [T.all, T.universities], revalidate: MAX_AGE_SECONDS };
  const total = await unstable_cache(() => countUniversities({}), [generation, 'count-universities', filterKey], options)();
  const key = listPageKey(filterKey, { sort: 'summaries', perPage, page, pageCount: pageCountOf(total, perPage) });
  if (isEmptyPageKey(key)) return toPage([], total, page, perPage);
  return unstable_cache(() => listUniversitySummaries(page, perPage), [generation, 'university-summaries', key], options)();
}
export const listHomeCoursesCached = cached('home-courses', listHomeCourses, () => [T.courses]);
export const listCourseFacetsCached = cached('course-facets', listCourseFacets, () => [T.courses]);
export const listCitiesCached = cached('cities', listCities, () => [T.cities]);
export const listProvincesCached = cached('provinces', listProvinces, () => [T.cities, T.universities]);
export const listDegreesCached = cached('degrees', listDegrees, () => [T.degrees]);
export const listScholarshipOffersCached = cached(
  'offers',
  listScholarshipOffers,
  (filter = {}) => [T.offers, ...(filter.universityId ? [T.university(filter.universityId)] : [])],
);
// The sitemap lists the public jobs too: a job change (jobTags.list) expires the count.
export const countSitemapFilesCached = cached('sitemap-count', countSitemapFiles, () => [T.universities, T.courses, T.cities, T.degrees, jobTags.list], 3600);

/** The home page's figures and chips count applications too (no catalogue write): refresh every 5 minutes. */
export const countHomeFiguresCached = cached('home-figures', countHomeFigures, () => [T.universities, T.courses], 300);
export const listPopularChipsCached = cached('popular-chips', listPopularChips, () => [T.courses, T.cities, T.degrees], 300);
