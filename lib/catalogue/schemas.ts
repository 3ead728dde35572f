/**
 * The catalogue's contracts, client-safe (no server imports): the URL parameters of the course
 * finder (every filter, sort and page is part of the address, so a search can be bookmarked and
 * shared) and of the university list, the legacy filter body, and the labels shared by pages and the legacy API.
 *
 * URL parameters never fail: a value outside its range is clamped, an unknown value is kept as
 * given so that the finder answers an empty result (never an error page). Only the legacy filter
 * (`POST /api/web/course/filter`) answers 422 for a value of the wrong type.
 */
import { z } from 'zod';
import { searchText, textType } from '@/lib/forms/text';
import { teachingLanguageValues, universityTypeValues, type CourseTag } from './values';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX, PER_PAGE_MIN } from '@/lib/http/page';
import { pageParamsSchema } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { parseCourseTag } from './labels';
import { msg } from '@/lib/i18n/message';

export const finderSortValues = ['relevance', 'fee-asc', 'fee-desc', 'deadline', 'newest'] as const;

export type FinderSort = (typeof finderSortValues)[number];

export const finderSortLabels: Record<FinderSort, string> = {
  relevance: msg('values.finderSort.relevance'),
  'fee-asc': msg('values.finderSort.fee-asc'),
  'fee-desc': msg('values.finderSort.fee-desc'),
  deadline: msg('values.finderSort.deadline'),
  newest: msg('values.finderSort.newest'),
};

/** The finder's sort when the URL names none: best match for a keyword, else newest first. */
export function defaultSort(key: string | undefined): FinderSort {
  return key ? 'relevance' : 'newest';
}

export { PER_PAGE_DEFAULT, PER_PAGE_MAX, PER_PAGE_MIN };

export const perPageChoices = [10, 20, 30, 40, 50, 60] as const;

/** Counts above this show as "1,000+" so that counting stays cheap. */
export const COUNT_CAP = 1000;

// ---------------------------------------------------------------------------------------------
// URL parameter helpers (lenient: clamp or drop, never throw)

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

/** The first value of a search parameter, trimmed; undefined when absent or empty. */
export function firstParam(raw: Raw, ...names: string[]): string | undefined {
  for (const name of names) {
    const v = raw instanceof URLSearchParams ? raw.get(name) : raw[name];
    const s = Array.isArray(v) ? v[0] : v;
    if (typeof s === 'string' && s.trim() !== '') return s.trim();
  }
  return undefined;
}

const text = searchText;

/** A positive id; anything else becomes `-1`, an id no record has (empty result, not an error). */
const lenientId = z
  .string()
  .optional()
  .transform((v) => {
    if (v === undefined || v.trim() === '') return undefined;
    return /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : -1;
  });

/** A slug as given (lower-cased); an unknown one simply matches nothing. */
const slug = searchText(120).transform((v) => v?.toLowerCase());

/** A value of a fixed list; anything else is kept as `invalid` so the result is empty. */
function oneOf<T extends string>(values: readonly T[], normalise: (v: string) => string = (v) => v.trim().toLowerCase()) {
  return z
    .string()
    .optional()
    .transform((v): T | 'invalid' | undefined => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = normalise(v);
      return (values as readonly string[]).includes(n) ? (n as T) : 'invalid';
    });
}

// ---------------------------------------------------------------------------------------------
// The course finder: /programs

export const courseFinderSchema = z
  .object({
    key: text(100),
    program_id: lenientId,
    teaching_language: oneOf(teachingLanguageValues),
    major: text(60),
    mejor: text(60),
    university_id: lenientId,
    province: slug,
    city: slug,
    intake: z
      .string()
      .optional()
      .transform((v) => {
        if (v === undefined || v.trim() === '') return undefined;
        return /^\d{4}-(0[1-9]|1[0-2])$/.test(v.trim()) ? v.trim() : 'invalid';
      }),
    tag: z
      .string()
      .optional()
      .transform((v): CourseTag | 'invalid' | undefined => (v === undefined || v.trim() === '' ? undefined : (parseCourseTag(v) ?? 'invalid'))),
    sort: oneOf(finderSortValues),
    ...pageParamsSchema.shape,
  })
  .transform((p) => {
    const sort: FinderSort = p.sort && p.sort !== 'invalid' ? p.sort : defaultSort(p.key);
    return {
      key: p.key,
      programId: p.program_id,
      teachingLanguage: p.teaching_language,
      major: p.major ?? p.mejor,
      universityId: p.university_id,
      province: p.province,
      city: p.city,
      intake: p.intake,
      tag: p.tag,
      // "relevance" without a keyword has nothing to rank by: newest first.
      sort: sort === 'relevance' && !p.key ? ('newest' as FinderSort) : sort,
      page: p.page,
      perPage: p.per_page,
    };
  });

export type CourseFinderParams = z.output<typeof courseFinderSchema>;

/** Parses URL search parameters (a page's `searchParams` or a URLSearchParams) leniently. */
export function parseCourseFinderParams(raw: Raw): CourseFinderParams {
  const names = ['key', 'program_id', 'teaching_language', 'major', 'mejor', 'university_id', 'province', 'city', 'intake', 'tag', 'sort', 'page', 'per_page'];
  const obj: Record<string, string | undefined> = {};
  for (const n of names) obj[n] = firstParam(raw, n);
  return courseFinderSchema.parse(obj);
}

/** The URL parameters of a finder state (defaults left out), for links and pagination. */
export function courseFinderQuery(p: Partial<CourseFinderParams>): URLSearchParams {
  const q = new URLSearchParams();
  if (p.key) q.set('key', p.key);
  if (p.programId !== undefined) q.set('program_id', String(p.programId));
  if (p.teachingLanguage) q.set('teaching_language', p.teachingLanguage);
  if (p.major) q.set('major', p.major);
  if (p.universityId !== undefined) q.set('university_id', String(p.universityId));
  if (p.province) q.set('province', p.province);
  if (p.city) q.set('city', p.city);
  if (p.intake) q.set('intake', p.intake);
  if (p.tag) q.set('tag', p.tag);
  if (p.sort && p.sort !== defaultSort(p.key)) q.set('sort', p.sort);
  if (p.perPage && p.perPage !== PER_PAGE_DEFAULT) q.set('per_page', String(p.perPage));
  if (p.page && p.page > 1) q.set('page', String(p.page));
  return q;
}

// ---------------------------------------------------------------------------------------------
// The university list: /universities and /search

export const universityListSchema = z
  .object({
    key: text(100),
    city: slug,
    province: slug,
    type: oneOf(universityTypeValues),
    scholarship: z
      .string()
      .optional()
      .transform((v) => (v === '1' || v === 'true' ? true : undefined)),
    ...pageParamsSchema.shape,
  })
  .transform((p) => ({
    key: p.key,
    city: p.city,
    province: p.province,
    type: p.type,
    scholarshipOpen: p.scholarship,
    page: p.page,
    perPage: p.per_page,
  }));

export type UniversityListParams = z.output<typeof universityListSchema>;

export function parseUniversityListParams(raw: Raw): UniversityListParams {
  const obj: Record<string, string | undefined> = {};
  for (const n of ['key', 'city', 'province', 'type', 'scholarship', 'page', 'per_page']) obj[n] = firstParam(raw, n);
  return universityListSchema.parse(obj);
}

export function universityListQuery(p: Partial<UniversityListParams>): URLSearchParams {
  const q = new URLSearchParams();
  if (p.key) q.set('key', p.key);
  if (p.city) q.set('city', p.city);
  if (p.province) q.set('province', p.province);
  if (p.type) q.set('type', p.type);
  if (p.scholarshipOpen) q.set('scholarship', '1');
  if (p.perPage && p.perPage !== PER_PAGE_DEFAULT) q.set('per_page', String(p.perPage));
  if (p.page && p.page > 1) q.set('page', String(p.page));
  return q;
}

// ---------------------------------------------------------------------------------------------
// The legacy filter: POST /api/web/course/filter (strict types: a wrong type is a 422)

/** Empty strings and null are "not chosen" (the old client sent every field). */
const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

const strictId = z.preprocess(
  blankToUndefined,
  z
    .union([z.number(), z.string().trim()])
    .pipe(z.coerce.number<string | number>({ error: validation.digitsOnly }).int(validation.digitsOnly).positive(validation.digitsOnly))
    .optional(),
);

export const legacyCourseFilterSchema = z.object({
  key: z.preprocess(blankToUndefined, textType().trim().max(100, validation.maxLength(100)).optional()),
  program_id: strictId,
  teaching_language: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : blankToUndefined(v)),
    z.enum(teachingLanguageValues, { error: validation.chooseOption }).optional(),
  ),
  major: z.preprocess(blankToUndefined, textType().trim().max(60, validation.maxLength(60)).optional()),
  university_id: strictId,
});

export type LegacyCourseFilter = z.output<typeof legacyCourseFilterSchema>;

// The labels and the back office's contracts (their own files), under the one name pages and forms import.
export * from './labels';
export * from './admin-schemas';
export * from './resource-schemas';
export { slugify, withUniversityChoice } from './field-schemas';
