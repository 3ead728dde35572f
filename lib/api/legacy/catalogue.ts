import 'server-only';
import { z } from 'zod';
import { pageParams } from './envelopes';
import { defineFieldMap } from './fields';
import type { AdminCourse } from '@/lib/catalogue/course-admin';
import type { AdminCourseRow } from '@/lib/catalogue/course-admin-list';
import { type CourseDetail, findCourseSlug } from '@/lib/catalogue/courses';
import type { CourseCard } from '@/lib/catalogue/finder';
import { type CitySummary, type DegreeSummary, findCityByName } from '@/lib/catalogue/places';
import { courseTagLabels, legacyCourseTagLabels } from '@/lib/catalogue/schemas';
import type { AdminUniversityRow } from '@/lib/catalogue/university-admin-list';
import { findUniversitySlug, type UniversityCard, type UniversityDetail } from '@/lib/catalogue/universities';
import type { CatalogueFinders } from '@/lib/http/legacy-paths';
import { renderMessage } from '@/lib/i18n/catalogue';

/**
 * The catalogue at the legacy API's boundary (the seed clients' answers), one place per resource:
 * the seed's field names (`bannar`, `mejor`, `founded_at`, `Masters`, `course_description`),
 * flags as 1/0, money in yuan as JSON numbers, dates YYYY-MM-DD, `city` as the city's name,
 * `logo` / `bannar` as stored file names (served at /image/university/<file>).
 */

/** fen → yuan (a JSON number), null stays null. */
export const yuan = (minor: number | null | undefined): number | null => (minor === null || minor === undefined ? null : minor / 100);
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/**
 * The answer shapes of the mappers below, for the API reference (lib/api/openapi.ts): every key
 * each record has, with its type (strict: a key a mapper adds without adding it here is refused by
 * the type checker, each mapper's return type being its schema's).
 */
const id = z.number().int();
const int = z.number().int();
const text = z.string();
const maybe = z.string().nullable();
const money = z.number().nullable();
const flag01 = z.union([z.literal(0), z.literal(1)]);
/** A date as the seed wrote it (YYYY-MM-DD) or a timestamp (ISO 8601). */
const date = z.string();

const universityItem = z.strictObject({
  id,
  uuid: text,
  slug: text,
  name: text,
  name_zh: maybe,
  logo: maybe,
  city: maybe,
  province: maybe,
  deadline: maybe,
  scholarship_open: flag01,
  type: maybe,
  bachelor_fee: money,
  Masters: money,
  total_program: int,
  status: z.literal(1),
});
const university = z.strictObject({
  id,
  uuid: text,
  slug: text,
  name: text,
  name_zh: maybe,
  short_name: maybe,
  code: maybe,
  email: maybe,
  contact_no: maybe,
  website: maybe,
  introduction: maybe,
  description: maybe,
  accommodation: maybe,
  school: maybe,
  requirement: maybe,
  bachelor_fee: money,
  Masters: money,
  masters_fee: money,
  phd_fee: money,
  mbbs_fee: money,
  scholarship_fee: money,
  language_fee: money,
  accommodation_fee: money,
  other_fee: money,
  rules_and_regulations: maybe,
  international_student: int.nullable(),
  founded_at: int.nullable(),
  age_limit: maybe,
  deadline: maybe,
  admissions_process: maybe,
  province: maybe,
  city: maybe,
  city_id: id.nullable(),
  location: maybe,
  total_student: int.nullable(),
  total_section: int.nullable(),
  total_program: int,
  scholarship_open: flag01,
  type: maybe,
  category_id: id.nullable(),
  status: flag01,
  logo: maybe,
  bannar: maybe,
  updated_at: date,
});
const courseUniversity = z.strictObject({ id, slug: text, name: text, logo: maybe, city: maybe, province: maybe });
const courseItem = z.strictObject({
  id,
  slug: text,
  title: text,
  fee: money,
  accommodation_fee: money,
  duration: z.number().nullable(),
  teaching_language: maybe,
  mejor: maybe,
  tag: maybe,
  intake: maybe,
  deadline: maybe,
  logo: maybe,
  program_id: id,
  university_id: id,
  status: z.literal(1),
  program: z.strictObject({ id, name: text, type: text }),
  university: courseUniversity,
});
const course = courseItem.extend({
  uuid: text,
  code: maybe,
  short_title: maybe,
  seat: int.nullable(),
  course_description: maybe,
  other_fee: money,
  university: courseUniversity.extend({
    bachelor_fee: money,
    Masters: money,
    masters_fee: money,
    phd_fee: money,
    mbbs_fee: money,
    language_fee: money,
    accommodation_fee: money,
    other_fee: money,
    deadline: maybe,
  }),
  updated_at: date,
});
const adminUniversityItem = z.strictObject({
  id,
  name: text,
  code: maybe,
  slug: text,
  logo: maybe,
  scholarship_open: flag01,
  status: flag01,
  total_application: int,
  total_course: int,
  created_at: date,
});
const adminCourseItem = z.strictObject({
  id,
  title: text,
  code: maybe,
  slug: text,
  logo: maybe,
  fee: money,
  tuition: money,
  deadline: maybe,
  status: flag01,
  program_id: id,
  university_id: id,
  program: z.strictObject({ id, name: text }),
  university: z.strictObject({ id, name: text }),
  total_application: int,
  created_at: date,
});
const adminCourse = z.strictObject({
  id,
  uuid: text,
  slug: text,
  code: maybe,
  title: text,
  short_title: maybe,
  seat: int.nullable(),
  duration: z.number().nullable(),
  course_description: maybe,
  teaching_language: maybe,
  mejor: maybe,
  tag: maybe,
  fee: money,
  tuition: money,
  accommodation_fee: money,
  other_fee: money,
  intake: maybe,
  deadline: maybe,
  program_id: id,
  university_id: id,
  status: flag01,
  logo: maybe,
  program: z.strictObject({ id, name: text, type: text }),
  university: z.strictObject({ id, name: text, slug: text }),
  updated_at: date,
});

export const legacyCatalogueSchemas = {
  /** `toLegacyUniversityItem`: a university in the public lists. */
  universityItem,
  /** `toLegacyUniversity`: one university. */
  university,
  /** The admin's one university (`GET /api/admin/university/{id}`): with its applications and courses. */
  adminUniversity: university.extend({ total_application: int, total_course: int }),
  /** The admin delete's answer. */
  deletedUniversity: z.strictObject({ id, name: text, courses: int, offers: int }),
  /** `toLegacyCourseItem`: a course in the public lists. */
  courseItem,
  /** `toLegacyCourse`: one course. */
  course,
  /** `toLegacyAdminUniversityItem`, `toLegacyAdminCourseItem`: the admin lists' rows. */
  adminUniversityItem,
  adminCourseItem,
  /** `toLegacyAdminCourse`: one course as the admin calls answer it. */
  adminCourse,
  /** The admin's one course (`GET /api/admin/course/{id}`): with its applications. */
  adminCourseWithApplications: adminCourse.extend({ total_application: int }),
  deletedCourse: z.strictObject({ id, title: text }),
  city: z.strictObject({ id, name: text, name_zh: maybe, slug: text, code: int.nullable(), province: maybe, status: z.literal(1) }),
  degree: z.strictObject({ id, name: text, slug: text, type: text, duration: maybe, icon: maybe, status: z.literal(1) }),
};
type Shape<K extends keyof typeof legacyCatalogueSchemas> = z.output<(typeof legacyCatalogueSchemas)[K]>;

/** Request bodies of the admin university calls: seed names → our input names. */
export const universityFields = defineFieldMap({
  bannar: 'banner',
  founded_at: 'founded_year',
  Masters: 'masters_fee',
  city: { to: 'city_id', in: (v) => v },
});

/** Request bodies of the course filter: `mejor` → `major`. */
export const courseFilterFields = defineFieldMap({ mejor: 'major' });

/** A university in the public lists (`university/list`, `topfive`, `popular`, `city/{name}`, search). */
export function toLegacyUniversityItem(u: UniversityCard): Shape<'universityItem'> {
  return {
    id: u.id,
    uuid: u.uuid,
    slug: u.slug,
    name: u.name,
    name_zh: u.nameZh,
    logo: u.logo,
    city: u.city?.name ?? null,
    province: u.province?.name ?? null,
    deadline: u.nextDeadline,
    // Publicly open: the flag and a live offer (one rule, rules.ts).
    scholarship_open: flag(u.scholarshipOffered),
    type: u.type,
    bachelor_fee: yuan(u.bachelorFeeMinor),
    Masters: yuan(u.mastersFeeMinor),
    total_program: u.programCount,
    status: 1,
  };
}

/** One university (`GET /api/web/university/{id}`, the admin update's answer). */
export function toLegacyUniversity(u: UniversityDetail): Shape<'university'> {
  return {
    id: u.id,
    uuid: u.uuid,
    slug: u.slug,
    name: u.name,
    name_zh: u.nameZh,
    short_name: u.shortName,
    code: u.code,
    email: u.email,
    contact_no: u.contactNo,
    website: u.website,
    introduction: u.introduction,
    description: u.description,
    accommodation: u.accommodation,
    school: u.school,
    requirement: u.requirement,
    bachelor_fee: yuan(u.fees.bachelor),
    Masters: yuan(u.fees.masters),
    masters_fee: yuan(u.fees.masters),
    phd_fee: yuan(u.fees.phd),
    mbbs_fee: yuan(u.fees.mbbs),
    scholarship_fee: yuan(u.fees.scholarship),
    language_fee: yuan(u.fees.language),
    accommodation_fee: yuan(u.fees.accommodation),
    other_fee: yuan(u.fees.other),
    rules_and_regulations: u.rulesAndRegulations,
    international_student: u.internationalStudent,
    founded_at: u.foundedYear,
    age_limit: u.ageLimit,
    deadline: u.deadline,
    admissions_process: u.admissionsProcess,
    province: u.province?.name ?? null,
    city: u.city?.name ?? null,
    city_id: u.city?.id ?? null,
    location: u.location,
    total_student: u.totalStudent,
    total_section: u.totalSection,
    total_program: u.programCount,
    scholarship_open: flag(u.scholarshipOpen),
    type: u.type,
    category_id: u.categoryId,
    status: flag(u.status),
    logo: u.logo,
    bannar: u.banner,
    updated_at: u.updatedAt,
  };
}

/** A course in the public lists (`courses/for_home`, `course/university/{id}`, `course/program/{id}`, `course/filter`). */
export function toLegacyCourseItem(c: CourseCard): Shape<'courseItem'> {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    fee: yuan(c.tuitionMinor),
    accommodation_fee: yuan(c.accommodationFeeMinor),
    duration: c.durationYears,
    teaching_language: c.teachingLanguage,
    mejor: c.major,
    tag: c.tag ? renderMessage(legacyCourseTagLabels[c.tag], 'en') : null,
    intake: c.intake,
    deadline: c.deadline,
    logo: c.logo,
    program_id: c.degree.id,
    university_id: c.university.id,
    status: 1,
    program: { id: c.degree.id, name: c.degree.name, type: c.degree.type },
    university: {
      id: c.university.id,
      slug: c.university.slug,
      name: c.university.name,
      logo: c.university.logo,
      city: c.city?.name ?? null,
      province: c.province?.name ?? null,
    },
  };
}

/** One course (`GET /api/web/course/{id}`). `fee` is the tuition (the course's, else its university's for its degree). */
export function toLegacyCourse(c: CourseDetail): Shape<'course'> {
  return {
    ...toLegacyCourseItem(c),
    uuid: c.uuid,
    code: c.code,
    short_title: c.shortTitle,
    seat: c.seat,
    course_description: c.description,
    other_fee: yuan(c.otherFeeMinor),
    university: {
      ...toLegacyCourseItem(c).university,
      bachelor_fee: yuan(c.universityFees.bachelor),
      Masters: yuan(c.universityFees.masters),
      masters_fee: yuan(c.universityFees.masters),
      phd_fee: yuan(c.universityFees.phd),
      mbbs_fee: yuan(c.universityFees.mbbs),
      language_fee: yuan(c.universityFees.language),
      accommodation_fee: yuan(c.universityFees.accommodation),
      other_fee: yuan(c.universityFees.other),
      deadline: c.universityDeadline,
    },
    updated_at: c.updatedAt,
  };
}

export function toLegacyCity(c: CitySummary): Shape<'city'> {
  return { id: c.id, name: c.name, name_zh: c.nameZh, slug: c.slug, code: c.code, province: c.province?.name ?? null, status: 1 };
}

export function toLegacyDegree(d: DegreeSummary): Shape<'degree'> {
  return { id: d.id, name: d.name, slug: d.slug, type: d.type, duration: d.duration, icon: d.icon, status: 1 };
}

/** The record lookups of the public seed path forms (`/university?id=` …, see ./paths.ts). */
export const catalogueFinders: CatalogueFinders = {
  universitySlug: findUniversitySlug,
  courseSlug: findCourseSlug,
  citySlugByName: async (name) => (await findCityByName(name))?.slug ?? null,
};

/** Request bodies of the admin course calls: seed names → our input names. */
export const courseFields = defineFieldMap({ mejor: 'major', course_description: 'description' });

/** A row of `GET /api/admin/university`: the admin list's columns, with the real number of applications. */
export function toLegacyAdminUniversityItem(u: AdminUniversityRow): Shape<'adminUniversityItem'> {
  return {
    id: u.id,
    name: u.name,
    code: u.code,
    slug: u.slug,
    logo: u.logo,
    scholarship_open: flag(u.scholarshipOpen),
    status: flag(u.status),
    total_application: u.applications,
    total_course: u.courses,
    created_at: u.createdAt.toISOString(),
  };
}

/** A row of `GET /api/admin/course`. `fee` is the course's own fee (null: the university's applies); `tuition` the one that applies. */
export function toLegacyAdminCourseItem(c: AdminCourseRow): Shape<'adminCourseItem'> {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    slug: c.slug,
    logo: c.logo,
    fee: yuan(c.feeMinor),
    tuition: yuan(c.tuitionMinor),
    deadline: c.deadline,
    status: flag(c.status),
    program_id: c.program.id,
    university_id: c.university.id,
    program: { id: c.program.id, name: c.program.name },
    university: { id: c.university.id, name: c.university.name },
    total_application: c.applications,
    created_at: c.createdAt.toISOString(),
  };
}

/** One course as the admin calls answer it (`GET /api/admin/course/{id}`, create, update). */
export function toLegacyAdminCourse(c: AdminCourse): Shape<'adminCourse'> {
  return {
    id: c.id,
    uuid: c.uuid,
    slug: c.slug,
    code: c.code,
    title: c.title,
    short_title: c.shortTitle,
    seat: c.seat,
    duration: c.durationYears,
    course_description: c.description,
    teaching_language: c.teachingLanguage,
    mejor: c.major,
    tag: c.tag ? renderMessage(courseTagLabels[c.tag], 'en') : null,
    fee: yuan(c.feeMinor),
    tuition: yuan(c.tuitionMinor),
    accommodation_fee: yuan(c.accommodationFeeMinor),
    other_fee: yuan(c.otherFeeMinor),
    intake: c.intake,
    deadline: c.deadline,
    program_id: c.programId,
    university_id: c.universityId,
    status: flag(c.status),
    logo: c.logo,
    program: { id: c.program.id, name: c.program.name, type: c.program.type },
    university: { id: c.university.id, name: c.university.name, slug: c.university.slug },
    updated_at: c.updatedAt,
  };
}

/**
 * The old admin client's list query as an admin list's input: `q` (or its older `key`), `status`,
 * the list's own filters, `sort`, `dir`, and the page (`per_page` 20 by default, at most 60).
 */
export function legacyAdminListQuery(url: URL, filters: readonly string[] = []): Record<string, string | undefined> {
  const p = pageParams(url, { defaultPerPage: 20, maxPerPage: 60 });
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  return {
    q: get('q') ?? get('key'),
    status: get('status'),
    ...Object.fromEntries(filters.map((key) => [key, get(key)])),
    sort: get('sort'),
    dir: get('dir'),
    page: String(p.page),
    per_page: String(p.perPage),
  };
}
