/**
 * The back office's university and course contracts, client-safe: their create and update input
 * (the form, the server action and the legacy endpoint refuse the same input) and their lists'
 * URL parameters. Fees are entered in yuan; stored in fen.
 */
import { z } from 'zod';
import { searchText, textType, trimmedTextInput } from '@/lib/forms/text';
import { PHONE_MAX, withPhones, type PhoneFieldRule } from '@/lib/forms/phone';
import { courseTagValues, teachingLanguageValues, universityTypeValues } from './values';
import { perPageField, pageField } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import {
  clearableYuan,
  durationYears,
  flag,
  isoDate,
  optionalHttpUrl,
  optionalInt,
  optionalRef,
  optionalText,
  requiredId,
  requiredTrimmed,
  slugField,
  storedFileName,
  typedUniversity,
  withUniversityChoice,
  yuan,
} from './field-schemas';
import { parseCourseTag } from './labels';

/**
 * Every editable field of a university; all optional so that an update changes only what it
 * sends (the admin form sends them all; its required fields are the form's concern).
 */
export const universityUpdateFields = z
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
    /** checked and kept in E.164 by `universityPhones` (a national number is read as China's) */
    contact_no: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : typeof v === 'number' ? String(v) : v),
      textType().max(PHONE_MAX, validation.maxLength(PHONE_MAX)).nullable().optional(),
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

/** The university's phone: its own `+`, else a number in China (lib/forms/phone.ts). */
export const universityPhones: readonly PhoneFieldRule[] = [{ path: ['contact_no'], defaultCountry: 'CN' }];

export const universityUpdateSchema = withPhones(universityUpdateFields, universityPhones);

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

/** A university's create: the update's fields with the name required (the code and slug are made when blank). */
export const universityCreateFields = universityUpdateFields.extend({
  name: requiredTrimmed(2, 200),
  code: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v),
    textType().max(40, validation.maxLength(40)).optional(),
  ),
});

export const universityCreateSchema = withPhones(universityCreateFields, universityPhones);

export type UniversityCreateInput = z.output<typeof universityCreateSchema>;

/**
 * Every editable field of a course, all optional (an update changes only what it is sent); a
 * required one (title, degree, university) may be left out of an update but never blanked. `fee`
 * blank = the university's fee for the course's degree. `tag` as our slug or the old label. The
 * university is an id, or (the form's type-ahead) a typed name the domain resolves.
 */
export const courseFields = z
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
    university_q: typedUniversity,
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

/** The rule across the university's two fields comes last: a door adds its own fields first (the id, a new logo file). */
export const courseUpdateSchema = withUniversityChoice(courseFields, 'update');

export type CourseUpdateInput = z.output<typeof courseUpdateSchema>;

export const courseCreateFields = courseFields.extend({ title: requiredTrimmed(2, 200), program_id: requiredId });

export const courseCreateSchema = withUniversityChoice(courseCreateFields, 'create');

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
    /** the university type-ahead's typed text (a form sent without JavaScript); the page resolves it */
    university_q: listText,
    program_id: listId,
    status: z.enum(['all', 'enabled', 'disabled']).optional().catch(undefined).transform((v) => v ?? 'all'),
    sort: z.enum(adminCourseSortValues).optional().catch(undefined).transform((v) => v ?? 'title'),
    dir: sortDirection,
    page: pageField,
    per_page: perPageField,
  })
  .transform((p) => ({ ...p, dir: p.dir ?? (p.sort === 'applications' || p.sort === 'created' ? ('desc' as const) : ('asc' as const)) }));

export type AdminCourseListParams = z.output<typeof adminCourseListSchema>;
