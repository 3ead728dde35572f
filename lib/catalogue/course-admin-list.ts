import 'server-only';
import { and, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, programs, universities } from '@/db/schema';
import { pageCountOf, toPage } from '@/lib/http/page';
import { asc, byIds, desc, estimatedRows, pageIdsOf, type OrderTerm } from '@/lib/lists/seek';
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
  run: async (_admin, q) => {
    const where: SQL[] = [];
    if (q.status === 'enabled') where.push(eq(courses.status, true));
    if (q.status === 'disabled') where.push(eq(courses.status, false));
    if (q.university_id) where.push(eq(courses.universityId, q.university_id));
    if (q.program_id) where.push(eq(courses.programId, q.program_id));
    let search: SQL | undefined;
    if (q.q) {
      const pattern = `%${escapeLike(q.q)}%`;
      search = or(ilike(courses.title, pattern), ilike(courses.code, pattern), ilike(courses.shortTitle, pattern))!;
    }
    const condition = and(...where, search);
    const db = getDb();
    const [{ total }] = await db.select({ total: count() }).from(courses).where(condition);
    const page = Math.min(q.page, pageCountOf(total, q.per_page));
    const by = (e: Parameters<typeof asc>[0]) => (q.dir === 'desc' ? desc(e) : asc(e));
    const byNullsLast = (e: Parameters<typeof asc>[0]) => (q.dir === 'desc' ? desc(e, 'last') : asc(e, 'last'));
    const terms: OrderTerm[] = {
      title: [by(courses.title)],
      code: [by(courses.code)],
      university: [by(universities.name), asc(courses.title)],
      program: [by(programs.name), asc(courses.title)],
      fee: [byNullsLast(courses.tuitionMinor)],
      deadline: [byNullsLast(courses.deadline)],
      status: [by(courses.status), asc(courses.title)],
      applications: [by(courses.applicationCount), asc(courses.title)],
      created: [by(courses.createdAt)],
    }[q.sort];
    // The page's ids, then its rows: a filter that keeps few rows is read matches-first.
    const pageIds = await pageIdsOf(
      db,
      (columns) => {
        let ids = db.select(columns).from(courses).$dynamic();
        if (q.sort === 'university') ids = ids.innerJoin(universities, eq(universities.id, courses.universityId));
        if (q.sort === 'program') ids = ids.innerJoin(programs, eq(programs.id, courses.programId));
        return ids.where(condition);
      },
      [...terms, asc(courses.id)],
      total,
      page,
      q.per_page,
      condition ? { rows: await estimatedRows('courses') } : false,
    );
    if (pageIds.length === 0) return toPage([], total, page, q.per_page);
    const rows = await db
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
    return toPage(byIds(pageIds, rows), total, page, q.per_page);
  },
});

/** One row of the admin courses list (enabled or not), with its number of applications and drafts. */
export type AdminCourseRow = Awaited<ReturnType<typeof listCoursesForAdmin>>['items'][number];
