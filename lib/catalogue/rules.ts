import 'server-only';
import { and, type AnyColumn, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import { cities, courses, programs, provinces, scholarshipOffers, universities } from '@/db/schema';
import { deadlineOpenOf, effectiveDeadlineOf } from './deadline';

/**
 * The catalogue rules every read shares, written once as query-builder expressions: what the
 * public may see (a record shows only while it and everything it hangs on are enabled), what a
 * course costs, and a university's public facts (its number of courses, its live offers, its next
 * deadline). Each rule is a function of the tables (or aliases) it reads, so it applies to any
 * query: a builder query over the aliases below, a query over the plain tables, and the finder's
 * and search's own SQL (finder.ts, search.ts: the only hand-written SQL of the catalogue), whose
 * table aliases are these (`c`, `u`, `p`, `ci`, `pv`).
 */

/** The catalogue's aliases: `c` courses, `u` universities, `p` programs, `ci` cities, `pv` provinces. */
export const c = alias(courses, 'c');
export const u = alias(universities, 'u');
export const p = alias(programs, 'p');
export const ci = alias(cities, 'ci');
export const pv = alias(provinces, 'pv');

/** The columns a rule reads. */
type Cols<K extends string> = Record<K, AnyColumn>;

/** A university's city (left join: a university may have no city), a city's province, a course's university and degree. */
export const universityCity = eq(ci.id, u.cityId);
export const cityProvince = eq(pv.id, ci.provinceId);
export const courseUniversity = eq(u.id, c.universityId);
export const courseDegree = eq(p.id, c.programId);

/** A builder select over `u` (or `c`) with the joins the rules need: `.$dynamic()` first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any dynamic select over the aliases
type Joinable = { leftJoin: (...a: any[]) => any; innerJoin: (...a: any[]) => any };
/** `u` → its city and province (left joins). */
export const withUniversityJoins = <Q extends Joinable>(q: Q): Q => q.leftJoin(ci, universityCity).leftJoin(pv, cityProvince);
/** `c` → its university, degree, city and province. */
export const withCourseJoins = <Q extends Joinable>(q: Q): Q =>
  q.innerJoin(u, courseUniversity).innerJoin(p, courseDegree).leftJoin(ci, universityCity).leftJoin(pv, cityProvince);

/** A university is public when it is enabled and its city (if it has one) is enabled. */
export function publicUniversityOf(uni: Cols<'status'>, city: Cols<'id' | 'status'>): SQL {
  return and(eq(uni.status, true), or(isNull(city.id), eq(city.status, true)))!;
}

/** A course is public only when it, its degree, its university and its city are all enabled. */
export function publicCourseOf(course: Cols<'status'>, degree: Cols<'status'>, uni: Cols<'status'>, city: Cols<'id' | 'status'>): SQL {
  return and(eq(course.status, true), eq(degree.status, true), publicUniversityOf(uni, city))!;
}

/** The rules on the catalogue's aliases (`u`, `ci`; `c`, `p`, `u`, `ci`). */
export const publicUniversity: SQL = publicUniversityOf(u, ci);
export const publicCourse: SQL = publicCourseOf(c, p, u, ci);

/**
 * Tuition of a course in CNY minor units: the course's own fee, else its university's fee for the
 * course's degree. The rule is written once, in SQL (`public.f_course_tuition_minor`, migration
 * 0005_tuition); triggers keep its value in `courses.tuition_minor` (indexed for the fee sorts), so
 * every read uses the column.
 */
export const tuitionMinorOf = (course: Cols<'tuitionMinor'>): AnyColumn => course.tuitionMinor;

/** Yearly accommodation and other fees: the course's own, else its university's. */
export const accommodationFeeMinorOf = (course: Cols<'accommodationFeeMinor'>, uni: Cols<'accommodationFeeMinor'>): SQL =>
  sql`coalesce(${course.accommodationFeeMinor}, ${uni.accommodationFeeMinor})`;
export const otherFeeMinorOf = (course: Cols<'otherFeeMinor'>, uni: Cols<'otherFeeMinor'>): SQL => sql`coalesce(${course.otherFeeMinor}, ${uni.otherFeeMinor})`;

// Subqueries, built without a database (a module may declare them before any connection opens).
const qb = new QueryBuilder();

/** `(SELECT count(*)::int FROM table WHERE where)`: a count as a value of the outer query. */
export function countOf(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(${qb.select({ n: sql`count(*)::int` }).from(table).where(where)})`.mapWith(Number);
}

// Subqueries about a university, on their own aliases (`cc`, `pp`, `so`, `sp`).
const cc = alias(courses, 'cc');
const pp = alias(programs, 'pp');
const so = alias(scholarshipOffers, 'so');
const sp = alias(programs, 'sp');

/** A university's public courses (its city and its own status are the caller's: it only counts for a university it shows). */
const publicCoursesOf = (uni: Cols<'id'>) => and(eq(cc.universityId, uni.id), eq(cc.status, true), eq(pp.status, true));

/** The number of public courses of a public university (its "number of programs"). */
export function publicCourseCountOf(uni: Cols<'id'>): SQL<number> {
  return sql<number>`(${qb.select({ n: sql`count(*)::int` }).from(cc).innerJoin(pp, eq(pp.id, cc.programId)).where(publicCoursesOf(uni))})`.mapWith(Number);
}

/**
 * A live scholarship offer of a university, as /scholarships and the university's tab list them:
 * the offer enabled, and open to every degree or to an enabled one.
 */
export function liveOfferExistsOf(uni: Cols<'id'>): SQL {
  return exists(
    qb
      .select({ one: sql`1` })
      .from(so)
      .leftJoin(sp, eq(sp.id, so.programId))
      .where(and(eq(so.universityId, uni.id), eq(so.status, true), or(isNull(so.programId), eq(sp.status, true)))),
  );
}

/**
 * "Scholarship open", publicly (the badge, the `scholarship=1` filter, the tab and the legacy
 * `scholarship_open`): the stored flag AND at least one live offer.
 */
export function publicScholarshipOpenOf(uni: Cols<'id' | 'scholarshipOpen'>): SQL {
  return and(eq(uni.scholarshipOpen, true), liveOfferExistsOf(uni))!;
}

/** The public courses of a university still open for application today (China time), and their effective deadline. */
function openCoursesOf(uni: Cols<'id' | 'deadline'>) {
  const deadline = effectiveDeadlineOf(cc.deadline, uni.deadline);
  return { deadline, where: and(publicCoursesOf(uni), deadlineOpenOf(deadline))! };
}

/** A university's next deadline ('YYYY-MM-DD' text, or NULL): the earliest effective deadline among its public courses still open. */
export function nextOpenDeadlineOf(uni: Cols<'id' | 'deadline'>): SQL<string | null> {
  const open = openCoursesOf(uni);
  return sql<string | null>`(${qb.select({ d: sql`min(${open.deadline})::text` }).from(cc).innerJoin(pp, eq(pp.id, cc.programId)).where(open.where)})`;
}

/** Whether a university has any public course open for application (with or without a deadline). */
export function hasOpenIntakeOf(uni: Cols<'id' | 'deadline'>): SQL {
  return exists(qb.select({ one: sql`1` }).from(cc).innerJoin(pp, eq(pp.id, cc.programId)).where(openCoursesOf(uni).where));
}
