import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, programs, universities } from '@/db/schema';
import { pageCountOf, toPage } from '@/lib/http/page';
import { defineUseCase } from '@/lib/use-case';
import { adminCourseListSchema } from './schemas';

/**
 * A page of every course, enabled or not (`catalogue:write`): a piece of the title or code, the
 * university, the degree and the status; sorted by a column in either direction. Applications
 * are counted from the applications themselves (drafts are not applications yet).
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
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(courses.title, pattern), ilike(courses.code, pattern), ilike(courses.shortTitle, pattern))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(courses).where(condition);
  const page = Math.min(q.page, pageCountOf(total, q.per_page));
  const appCount = db
    .select({ courseId: applications.courseId, n: sql<number>`count(*) FILTER (WHERE ${applications.status} <> 'draft')`.as('n'), d: sql<number>`count(*) FILTER (WHERE ${applications.status} = 'draft')`.as('d') })
    .from(applications)
    .groupBy(applications.courseId)
    .as('app_count');
  const applicationsOf = sql<number>`coalesce(${appCount.n}, 0)`.mapWith(Number);
  const by = q.dir === 'desc' ? desc : asc;
  const column = {
    title: [by(courses.title)],
    code: [by(courses.code)],
    university: [by(universities.name), asc(courses.title)],
    program: [by(programs.name), asc(courses.title)],
    fee: [q.dir === 'desc' ? sql`${courses.tuitionMinor} DESC NULLS LAST` : sql`${courses.tuitionMinor} ASC NULLS LAST`],
    deadline: [q.dir === 'desc' ? sql`${courses.deadline} DESC NULLS LAST` : sql`${courses.deadline} ASC NULLS LAST`],
    status: [by(courses.status), asc(courses.title)],
    applications: [by(applicationsOf), asc(courses.title)],
    created: [by(courses.createdAt)],
  }[q.sort];
  const items = await db
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
      applications: applicationsOf,
      drafts: sql<number>`coalesce(${appCount.d}, 0)`.mapWith(Number),
      createdAt: courses.createdAt,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .leftJoin(appCount, eq(appCount.courseId, courses.id))
    .where(condition)
    .orderBy(...column, asc(courses.id))
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  return toPage(items, total, page, q.per_page);
  },
});

/** One row of the admin courses list (enabled or not), with its number of applications and drafts. */
export type AdminCourseRow = Awaited<ReturnType<typeof listCoursesForAdmin>>['items'][number];
