import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { companyProfiles, jobCategories, jobs } from '@/db/schema';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { toJobSummary, type JobSummary } from './dto';
import { jobSummaryColumns } from './summary';
import type { JobSearchParams } from './search-schemas';
import { todayIso } from './status';

/**
 * The public job list: approved jobs whose expiry date is today or later (or unset), in an
 * enabled category, narrowed by the visitor's search (lib/jobs/search-schemas.ts). A page past
 * the end answers the last page. Reads only: anyone may call it.
 */


/** What makes a job public on `today` (YYYY-MM-DD): approved, not expired, its category enabled. */
export function publicJobWhere(today: string): SQL {
  return and(eq(jobs.status, 'approved'), or(isNull(jobs.expireDate), gte(jobs.expireDate, today)), eq(jobCategories.status, true))!;
}

/** The offered pay a salary filter and sort compare: the top of the range, else its bottom. */
const payMinor = sql<number | null>`coalesce(${jobs.salaryMaxMinor}, ${jobs.salaryMinMinor})`;

function filters(p: Partial<JobSearchParams>, today: string, now: Date, prefs?: JobPreferences): SQL {
  const where: SQL[] = [publicJobWhere(today)];
  if (prefs) {
    // "Matches my preferences": any preferred category, city or keyword (nothing preferred: nothing matches).
    const any: SQL[] = [];
    if (prefs.categoryIds.length > 0) any.push(inArray(jobs.categoryId, prefs.categoryIds));
    for (const c of prefs.cities.slice(0, 20)) any.push(ilike(jobs.city, `%${escapeLike(c)}%`));
    for (const k of prefs.keywords.slice(0, 20)) {
      const pattern = `%${escapeLike(k)}%`;
      any.push(or(ilike(jobs.title, pattern), sql`array_to_string(${jobs.skills}, ' ') ILIKE ${pattern}`)!);
    }
    where.push(any.length > 0 ? or(...any)! : sql`false`);
  }
  if (p.q) {
    const pattern = `%${escapeLike(p.q)}%`;
    where.push(
      or(
        // lower(title) LIKE: the form jobs_title_trgm_idx serves.
        sql`lower(${jobs.title}) LIKE ${pattern.toLowerCase()}`,
        ilike(companyProfiles.orgName, pattern),
        sql`array_to_string(${jobs.skills}, ' ') ILIKE ${pattern}`,
      )!,
    );
  }
  if (p.where) {
    const pattern = `%${escapeLike(p.where)}%`;
    // A postcode matches by its start with spaces ignored ("me11aa", "ME1 1AA", "ME1").
    const postcode = `${escapeLike(p.where.replace(/\s+/g, '').toUpperCase())}%`;
    where.push(
      or(
        ilike(jobs.city, pattern),
        ilike(jobs.location, pattern),
        sql`upper(replace(coalesce(${jobs.postcode}, ''), ' ', '')) LIKE ${postcode}`,
      )!,
    );
  }
  if (p.categoryId) where.push(eq(jobs.categoryId, p.categoryId));
  if (p.jobNature) where.push(eq(jobs.jobNature, p.jobNature));
  if (p.postedWithinDays) where.push(gte(jobs.approvedAt, new Date(now.getTime() - p.postedWithinDays * 86_400_000)));
  if (p.experience !== undefined) where.push(or(isNull(jobs.experienceMin), lte(jobs.experienceMin, p.experience))!);
  if (p.salaryType) where.push(eq(jobs.salaryType, p.salaryType));
  if (p.salaryMin) where.push(sql`${payMinor} >= ${p.salaryMin * 100}`);
  return and(...where)!;
}

function order(sort: JobSearchParams['sort'] | undefined): SQL[] {
  switch (sort) {
    case 'salary':
      return [sql`${payMinor} DESC NULLS LAST`, desc(jobs.approvedAt), desc(jobs.id)];
    case 'closing':
      return [sql`${jobs.expireDate} ASC NULLS LAST`, desc(jobs.approvedAt), desc(jobs.id)];
    default:
      return [sql`${jobs.approvedAt} DESC NULLS LAST`, desc(jobs.id)];
  }
}

/** A candidate's preferences (their resume's preference section) as a filter. */
export interface JobPreferences {
  categoryIds: number[];
  cities: string[];
  keywords: string[];
}

export interface PublicJobListOptions {
  /** only jobs matching any of these preferences */
  preferences?: JobPreferences;
  /** YYYY-MM-DD, the day expiry is compared with (default today, UTC) */
  today?: string;
  now?: Date;
}

/** One page of public jobs for a search; a page past the end answers the last page. */
export async function listPublicJobs(p: Partial<JobSearchParams>, opts: PublicJobListOptions = {}): Promise<Page<JobSummary>> {
  const today = opts.today ?? todayIso();
  const now = opts.now ?? new Date();
  const db = getDb();
  const where = filters(p, today, now, opts.preferences);
  const perPage = p.perPage ?? 20;
  const [{ n }] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(companyProfiles, eq(companyProfiles.id, jobs.companyProfileId))
    .where(where);
  const page = Math.min(Math.max(1, p.page ?? 1), pageCountOf(n, perPage));
  if (n === 0) return toPage([], 0, page, perPage);
  const rows = await db
    .select(jobSummaryColumns)
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(companyProfiles, eq(companyProfiles.id, jobs.companyProfileId))
    .where(where)
    .orderBy(...order(p.sort))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return toPage(
    rows.map((r) => toJobSummary(r, today)),
    n,
    page,
    perPage,
  );
}

/** The enabled categories with their number of public jobs (the list's category filter and links). */
export async function listPublicJobCategories(today: string = todayIso()): Promise<{ id: number; name: string; jobCount: number }[]> {
  const rows = await getDb()
    .select({
      id: jobCategories.id,
      name: jobCategories.name,
      jobCount: sql<number>`count(${jobs.id}) FILTER (WHERE ${jobs.status} = 'approved' AND (${jobs.expireDate} IS NULL OR ${jobs.expireDate} >= ${today}))`.mapWith(Number),
    })
    .from(jobCategories)
    .leftJoin(jobs, eq(jobs.categoryId, jobCategories.id))
    .where(eq(jobCategories.status, true))
    .groupBy(jobCategories.id)
    .orderBy(asc(jobCategories.name));
  return rows;
}
