import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, queryRows } from '@/db';
import { cities, courses, programs, universities } from '@/db/schema';
import { isId } from '@/lib/http/id';
import { courseCardColumns, listCourses, type CourseCard, type CoursePage } from './finder';
import { courseJoins, otherFeeMinor, publicCourse } from './rules';

// The catalogue's aliases, so the shared rules (rules.ts) apply to builder queries.
const c = alias(courses, 'c');
const u = alias(universities, 'u');
const p = alias(programs, 'p');
const ci = alias(cities, 'ci');

/** One course, as its page and the legacy `course/{id}` show it. */
export interface CourseDetail extends CourseCard {
  uuid: string;
  code: string | null;
  shortTitle: string | null;
  seat: number | null;
  description: string | null;
  /** the course's own fee (null: the university's fee for its degree applies; see tuitionMinor) */
  feeMinor: number | null;
  /** CNY fen per year: the course's, else its university's */
  otherFeeMinor: number | null;
  /** the university's fees (CNY fen), for the fee table and the legacy nested university */
  universityFees: {
    bachelor: number | null;
    masters: number | null;
    phd: number | null;
    mbbs: number | null;
    language: number | null;
    accommodation: number | null;
    other: number | null;
  };
  universityDeadline: string | null;
  /** ISO 8601 */
  updatedAt: string;
}

async function findCourseWhere(cond: SQL): Promise<CourseDetail | null> {
  const [row] = await queryRows<CourseDetail>(
    getDb(),
    sql`SELECT ${courseCardColumns},
               c.uuid::text AS uuid, c.code, c.short_title AS "shortTitle", c.seat, c.description, c.fee_minor AS "feeMinor",
               ${otherFeeMinor} AS "otherFeeMinor",
               json_build_object('bachelor', u.bachelor_fee_minor, 'masters', u.masters_fee_minor, 'phd', u.phd_fee_minor,
                                 'mbbs', u.mbbs_fee_minor, 'language', u.language_fee_minor,
                                 'accommodation', u.accommodation_fee_minor, 'other', u.other_fee_minor) AS "universityFees",
               u.deadline::text AS "universityDeadline",
               to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
          FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND ${cond}
         LIMIT 1`,
  );
  return row ?? null;
}

/** A public course by slug, or null (unknown, or it, its university, city or degree disabled). */
export function findCourseBySlug(slug: string): Promise<CourseDetail | null> {
  return findCourseWhere(sql`c.slug = ${slug}`);
}

/** A public course by id, or null. */
export function findCourseById(id: number): Promise<CourseDetail | null> {
  if (!isId(id)) return Promise.resolve(null);
  return findCourseWhere(sql`c.id = ${id}`);
}

/** The slug of a public course (redirect of the seed's `/course?id=`). */
export async function findCourseSlug(id: number): Promise<string | null> {
  if (!isId(id)) return null;
  const [row] = await getDb()
    .select({ slug: c.slug })
    .from(c)
    .innerJoin(u, eq(u.id, c.universityId))
    .innerJoin(p, eq(p.id, c.programId))
    .leftJoin(ci, eq(ci.id, u.cityId))
    .where(and(publicCourse, eq(c.id, id)))
    .limit(1);
  return row?.slug ?? null;
}

/** The home page's course grid and the legacy `courses/for_home`: tagged courses first. */
export function listHomeCourses(limit = 8, page = 1): Promise<CoursePage> {
  return listCourses({ sort: 'featured', perPage: limit, page });
}

/** Other public courses of the same university (the course page's "more from"), at most `limit`. */
export async function listRelatedCourses(courseId: number, universityId: number, limit = 4): Promise<CourseCard[]> {
  return queryRows<CourseCard>(
    getDb(),
    sql`SELECT ${courseCardColumns} FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND c.university_id = ${universityId} AND c.id <> ${courseId}
         ORDER BY c.tag NULLS LAST, c.id LIMIT ${limit}`,
  );
}

/** How many universities the finder's university menu lists at most (its HTML stays small on any catalogue). */
export const UNIVERSITY_FILTER_LIMIT = 60;

/**
 * The finder's university menu: the universities with the most public courses (of degree
 * `programId` when given), at most UNIVERSITY_FILTER_LIMIT, by name. Never the whole list: a
 * catalogue of thousands of universities would make every finder page a megabyte of options.
 */
export async function listUniversityFilterOptions(programId?: number): Promise<{ id: number; name: string }[]> {
  const degree = programId !== undefined && isId(programId) ? sql`AND c.program_id = ${programId}` : sql``;
  const rows = await queryRows<{ id: number; name: string }>(
    getDb(),
    sql`SELECT u.id, u.name FROM courses c ${courseJoins} WHERE ${publicCourse} ${degree}
         GROUP BY u.id, u.name ORDER BY count(*) DESC, u.name, u.id LIMIT ${UNIVERSITY_FILTER_LIMIT}`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** How many cities the finder's city menu lists at most when no province is chosen. */
export const CITY_FILTER_LIMIT = 40;

/**
 * The finder's city menu when no province is chosen: the cities with the most public courses (of
 * degree `programId` when given), at most CITY_FILTER_LIMIT, by name. The whole list (three hundred
 * cities) was a fifth of every finder page, in its HTML and again in its RSC payload (issue 14);
 * the other cities are listed once their province is chosen (components/catalogue/city-filter.tsx).
 */
export async function listCityFilterOptions(programId?: number): Promise<{ slug: string; name: string }[]> {
  const degree = programId !== undefined && isId(programId) ? sql`AND c.program_id = ${programId}` : sql``;
  const rows = await queryRows<{ slug: string; name: string }>(
    getDb(),
    sql`SELECT ci.slug, ci.name FROM courses c ${courseJoins} WHERE ${publicCourse} ${degree} AND ci.id IS NOT NULL
         GROUP BY ci.id, ci.slug, ci.name ORDER BY count(*) DESC, ci.name, ci.id LIMIT ${CITY_FILTER_LIMIT}`,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug, 'en'));
}

/** The distinct intakes ('YYYY-MM') and majors of public courses, for the finder's menus. */
export async function listCourseFacets(): Promise<{ intakes: string[]; majors: string[] }> {
  const db = getDb();
  const [intakes, majors] = await Promise.all([
    queryRows<{ intake: string }>(
      db,
      sql`SELECT DISTINCT c.intake FROM courses c ${courseJoins} WHERE ${publicCourse} AND c.intake IS NOT NULL ORDER BY c.intake LIMIT 200`,
    ),
    queryRows<{ major: string }>(
      db,
      sql`SELECT DISTINCT c.major FROM courses c ${courseJoins} WHERE ${publicCourse} AND c.major IS NOT NULL AND c.major <> '' ORDER BY c.major LIMIT 200`,
    ),
  ]);
  return { intakes: intakes.map((r) => r.intake), majors: majors.map((r) => r.major) };
}
