import 'server-only';
import { and, asc, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { getDb } from '@/db';
import { isId } from '@/lib/http/id';
import { listCourses, type CoursePage } from './finder';
import { c, ci, publicCourse, u, withCourseJoins } from './rules';

/**
 * Courses as the public sees them besides the finder (finder.ts holds the cards, a course's page
 * and the finder's SQL): the seed's redirect, the home grid and the finder's menus. The admin's
 * writes are in course-admin.ts, its list in course-admin-list.ts.
 */

export { findCourseById, findCourseBySlug, listRelatedCourses, type CourseDetail } from './finder';

/** The slug of a public course (redirect of the seed's `/course?id=`). */
export async function findCourseSlug(id: number): Promise<string | null> {
  if (!isId(id)) return null;
  const [row] = await withCourseJoins(getDb().select({ slug: c.slug }).from(c).$dynamic())
    .where(and(publicCourse, eq(c.id, id)))
    .limit(1);
  return row?.slug ?? null;
}

/** The home page's course grid and the legacy `courses/for_home`: tagged courses first. */
export function listHomeCourses(limit = 8, page = 1): Promise<CoursePage> {
  return listCourses({ sort: 'featured', perPage: limit, page });
}

/** How many universities the finder's university menu lists at most (its HTML stays small on any catalogue). */
export const UNIVERSITY_FILTER_LIMIT = 60;

/** Of degree `programId` when it is one. */
const ofDegree = (programId?: number) => (programId !== undefined && isId(programId) ? eq(c.programId, programId) : undefined);

/**
 * The finder's university menu: the universities with the most public courses (of degree
 * `programId` when given), at most UNIVERSITY_FILTER_LIMIT, by name. Never the whole list: a
 * catalogue of thousands of universities would make every finder page a megabyte of options.
 */
export async function listUniversityFilterOptions(programId?: number): Promise<{ id: number; name: string; nameZh: string | null }[]> {
  const rows = await withCourseJoins(getDb().select({ id: u.id, name: u.name, nameZh: u.nameZh }).from(c).$dynamic())
    .where(and(publicCourse, ofDegree(programId)))
    .groupBy(u.id, u.name, u.nameZh)
    .orderBy(desc(count()), asc(u.name), asc(u.id))
    .limit(UNIVERSITY_FILTER_LIMIT);
  return (rows as { id: number; name: string; nameZh: string | null }[]).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** How many cities the finder's city menu lists at most when no province is chosen. */
export const CITY_FILTER_LIMIT = 40;

/**
 * The finder's city menu when no province is chosen: the cities with the most public courses (of
 * degree `programId` when given), at most CITY_FILTER_LIMIT, by name. The whole list (three hundred
 * cities) was a fifth of every finder page, in its HTML and again in its RSC payload (issue 14);
 * the other cities are listed once their province is chosen (components/catalogue/city-filter.tsx).
 */
export async function listCityFilterOptions(programId?: number): Promise<{ slug: string; name: string; nameZh: string | null }[]> {
  const rows = await withCourseJoins(getDb().select({ slug: ci.slug, name: ci.name, nameZh: ci.nameZh }).from(c).$dynamic())
    .where(and(publicCourse, ofDegree(programId), isNotNull(ci.id)))
    .groupBy(ci.id, ci.slug, ci.name, ci.nameZh)
    .orderBy(desc(count()), asc(ci.name), asc(ci.id))
    .limit(CITY_FILTER_LIMIT);
  return (rows as { slug: string; name: string; nameZh: string | null }[]).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug, 'en'));
}

/** The distinct intakes ('YYYY-MM') and majors of public courses, for the finder's menus. */
export async function listCourseFacets(): Promise<{ intakes: string[]; majors: string[] }> {
  const db = getDb();
  const [intakes, majors] = await Promise.all([
    withCourseJoins(db.selectDistinct({ intake: c.intake }).from(c).$dynamic())
      .where(and(publicCourse, isNotNull(c.intake)))
      .orderBy(asc(c.intake))
      .limit(200),
    withCourseJoins(db.selectDistinct({ major: c.major }).from(c).$dynamic())
      .where(and(publicCourse, isNotNull(c.major), ne(c.major, '')))
      .orderBy(asc(c.major))
      .limit(200),
  ]);
  return { intakes: intakes.map((r) => r.intake!), majors: majors.map((r) => r.major!) };
}
