import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import { courseCardColumns, listCourses, toCourseCard, type CourseCard, type CourseCardRow } from './finder';
import { courseJoins, otherFeeMinor, publicCourse } from './rules';

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

interface DetailRow extends CourseCardRow {
  uuid: string;
  code: string | null;
  short_title: string | null;
  seat: number | null;
  description: string | null;
  fee_minor: number | null;
  other_fee_minor: number | null;
  u_bachelor: number | null;
  u_masters: number | null;
  u_phd: number | null;
  u_mbbs: number | null;
  u_language: number | null;
  u_accommodation: number | null;
  u_other: number | null;
  u_deadline: string | null;
  updated_at: Date | string;
}

const num = (v: number | string | null) => (v === null || v === undefined ? null : Number(v));

async function findCourseWhere(cond: SQL): Promise<CourseDetail | null> {
  const [r] = await queryRows<DetailRow>(
    getDb(),
    sql`SELECT ${courseCardColumns},
               c.uuid::text AS uuid, c.code, c.short_title, c.seat, c.description, c.fee_minor,
               ${otherFeeMinor} AS other_fee_minor,
               u.bachelor_fee_minor AS u_bachelor, u.masters_fee_minor AS u_masters, u.phd_fee_minor AS u_phd,
               u.mbbs_fee_minor AS u_mbbs, u.language_fee_minor AS u_language,
               u.accommodation_fee_minor AS u_accommodation, u.other_fee_minor AS u_other,
               u.deadline::text AS u_deadline, c.updated_at
          FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND ${cond}
         LIMIT 1`,
  );
  if (!r) return null;
  return {
    ...toCourseCard(r),
    uuid: r.uuid,
    code: r.code,
    shortTitle: r.short_title,
    seat: num(r.seat),
    description: r.description,
    feeMinor: num(r.fee_minor),
    otherFeeMinor: num(r.other_fee_minor),
    universityFees: {
      bachelor: num(r.u_bachelor),
      masters: num(r.u_masters),
      phd: num(r.u_phd),
      mbbs: num(r.u_mbbs),
      language: num(r.u_language),
      accommodation: num(r.u_accommodation),
      other: num(r.u_other),
    },
    universityDeadline: r.u_deadline,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/** A public course by slug, or null (unknown, or it, its university, city or degree disabled). */
export function findCourseBySlug(slug: string): Promise<CourseDetail | null> {
  return findCourseWhere(sql`c.slug = ${slug}`);
}

/** A public course by id, or null. */
export function findCourseById(id: number): Promise<CourseDetail | null> {
  if (!validId(id)) return Promise.resolve(null);
  return findCourseWhere(sql`c.id = ${id}`);
}

/** The slug of a public course (redirect of the seed's `/course?id=`). */
export async function findCourseSlug(id: number): Promise<string | null> {
  if (!validId(id)) return null;
  const [row] = await queryRows<{ slug: string }>(getDb(), sql`SELECT c.slug FROM courses c ${courseJoins} WHERE ${publicCourse} AND c.id = ${id}`);
  return row?.slug ?? null;
}

/** The home page's course grid and the legacy `courses/for_home`: tagged courses first. */
export async function listHomeCourses(limit = 8, page = 1): Promise<{ items: CourseCard[]; total: number }> {
  const r = await listCourses({ sort: 'featured', perPage: limit, page });
  return { items: r.items, total: r.total };
}

/** Other public courses of the same university (the course page's "more from"), at most `limit`. */
export async function listRelatedCourses(courseId: number, universityId: number, limit = 4): Promise<CourseCard[]> {
  const rows = await queryRows<CourseCardRow>(
    getDb(),
    sql`SELECT ${courseCardColumns} FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND c.university_id = ${universityId} AND c.id <> ${courseId}
         ORDER BY c.tag NULLS LAST, c.id LIMIT ${limit}`,
  );
  return rows.map(toCourseCard);
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
