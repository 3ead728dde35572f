import 'server-only';
import { and, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, courses, scholarshipOffers, universities } from '@/db/schema';
import { pageCountOf, toPage } from '@/lib/http/page';
import { asc, byIds, desc, estimatedRows, pageIdsOf, type OrderTerm } from '@/lib/lists/seek';
import { defineUseCase } from '@/lib/use-case';
import { adminUniversityListSchema } from './schemas';

/**
 * A page of every university, enabled or not (`catalogue:write`): a piece of the name or code,
 * the status, sorted by a column of the table in either direction. The count of applications
 * is read from the applications themselves (every status but draft), never a stored counter,
 * for the rows shown; the sort by applications reads the count kept on write
 * (`universities.application_count`, kept by the applications' triggers).
 *
 * Each page is read from an index in order: the page's ids first (from the nearer end of the
 * order, lib/lists/seek.ts), then those rows with their counts.
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
    let search: SQL | undefined;
    if (q.q) {
      const pattern = `%${escapeLike(q.q)}%`;
      search = or(ilike(universities.name, pattern), ilike(universities.code, pattern))!;
    }
    const condition = and(...where, search);
    const db = getDb();
    const [{ total }] = await db.select({ total: count() }).from(universities).where(condition);
    const pageCount = pageCountOf(total, q.per_page);
    const page = Math.min(q.page, pageCount);
    const by = (e: Parameters<typeof asc>[0]) => (q.dir === 'desc' ? desc(e) : asc(e));
    const terms: OrderTerm[] = {
      name: [by(universities.name)],
      code: [by(universities.code)],
      scholarship: [by(universities.scholarshipOpen), asc(universities.name)],
      status: [by(universities.status), asc(universities.name)],
      applications: [by(universities.applicationCount), asc(universities.name)],
      created: [by(universities.createdAt)],
    }[q.sort];
    // The page's ids, then its rows: a filter that keeps few rows is read matches-first.
    const pageIds = await pageIdsOf(
      db,
      (columns) => db.select(columns).from(universities).where(condition).$dynamic(),
      [...terms, asc(universities.id)],
      total,
      page,
      q.per_page,
      condition ? { rows: await estimatedRows('universities') } : false,
    );
    if (pageIds.length === 0) return toPage([], total, page, q.per_page);
    const rows = await db
      .select({
        id: universities.id,
        name: universities.name,
        code: universities.code,
        slug: universities.slug,
        logo: universities.logo,
        scholarshipOpen: universities.scholarshipOpen,
        status: universities.status,
        // A draft is the student's own, not an application yet.
        applications: db.$count(applications, and(eq(applications.universityId, universities.id), ne(applications.status, 'draft'))),
        /** what a delete takes with it */
        courses: db.$count(courses, eq(courses.universityId, universities.id)),
        offers: db.$count(scholarshipOffers, eq(scholarshipOffers.universityId, universities.id)),
        /** students' unsent drafts (they go with it too) */
        drafts: db.$count(applications, and(eq(applications.universityId, universities.id), eq(applications.status, 'draft'))),
        createdAt: universities.createdAt,
      })
      .from(universities)
      .where(inArray(universities.id, pageIds));
    return toPage(byIds(pageIds, rows), total, page, q.per_page);
  },
});

/** One row of the admin universities list: enabled or not, with its real number of applications. */
export type AdminUniversityRow = Awaited<ReturnType<typeof listUniversitiesForAdmin>>['items'][number];
