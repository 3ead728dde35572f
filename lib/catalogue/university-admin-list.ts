import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, scholarshipOffers, universities } from '@/db/schema';
import { pageCountOf, toPage } from '@/lib/http/page';
import { defineUseCase } from '@/lib/use-case';
import { adminUniversityListSchema } from './schemas';

/**
 * A page of every university, enabled or not (`catalogue:write`): a piece of the name or code,
 * the status, sorted by a column of the table in either direction. The count of applications
 * is read from the applications themselves (every status but draft), never a stored counter.
 */
export const listUniversitiesForAdmin = defineUseCase({
  name: 'catalogue.listUniversitiesForAdmin',
  summary: 'A page of every university, enabled or not, for the back office',
  access: 'catalogue:write',
  input: z.preprocess((v) => v ?? {}, adminUniversityListSchema),
  run: async (_admin, q) => {
  const where: SQL[] = [];
  if (q.status === 'enabled') where.push(eq(universities.status, true));
  if (q.status === 'disabled') where.push(eq(universities.status, false));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(universities.name, pattern), ilike(universities.code, pattern))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(universities).where(condition);
  const pageCount = pageCountOf(total, q.per_page);
  const page = Math.min(q.page, pageCount);
  const appCount = db
    .select({ universityId: applications.universityId, n: count().as('n') })
    .from(applications)
    // A draft is the student's own, not an application yet.
    .where(ne(applications.status, 'draft'))
    .groupBy(applications.universityId)
    .as('app_count');
  const applicationsOf = sql<number>`coalesce(${appCount.n}, 0)`.mapWith(Number);
  const by = q.dir === 'desc' ? desc : asc;
  const column = {
    name: [by(universities.name)],
    code: [by(universities.code)],
    scholarship: [by(universities.scholarshipOpen), asc(universities.name)],
    status: [by(universities.status), asc(universities.name)],
    applications: [by(applicationsOf), asc(universities.name)],
    created: [by(universities.createdAt)],
  }[q.sort];
  const order = [...column, asc(universities.id)];
  const items = await db
    .select({
      id: universities.id,
      name: universities.name,
      code: universities.code,
      slug: universities.slug,
      logo: universities.logo,
      scholarshipOpen: universities.scholarshipOpen,
      status: universities.status,
      applications: applicationsOf,
      /** what a delete takes with it */
      courses: db.$count(courses, eq(courses.universityId, universities.id)),
      offers: db.$count(scholarshipOffers, eq(scholarshipOffers.universityId, universities.id)),
      /** students' unsent drafts (they go with it too) */
      drafts: db.$count(applications, and(eq(applications.universityId, universities.id), eq(applications.status, 'draft'))),
      createdAt: universities.createdAt,
    })
    .from(universities)
    .leftJoin(appCount, eq(appCount.universityId, universities.id))
    .where(condition)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  return toPage(items, total, page, q.per_page);
  },
});

/** One row of the admin universities list: enabled or not, with its real number of applications. */
export type AdminUniversityRow = Awaited<ReturnType<typeof listUniversitiesForAdmin>>['items'][number];
