import type { ListCoursesParams } from './finder';
import type { UniversityListParams } from './schemas';

/**
 * The keys of the catalogue's cached lists, bounded whatever a visitor types: every filter value
 * the catalogue does not know (an id nobody has, a city slug that is not one, an unknown major or
 * intake) makes the one key UNKNOWN_FILTER, and every page past the last one makes the one page
 * key PAST_LAST_PAGE. Both answer an empty page without keeping an entry of their own, so the
 * entries are at most (known filter combinations) × (real pages). Pure: the caller passes what
 * the catalogue knows (itself read through the cache).
 */
export const UNKNOWN_FILTER = 'unknown';
export const PAST_LAST_PAGE = 'past-last-page';

export interface KnownFilterValues {
  degreeIds: ReadonlySet<number>;
  universityIds: ReadonlySet<number>;
  citySlugs: ReadonlySet<string>;
  provinceSlugs: ReadonlySet<string>;
  intakes: ReadonlySet<string>;
}

type CourseFilters = Omit<ListCoursesParams, 'key' | 'sort' | 'page' | 'perPage'>;

const INVALID = 'invalid';

/**
 * The key of a course filter state (no keyword): UNKNOWN_FILTER when any value is unknown.
 * `majors` are the stored spellings the major parameter resolved to (undefined: no major).
 */
export function courseFilterKey(p: CourseFilters, known: KnownFilterValues, majors: readonly string[] | undefined): string {
  const unknown =
    p.teachingLanguage === INVALID ||
    p.tag === INVALID ||
    (p.intake !== undefined && !known.intakes.has(p.intake)) ||
    (p.programId !== undefined && !known.degreeIds.has(p.programId)) ||
    (p.universityId !== undefined && !known.universityIds.has(p.universityId)) ||
    (p.city !== undefined && !known.citySlugs.has(p.city)) ||
    (p.province !== undefined && !known.provinceSlugs.has(p.province)) ||
    (p.major !== undefined && (!majors || majors.length === 0));
  if (unknown) return UNKNOWN_FILTER;
  return JSON.stringify([
    p.programId ?? null,
    p.teachingLanguage ?? null,
    majors ? [...majors].sort() : null,
    p.universityId ?? null,
    p.province ?? null,
    p.city ?? null,
    p.intake ?? null,
    p.tag ?? null,
  ]);
}

/** The key of a university filter state (no keyword): UNKNOWN_FILTER when any value is unknown. */
export function universityFilterKey(p: Partial<UniversityListParams>, known: Pick<KnownFilterValues, 'citySlugs' | 'provinceSlugs'>): string {
  const unknown =
    p.type === INVALID || (p.city !== undefined && !known.citySlugs.has(p.city)) || (p.province !== undefined && !known.provinceSlugs.has(p.province));
  if (unknown) return UNKNOWN_FILTER;
  return JSON.stringify([p.city ?? null, p.province ?? null, p.type ?? null, p.scholarshipOpen ?? false]);
}

/** A page number within 1..pageCount, or PAST_LAST_PAGE (which shares one answer: empty). */
export function pageKey(page: number, pageCount: number): number | typeof PAST_LAST_PAGE {
  return page > pageCount ? PAST_LAST_PAGE : Math.max(1, page);
}

/**
 * The whole key of a list page: its filter key, then (for known filters) the sort, the page size
 * and the page key. Two unknown filters, or two pages past the end, give the same key.
 */
export function listPageKey(filterKey: string, rest: { sort?: string; perPage: number; page: number; pageCount: number }): string {
  if (filterKey === UNKNOWN_FILTER) return UNKNOWN_FILTER;
  const page = pageKey(rest.page, rest.pageCount);
  if (page === PAST_LAST_PAGE) return `${filterKey}|${PAST_LAST_PAGE}`;
  return `${filterKey}|${rest.sort ?? ''}|${rest.perPage}|${page}`;
}

/** Whether a key answers an empty page without a cache entry of its own. */
export function isEmptyPageKey(key: string): boolean {
  return key === UNKNOWN_FILTER || key.endsWith(`|${PAST_LAST_PAGE}`);
}
