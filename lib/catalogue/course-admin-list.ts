import 'server-only';
import { and, count, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, dashboardCounts, programs, universities } from '@/db/schema';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { asc, byIds, countUpTo, desc, estimatedRows, pageIdsOf, pagingTotal, type OrderTerm } from '@/lib/lists/seek';
import { defineUseCase } from '@/lib/use-case';
import { adminCourseListSchema } from './schemas';

/**
 * A page of every course, enabled or not (`catalogue:write`): a piece of the title or code, the
 * university, the degree and the status; sorted by a column in either direction. Applications
 * are counted from the applications themselves (drafts are not applications yet), for the rows
 * shown only; the sort by applications reads the count kept on write
 * (`courses.application_count`, migration 0018).
 *
 * At 100,000 courses every page is read from an index in order: the page's ids first (from the
 * nearer end of the order, lib/lists/seek.ts), then those rows with their counts.
 */
export const listCoursesForAdmin = defineUseCase({
  name: 'catalogue.listCoursesForAdmin',
  summary: 'A page of every course, enabled or not, for the back office',
  access: 'catalogue:write',
  input: z.preprocess((v) => v ?? {}, adminCourseListSchema),
  run: (_admin, q) => coursePage(q, false),
});

/** The same page for the back office's list: a search's count past 10,000 is "10,000+" (its pages up to there). */
export const listCoursesForAdminPage = defineUseCase({
  name: 'catalogue.listCoursesForAdminPage',
  summary: 'The courses list page: as listCoursesForAdmin, a search counted up to 10,000 ("10,000+")',
  access: 'catalogue:write',
  input: z.preprocess((v) => v ?? {}, adminCourseListSchema),
  run: (_admin, q) => coursePage(q, true),
});

/** A page of the list; `cap`: a search's count stops at PAGE_COUNT_CAP (a common word matches a third of the courses). */
async function coursePage(q: z.infer<typeof adminCourseListSchema>, cap: boolean): Promise<Page<AdminCourseRow>> {
  const where: SQL[] = [];
  if (q.status === 'enabled') where.push(eq(courses.status, true));
  if (q.status === 'disabled') where.push(eq(courses.status, false));
  if (q.university_id) where.push(eq(courses.universityId, q.university_id));
  if (q.program_id) where.push(eq(courses.programId, q.program_id));
  let search: SQL | undefined;
  if (q.q) {
    // A piece of the title, code or short title: one trigram index (courses.admin_search, lower-cased).
    search = like(courses.adminSearch, `%${escapeLike(q.q.toLowerCase())}%`);
  }
  const condition = and(...where, search);
  const db = getDb();
  const { n: total, capped } = cap && q.q ? await countUpTo(db, db.select({ one: sql`1` }).from(courses).where(condition)) : { n: await countOf(q, condition), capped: false };
  const page = Math.min(q.page, pageCountOf(total, q.per_page));
  const by = (e: Parameters<typeof asc>[0]) => (q.dir === 'desc' ? desc(e) : asc(e));
  const byNullsLast = (e: Parameters<typeof asc>[0]) => (q.dir === 'desc' ? desc(e, 'last') : asc(e, 'last'));
  const terms: OrderTerm[] = {
    title: [by(courses.title)],
    code: [by(courses.code)],
    // Names kept on the course (migration 0025): one index each way; a filter on the
    // university or the degree makes its name the same on every row, so that sort is by title.
    university: q.university_id ? [asc(courses.title)] : [by(courses.universityName), asc(courses.title)],
    program: q.program_id ? [asc(courses.title)] : [by(courses.programName), asc(courses.title)],
    fee: [byNullsLast(courses.tuitionMinor)],
    deadline: [byNullsLast(courses.deadline)],
    status: [by(courses.status), asc(courses.title)],
    applications: [by(courses.applicationCount), asc(courses.title)],
    created: [by(courses.createdAt)],
  }[q.sort];
  // The page's ids, then its rows: a filter that keeps few rows is read matches-first.
  const pageIds = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(courses).$dynamic().where(condition),
    [...terms, asc(courses.id)],
    pagingTotal(total, capped),
    page,
    q.per_page,
    condition ? { rows: await estimatedRows('courses') } : false,
  );
  const counted = capped ? { totalCapped: true } : {};
  if (pageIds.length === 0) return { ...toPage([], total, page, q.per_page), ...counted };
  const rows = await rowsOf(pageIds);
  return { ...toPage(byIds(pageIds, rows), total, page, q.per_page), ...counted };
}

/**
 * The number of courses matching: without a university, degree or search filter, from the counts
 * kept on write (`dashboard_counts`: every course, the enabled ones; migration 0018), exact and
 * without reading 100,000 index entries; else counted.
 */
async function countOf(q: { status?: string; university_id?: number; program_id?: number; q?: string }, condition: SQL | undefined): Promise<number> {
  const db = getDb();
  if (!q.university_id && !q.program_id && !q.q) {
    const rows = await db.select({ key: dashboardCounts.key, n: dashboardCounts.n }).from(dashboardCounts).where(inArray(dashboardCounts.key, ['courses', 'courses:enabled']));
    const of = (key: string) => rows.find((r) => r.key === key)?.n;
    const all = of('courses');
    const enabled = of('courses:enabled');
    if (all !== undefined && enabled !== undefined) return q.status === 'enabled' ? enabled : q.status === 'disabled' ? all - enabled : all;
  }
  const [{ total }] = await db.select({ total: count() }).from(courses).where(condition);
  return total;
}

/** The rows of a page's courses, with their applications and drafts counted. */
async function rowsOf(pageIds: number[]) {
  const db = getDb();
  return db
    .select({
      id: courses.id,
      title: courses.title,
      code: courses.code,
      slug: courses.slug,
      logo: courses.logo,
      university: { id: universities.id, name: universities.name },
      program: { id: programs.id, name: programs.name },
      feeMinor: courses.feeMinor,
      tuitionMinor: courses.tuitionMinor,
      deadline: courses.deadline,
      status: courses.status,
      applications: db.$count(applications, and(eq(applications.courseId, courses.id), ne(applications.status, 'draft'))),
      drafts: db.$count(applications, and(eq(applications.courseId, courses.id), eq(applications.status, 'draft'))),
      createdAt: courses.createdAt,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .where(inArray(courses.id, pageIds));
}

/** One row of the admin courses list (enabled or not), with its number of applications and drafts. */
export type AdminCourseRow = Awaited<ReturnType<typeof rowsOf>>[number];
