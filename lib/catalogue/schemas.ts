/**
 * The catalogue's contracts, client-safe (no server imports): the URL parameters of the course
 * finder (every filter, sort and page is part of the address, so a search can be bookmarked and
 * shared) and of the university list, the legacy filter body, the admin
 * university input, and the labels shared by pages and the legacy API.
 *
 * URL parameters never fail: a value outside its range is clamped, an unknown value is kept as
 * given so that the finder answers an empty result (never an error page). Only the legacy filter
 * (`POST /api/web/course/filter`) answers 422 for a value of the wrong type.
 */
import { z } from 'zod';
import { searchText, textInput, textType, trimmedTextInput } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import {
  courseTagValues,
  degreeTypeValues,
  teachingLanguageValues,
  universityTypeValues,
  type CourseTag,
  type TeachingLanguage,
} from './values';
import { isHttpUrl } from '@/lib/http/url';
import { isSafeStorageKey } from '@/lib/storage/driver';
import { MAX_PAGE, pageField, pageParamsSchema, perPageField, PER_PAGE_DEFAULT, PER_PAGE_MAX, PER_PAGE_MIN } from '@/lib/http/page';
import { validation } from '@/lib/messages';

// ---------------------------------------------------------------------------------------------
// Labels

/**
 * The tags as the public pages name them. "highest-rating" and "top-ranked" carry no rating and
 * no ranking source: they are our editors' choices, and say so (issue 15). The stored values and
 * URL parameters stay; the legacy API keeps its own labels (legacyCourseTagLabels).
 */
export const courseTagLabels: Record<CourseTag, string> = {
  'top-picks': 'Top Picks',
  'most-popular': 'Most Popular',
  'fastest-admissions': 'Fastest Admissions',
  'highest-rating': 'Editor’s picks',
  'top-ranked': 'Editor’s picks: leading universities',
};

/** The labels the legacy clients know (their API answers compare them). */
export const legacyCourseTagLabels: Record<CourseTag, string> = {
  'top-picks': 'Top Picks',
  'most-popular': 'Most Popular',
  'fastest-admissions': 'Fastest Admissions',
  'highest-rating': 'Highest Rating',
  'top-ranked': 'Top Ranked',
};

/** A tag as the legacy clients wrote it ("Our Top Picks", "Most Popular", or our slug) → our slug. */
export function parseCourseTag(value: unknown): CourseTag | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase().replace(/^our\s+/, '').replace(/[\s_]+/g, '-');
  return (courseTagValues as readonly string[]).includes(v) ? (v as CourseTag) : undefined;
}

export const teachingLanguageLabels: Record<TeachingLanguage, string> = { english: 'English', chinese: 'Chinese' };

export const finderSortValues = ['relevance', 'fee-asc', 'fee-desc', 'deadline', 'newest'] as const;
export type FinderSort = (typeof finderSortValues)[number];
export const finderSortLabels: Record<FinderSort, string> = {
  relevance: 'Best match',
  'fee-asc': 'Tuition: low to high',
  'fee-desc': 'Tuition: high to low',
  deadline: 'Deadline: soonest first',
  newest: 'Newest first',
};

/** The finder's sort when the URL names none: best match for a keyword, else newest first. */
export function defaultSort(key: string | undefined): FinderSort {
  return key ? 'relevance' : 'newest';
}

export { MAX_PAGE, PER_PAGE_DEFAULT, PER_PAGE_MAX, PER_PAGE_MIN };
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

// ---------------------------------------------------------------------------------------------
// Admin: university input (create and update). Fees are entered in yuan; stored in fen.

/** Yuan as typed (up to 2 decimals) → fen (integer); blank → null. */
const yuan = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
  z
    .union([z.number(), z.string()])
    .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).min(0, validation.invalidNumber).max(100_000_000, validation.invalidNumber))
    .transform((n) => Math.round(n * 100))
    .nullable()
    .optional(),
);

// Text fields take the old clients' numbers (a program's `duration: 4`) and say "Enter text" to other types.
const optionalText = (max: number) =>
  z.preprocess(
    (raw) => {
      const v = textInput(raw);
      return v === undefined ? undefined : v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v;
    },
    textType().max(max, validation.maxLength(max)).nullable().optional(),
  );

/** A web address an admin enters: http or https only (it becomes a link on public pages). */
const optionalHttpUrl = (max: number) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    textType()
      .max(max, validation.maxLength(max))
      .refine(isHttpUrl, validation.httpUrl)
      .nullable()
      .optional(),
  );

/** The name of a file already stored (`<uuid>.png`): never a path or an address. */
const storedFileName = z.preprocess(
  (v) => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  textType()
    .max(200, validation.maxLength(200))
    .refine(isSafeStorageKey, validation.invalidValue)
    .nullable()
    .optional(),
);

/**
 * A reference id a form may leave out, by the one id rule (`idSchema`): null clears it; a blank
 * means `blank` (undefined: leave as it is; null: clear).
 */
const optionalRef = (blank: null | undefined) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? blank : v), idSchema({ invalid: validation.chooseOption }).nullable().optional());

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === null ? null : v),
    z
      .union([z.number(), z.string().trim()])
      .pipe(z.coerce.number<string | number>({ error: validation.digitsOnly }).int(validation.digitsOnly).min(min, validation.invalidNumber).max(max, validation.invalidNumber))
      .nullable()
      .optional(),
  );

/** 1/0, true/false, "on" (a checkbox) → boolean. */
const flag = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return undefined;
    if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' || v === 'yes') return true;
    if (v === false || v === 0 || v === '0' || v === 'false' || v === 'off' || v === 'no') return false;
    return v;
  },
  z.boolean({ error: validation.chooseOption }).optional(),
);

const isoDate = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  textType(validation.invalidDate)
    .regex(/^\d{4}-\d{2}-\d{2}$/, validation.invalidDate)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), validation.invalidDate)
    .nullable()
    .optional(),
);

/** A name → a slug ("Zhejiang University" → "zhejiang-university"); client-safe, so the form can propose one. */
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** An address part an admin may edit: blank = made from the name (create) or kept (update). */
const slugField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v === null ? undefined : v),
  textType()
    .max(120, validation.maxLength(120))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, validation.slugFormat)
    .optional(),
);

/**
 * Every editable field of a university; all optional so that an update changes only what it
 * sends (the admin form sends them all; its required fields are the form's concern).
 */
export const universityUpdateSchema = z
  .object({
    name: z.preprocess(trimmedTextInput, textType().min(2, validation.minLength(2)).max(200, validation.maxLength(200)).optional()),
    name_zh: optionalText(200),
    short_name: optionalText(100),
    code: z.preprocess(trimmedTextInput, textType().min(1, validation.required).max(40, validation.maxLength(40)).optional()),
    /** the public address (`/universities/<slug>`); blank on create: made from the name */
    slug: slugField,
    email: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : v),
      z.email({ error: validation.emailInvalid }).nullable().optional(),
    ),
    contact_no: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : typeof v === 'number' ? String(v) : v),
      z.string().regex(/^\+?[0-9][0-9 -]{3,30}$/, validation.digitsOnly).nullable().optional(),
    ),
    website: optionalHttpUrl(300),
    introduction: optionalText(20_000),
    description: optionalText(50_000),
    accommodation: optionalText(50_000),
    school: optionalText(5_000),
    requirement: optionalText(20_000),
    rules_and_regulations: optionalText(50_000),
    admissions_process: optionalText(50_000),
    bachelor_fee: yuan,
    masters_fee: yuan,
    phd_fee: yuan,
    mbbs_fee: yuan,
    scholarship_fee: yuan,
    language_fee: yuan,
    accommodation_fee: yuan,
    other_fee: yuan,
    international_student: optionalInt(0, 10_000_000),
    // `founded_at` as a year or a date (YYYY-MM-DD): the year is kept.
    founded_year: z.preprocess((v) => (typeof v === 'string' && /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(v) ? v.trim().slice(0, 4) : v), optionalInt(800, 2100)),
    age_limit: optionalText(100),
    deadline: isoDate,
    // An id, or (legacy clients) the city's name, which the domain looks up.
    city_id: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && !/^\s*\d+\s*$/.test(v) ? { name: v.trim().replace(/\s+/g, ' ').slice(0, 120) } : v),
      z.union([z.object({ name: z.string() }), optionalRef(undefined)]),
    ),
    location: optionalText(500),
    total_student: optionalInt(0, 10_000_000),
    total_section: optionalInt(0, 100_000),
    total_program: optionalInt(0, 100_000),
    scholarship_open: flag,
    type: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v),
      z.enum(universityTypeValues, { error: validation.chooseOption }).optional(),
    ),
    category_id: optionalRef(undefined),
    status: flag,
    /** a kept stored file name (a new image comes as a file and is stored by the domain) */
    logo: storedFileName,
    banner: storedFileName,
    // The job side's create payload (its program form) also sends these.
    username: optionalText(150),
    reviews: optionalText(20_000),
    program_id: optionalRef(undefined),
  })
  .strip();

export type UniversityUpdateInput = z.output<typeof universityUpdateSchema>;

/** The admin universities list as a URL carries it: lenient, an unknown value falls back to the default. */
export const adminUniversityListSchema = z.object({
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v?.trim().slice(0, 100) || undefined),
  // A column of the table (its header links here); counts and dates start with the largest.
  sort: z.enum(['name', 'code', 'scholarship', 'status', 'applications', 'created']).optional().catch(undefined).transform((v) => v ?? 'name'),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  status: z.enum(['all', 'enabled', 'disabled']).optional().catch(undefined).transform((v) => v ?? 'all'),
  page: pageField,
  per_page: perPageField,
}).transform((p) => ({ ...p, dir: p.dir ?? (p.sort === 'applications' || p.sort === 'created' ? ('desc' as const) : ('asc' as const)) }));

export type AdminUniversityListParams = z.output<typeof adminUniversityListSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: university create, courses, and the admin lists' column sorts

/** A required text that an update may leave out but never blank. */
const requiredTrimmed = (min: number, max: number) =>
  z.preprocess(
    (raw) => {
      const v = trimmedTextInput(raw);
      return v === null ? '' : v;
    },
    textType().min(1, { error: validation.required, abort: true }).min(min, validation.minLength(min)).max(max, validation.maxLength(max)),
  );

/** A university's create: the update's fields with the name required (the code and slug are made when blank). */
export const universityCreateSchema = universityUpdateSchema.extend({
  name: requiredTrimmed(2, 200),
  code: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v),
    textType().max(40, validation.maxLength(40)).optional(),
  ),
});
export type UniversityCreateInput = z.output<typeof universityCreateSchema>;

/** A required reference (a select): present and a positive id. */
const requiredId = idSchema({ required: validation.chooseOption, invalid: validation.chooseOption });

/** Yuan as `yuan`, but a blank sent is "none" (null), so a form can clear it. */
const clearableYuan = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), yuan);

/** Years of study, one decimal (1.5). */
const durationYears = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v.trim().replace(/\s*years?$/i, '') : v),
  z
    .union([z.number(), z.string()])
    .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).min(0.5, validation.invalidNumber).max(10, validation.invalidNumber))
    .transform((n) => Math.round(n * 10) / 10)
    .nullable()
    .optional(),
);

/**
 * Every editable field of a course, all optional (an update changes only what it is sent); a
 * required one (title, degree, university) may be left out of an update but never blanked. `fee`
 * blank = the university's fee for the course's degree. `tag` as our slug or the old label.
 */
export const courseUpdateSchema = z
  .object({
    title: requiredTrimmed(2, 200).optional(),
    short_title: optionalText(100),
    code: optionalText(40),
    slug: slugField,
    seat: optionalInt(0, 1_000_000),
    duration: durationYears,
    description: optionalText(50_000),
    teaching_language: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v),
      z.enum(teachingLanguageValues, { error: validation.chooseOption }).optional(),
    ),
    major: optionalText(60),
    tag: z.preprocess(
      (v) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : (parseCourseTag(v) ?? v)),
      z.enum(courseTagValues, { error: validation.chooseOption }).nullable().optional(),
    ),
    program_id: requiredId.optional(),
    university_id: requiredId.optional(),
    status: flag,
    intake: z.preprocess(
      (v) => (v === undefined ? undefined : v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
      z.string({ error: validation.intakeFormat }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, validation.intakeFormat).nullable().optional(),
    ),
    deadline: isoDate,
    // Blank = none of its own: the university's fee for the degree (and its other fees) apply.
    fee: clearableYuan,
    accommodation_fee: clearableYuan,
    other_fee: clearableYuan,
    /** a kept stored file name (a new image comes as a file) */
    logo: storedFileName,
  })
  .strip();

export type CourseUpdateInput = z.output<typeof courseUpdateSchema>;

export const courseCreateSchema = courseUpdateSchema.extend({
  title: requiredTrimmed(2, 200),
  program_id: requiredId,
  university_id: requiredId,
});

export type CourseCreateInput = z.output<typeof courseCreateSchema>;

const sortDirection = z.enum(['asc', 'desc']).optional().catch(undefined);
const listText = searchText(100);
const listId = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : undefined));


/** The admin courses list as a URL carries it (lenient). */
export const adminCourseSortValues = ['title', 'code', 'university', 'program', 'fee', 'deadline', 'status', 'applications', 'created'] as const;
export const adminCourseListSchema = z
  .object({
    q: listText,
    university_id: listId,
    program_id: listId,
    status: z.enum(['all', 'enabled', 'disabled']).optional().catch(undefined).transform((v) => v ?? 'all'),
    sort: z.enum(adminCourseSortValues).optional().catch(undefined).transform((v) => v ?? 'title'),
    dir: sortDirection,
    page: pageField,
    per_page: perPageField,
  })
  .transform((p) => ({ ...p, dir: p.dir ?? (p.sort === 'applications' || p.sort === 'created' ? ('desc' as const) : ('asc' as const)) }));

export type AdminCourseListParams = z.output<typeof adminCourseListSchema>;

// ---------------------------------------------------------------------------------------------
// The simple catalogue resources of the back office: categories, programs (degrees), cities,
// countries and scholarship offers. One schema per resource holds its required fields (so the
// form, the server action and the legacy endpoint refuse the same input); an update takes the
// same schema made partial: it changes only the fields it is sent and cannot blank a required one.

const requiredText = (min: number, max: number) =>
  z.preprocess(
    trimmedTextInput,
    textType().min(1, { error: validation.required, abort: true }).min(min, validation.minLength(min)).max(max, validation.maxLength(max)),
  );

const requiredInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    z
      .union([z.number(), z.string()], { error: validation.required })
      .pipe(z.coerce.number<string | number>({ error: validation.digitsOnly }).int(validation.digitsOnly).min(min, validation.invalidNumber).max(max, validation.invalidNumber)),
  );

/** An optional reference (a select's "None" sends '' and clears it; absent leaves it as it is). */
const optionalId = optionalRef(null);
/** An optional date; '' clears it. */
const optionalDate = z.preprocess((v) => (v === '' ? null : v), isoDate);

export const categoryInputSchema = z
  .object({
    name: requiredText(2, 120),
    code: optionalText(40),
    /** the parent category (the seed sends it as `category_id`) */
    category_id: optionalId,
    status: flag,
    icon: storedFileName,
  })
  .strip();

export const programInputSchema = z
  .object({
    name: requiredText(2, 120),
    type: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
      z.enum(degreeTypeValues, { error: validation.chooseOption }),
    ),
    duration: optionalText(60),
    status: flag,
    icon: storedFileName,
  })
  .strip();

export const cityInputSchema = z
  .object({
    name: requiredText(2, 120),
    /** the seed's numeric city code */
    code: requiredInt(0, 99_999_999),
    province_id: optionalId,
    status: flag,
  })
  .strip();

export const countryInputSchema = z
  .object({
    name: requiredText(2, 120),
    code: requiredText(1, 10),
    status: flag,
  })
  .strip();

export const offerInputSchema = z
  .object({
    title: requiredText(2, 200),
    code: optionalText(40),
    type: optionalText(60),
    university_id: requiredId,
    program_id: optionalId,
    duration: optionalText(60),
    percent: requiredInt(0, 100),
    /** rich text: sanitised by the domain before it is stored */
    details: optionalText(50_000),
    deadline: optionalDate,
    status: flag,
    image: storedFileName,
  })
  .strip();

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type ProgramInput = z.output<typeof programInputSchema>;
export type CityInput = z.output<typeof cityInputSchema>;
export type CountryInput = z.output<typeof countryInputSchema>;
export type OfferInput = z.output<typeof offerInputSchema>;

/** The simple resources' names, as the back office, the audit log and the legacy paths use them. */
export const adminResourceNames = ['category', 'program', 'city', 'country', 'offer'] as const;
export type AdminResourceName = (typeof adminResourceNames)[number];

/** The schema of each resource (create: as is; update: `.partial()`). */
export const adminResourceSchemas = {
  category: categoryInputSchema,
  program: programInputSchema,
  city: cityInputSchema,
  country: countryInputSchema,
  offer: offerInputSchema,
} as const;

/** Columns a resource list sorts by (header links carry `sort` and `dir`). */
export const adminResourceSortKeys = {
  category: ['name', 'code', 'status', 'created'],
  program: ['name', 'type', 'status', 'created'],
  city: ['name', 'code', 'status', 'created'],
  country: ['name', 'code', 'status', 'created'],
  offer: ['title', 'university', 'percent', 'status', 'created'],
} as const satisfies Record<AdminResourceName, readonly string[]>;

/** A resource list as the URL carries it: lenient, an unknown value falls back to the default. */
export function adminResourceListSchema<K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.object({
    q: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v?.trim().slice(0, 100) || undefined),
    sort: z.enum(sortKeys).optional().catch(undefined).transform((v) => v ?? sortKeys[0]),
    dir: z.enum(['asc', 'desc']).optional().catch(undefined).transform((v) => v ?? 'asc'),
    status: z.enum(['all', 'enabled', 'disabled']).optional().catch(undefined).transform((v) => v ?? 'all'),
    page: pageField,
    per_page: perPageField,
  });
}

export type AdminResourceListParams = {
  q?: string;
  sort: string;
  dir: 'asc' | 'desc';
  status: 'all' | 'enabled' | 'disabled';
  page: number;
  per_page: number;
};

/** Where each resource lives in the back office. */
export const adminResourcePaths: Record<AdminResourceName, string> = {
  category: '/admin/categories',
  program: '/admin/programs',
  city: '/admin/cities',
  country: '/admin/countries',
  offer: '/admin/scholarships',
};
