import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag, unstable_cache } from 'next/cache';
import { listHomeCourses, findCourseById, listCourseFacets, listRelatedCourses } from './courses';
import { findPublicCourseRef, findPublicUniversityId } from './detail-paths';
import { listCourses, type ListCoursesParams } from './finder';
import { findCityByName, findCityBySlug, listCities, listDegrees, listProvinces } from './places';
import { listScholarshipOffers } from './scholarships';
import { resetSearchVocabulary } from './search';
import { countSitemapFiles } from './sitemap';
import {
  findUniversityById,
  listPopularUniversities,
  listUniversities,
  listUniversitiesOfCity,
  listUniversityOptions,
  listUniversitySummaries,
} from './universities';
import type { UniversityListParams } from './schemas';

/**
 * The catalogue's run-time cache (PRODUCT.md section 11): pages render at request time and read
 * through these wrappers, which keep results in Next's data cache under tags; a write expires
 * the tags it touches (`expireCatalogue`) so the next request reads fresh rows. Nothing here runs
 * at build time.
 *
 * Tags: one per record (`catalogue:university:12`, …), one per kind for lists
 * (`catalogue:universities`, …) and `catalogue` for everything. Keyword searches are not cached
 * (any text would make an entry); they are fast on their own (GIN indexes, capped ranking).
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
} as const;

const T = catalogueTags;

/** What changed; each admin write of the catalogue reports one of these. */
export type CatalogueChange =
  | { kind: 'university'; id: number }
  | { kind: 'course'; id: number; universityId: number }
  | { kind: 'city'; id: number }
  | { kind: 'degree'; id: number }
  | { kind: 'offer'; id: number; universityId: number };

/** The tags a change expires. */
export function tagsForChange(change: CatalogueChange): string[] {
  switch (change.kind) {
    case 'university':
      // Its page, its courses' pages (they carry its tag), and every list that names it.
      return [T.university(change.id), T.universities, T.courses, T.offers];
    case 'course':
      return [T.course(change.id), T.university(change.universityId), T.courses, T.universities, T.degrees];
    case 'offer':
      return [T.offer(change.id), T.university(change.universityId), T.offers];
    case 'city':
      // A city's name and status reach every page (cards, course pages, filters).
      return [T.city(change.id), T.all];
    case 'degree':
      return [T.degree(change.id), T.all];
  }
}

/**
 * Expires the cache entries of a change at once (`revalidateTag(tag, { expire: 0 })`: the next
 * request is a blocking miss, never stale). Works in route handlers and server actions. Outside a
 * Next request (scripts, integration tests) there is no cache to expire, so it does nothing.
 */
export function expireCatalogue(...changes: CatalogueChange[]): void {
  // New names may bring new words for the typo correction.
  resetSearchVocabulary();
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
 * server process is the only writer of the catalogue (section 11), so its own entries are right.
 */
const generationHolder = globalThis as typeof globalThis & { __zhiyuanCacheGeneration?: string };
const generation = (generationHolder.__zhiyuanCacheGeneration ??= randomUUID());

/** A safety net for changes made outside the app (scripts writing to a shared Postgres). */
const MAX_AGE_SECONDS = 3600;

function cached<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>, tags: (...args: NoInfer<A>) => string[], revalidate: number = MAX_AGE_SECONDS) {
  return (...args: A): Promise<R> =>
    unstable_cache(() => fn(...args), [generation, name, JSON.stringify(args)], { tags: [T.all, ...tags(...args)], revalidate })();
}

// Slugs → ids (cheap lookups, expired with their kind).

export const resolveUniversitySlug = cached('university-slug', findPublicUniversityId, () => [T.universities]);
export const resolveCourseSlug = cached('course-slug', findPublicCourseRef, () => [T.courses, T.universities]);

// Records

export const getCachedUniversity = cached('university', findUniversityById, (id) => [T.university(id)]);

export const getCachedCourse = cached(
  'course',
  (id: number, universityId: number) => findCourseById(id).then((c) => (c && c.university.id === universityId ? c : null)),
  (id, universityId) => [T.course(id), T.university(universityId)],
);

export const getCachedRelatedCourses = cached(
  'related-courses',
  (courseId: number, universityId: number) => listRelatedCourses(courseId, universityId),
  (_courseId, universityId) => [T.university(universityId), T.courses],
);

export const getCachedCityBySlug = cached('city-slug', findCityBySlug, () => [T.cities]);
export const getCachedCityByName = cached('city-name', findCityByName, () => [T.cities]);

// Lists

/** The finder; keyword searches bypass the cache. */
export function listCoursesCached(params: ListCoursesParams) {
  if (params.key) return listCourses(params);
  const tags = [T.courses, ...(params.universityId && params.universityId > 0 ? [T.university(params.universityId)] : [])];
  return unstable_cache(() => listCourses(params), [generation, 'list-courses', JSON.stringify(params)], { tags: [T.all, ...tags], revalidate: MAX_AGE_SECONDS })();
}

/** The university list; keyword searches bypass the cache. */
export function listUniversitiesCached(params: Partial<UniversityListParams>) {
  if (params.key) return listUniversities(params);
  return unstable_cache(() => listUniversities(params), [generation, 'universities', JSON.stringify(params)], { tags: [T.all, T.universities], revalidate: MAX_AGE_SECONDS })();
}

/** Popularity counts applications, which change without a catalogue write: refresh every 5 minutes. */
export const listPopularUniversitiesCached = cached('popular-universities', listPopularUniversities, () => [T.universities], 300);
export const listUniversitiesOfCityCached = cached('city-universities', listUniversitiesOfCity, () => [T.universities]);
export const listUniversityOptionsCached = cached('university-options', listUniversityOptions, () => [T.universities]);
export const listUniversitySummariesCached = cached('university-summaries', listUniversitySummaries, () => [T.universities]);
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
export const countSitemapFilesCached = cached('sitemap-count', countSitemapFiles, () => [T.universities, T.courses, T.cities, T.degrees], 3600);
