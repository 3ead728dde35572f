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
import type { CatalogueFinders } from './paths';
import { renderMessage } from '@/lib/i18n/catalogue';

/**
 * The catalogue at the legacy API's boundary (the seed clients' answers), one place per resource:
 * the seed's field names (`bannar`, `mejor`, `founded_at`, `Masters`, `course_description`),
 * flags as 1/0, money in yuan as JSON numbers, dates YYYY-MM-DD, `city` as the city's name,
 * `logo` / `bannar` as stored file names (served at /image/university/<file>).
 */

/** fen → yuan (a JSON number), null stays null. */
export const yuan = (minor: number | null | undefined): number | null => (minor === null || minor === undefined ? null : minor / 100);
const flag = (b: boolean) => (b ? 1 : 0);

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
export function toLegacyUniversityItem(u: UniversityCard) {
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
export function toLegacyUniversity(u: UniversityDetail) {
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
export function toLegacyCourseItem(c: CourseCard) {
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
export function toLegacyCourse(c: CourseDetail) {
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

export function toLegacyCity(c: CitySummary) {
  return { id: c.id, name: c.name, name_zh: c.nameZh, slug: c.slug, code: c.code, province: c.province?.name ?? null, status: 1 };
}

export function toLegacyDegree(d: DegreeSummary) {
  return { id: d.id, name: d.name, slug: d.slug, type: d.type, duration: d.duration, icon: d.icon, status: 1 };
}

/**
 * The shapes of the public list items above, for the API reference (lib/api/openapi.ts): the keys
 * every item has and their types (an item may carry more).
 */
const id = z.number().int();
const text = z.string();
const maybe = z.string().nullable();
export const legacyItemSchemas = {
  universityItem: z.looseObject({ id, uuid: text, slug: text, name: text, name_zh: maybe, logo: maybe, city: maybe, province: maybe, deadline: maybe, scholarship_open: z.union([z.literal(0), z.literal(1)]), total_program: z.number().int(), status: z.literal(1) }),
  courseItem: z.looseObject({
    id,
    slug: text,
    title: text,
    mejor: maybe,
    tag: maybe,
    intake: maybe,
    deadline: maybe,
    logo: maybe,
    program_id: id,
    university_id: id,
    status: z.literal(1),
    program: z.looseObject({ id, name: text }),
    university: z.looseObject({ id, slug: text, name: text }),
  }),
  city: z.looseObject({ id, name: text, slug: text, province: maybe, status: z.literal(1) }),
  degree: z.looseObject({ id, name: text, slug: text, status: z.literal(1) }),
};

/** The record lookups of the public seed path forms (`/university?id=` …, see ./paths.ts). */
export const catalogueFinders: CatalogueFinders = {
  universitySlug: findUniversitySlug,
  courseSlug: findCourseSlug,
  citySlugByName: async (name) => (await findCityByName(name))?.slug ?? null,
};

/** Request bodies of the admin course calls: seed names → our input names. */
export const courseFields = defineFieldMap({ mejor: 'major', course_description: 'description' });

/** A row of `GET /api/admin/university`: the admin list's columns, with the real number of applications. */
export function toLegacyAdminUniversityItem(u: AdminUniversityRow) {
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
export function toLegacyAdminCourseItem(c: AdminCourseRow) {
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
export function toLegacyAdminCourse(c: AdminCourse) {
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
