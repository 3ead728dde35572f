import 'server-only';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { companyProfiles, jobCategories, jobs } from '@/db/schema';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { asc as seekAsc, byIds, desc as seekDesc, estimatedRows, fenced, orderSql, pageIdsOf, pageWindow, type OrderTerm } from '@/lib/lists/seek';
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

/** A job's skills as one text (the expression of jobs_skills_trgm_idx; array_to_string's result). */
const skillsText = sql`public.f_text_array_join(${jobs.skills})`;

/**
 * The jobs matching any of `arms` (conditions on `jobs`), as a union of ids: each arm is read
 * from its own index (a category, a trigram index), so no ILIKE is tested on every public job.
 */
function unionOf(arms: SQL[]): SQL {
  return sql`${jobs.id} IN (${sql.join(
    arms.map((a) => sql`SELECT ${jobs.id} FROM ${jobs} WHERE ${a}`),
    sql` UNION `,
  )})`;
}

/** The offered pay a salary filter and sort compare: the top of the range, else its bottom. */
const payMinor = sql<number | null>`coalesce(${jobs.salaryMaxMinor}, ${jobs.salaryMinMinor})`;

/**
 * The conditions of a search. `form`: a text filter's arms (title, skills, organisation; city,
 * place, postcode; the preferences) as a union of ids, each arm read from its own index (for a
 * count, or a page read matches-first), or as one OR tested on each row (for a walk along an
 * order's index, which stops at the page: the first arm that holds ends the test).
 */
function filters(p: Partial<JobSearchParams>, today: string, now: Date, prefs?: JobPreferences, form: 'union' | 'or' = 'union'): SQL {
  const anyOf = form === 'union' ? unionOf : (arms: SQL[]) => or(...arms)!;
  const where: SQL[] = [publicJobWhere(today)];
  if (prefs) {
    // "Matches my preferences": any preferred category, city or keyword (nothing preferred: nothing matches).
    const any: SQL[] = [];
    if (prefs.categoryIds.length > 0) any.push(inArray(jobs.categoryId, prefs.categoryIds));
    for (const c of prefs.cities.slice(0, 20)) any.push(ilike(jobs.city, `%${escapeLike(c)}%`));
    for (const k of prefs.keywords.slice(0, 20)) {
      const pattern = `%${escapeLike(k)}%`;
      any.push(sql`lower(${jobs.title}) LIKE ${pattern.toLowerCase()}`, sql`${skillsText} ILIKE ${pattern}`);
    }
    where.push(any.length > 0 ? anyOf(any) : sql`false`);
  }
  if (p.q) {
    // The title (lower(title) LIKE: the form jobs_title_trgm_idx serves), the skills or the
    // employer's organisation.
    const pattern = `%${escapeLike(p.q)}%`;
    where.push(
      anyOf([
        sql`lower(${jobs.title}) LIKE ${pattern.toLowerCase()}`,
        sql`${skillsText} ILIKE ${pattern}`,
        inArray(jobs.companyProfileId, sql`(SELECT ${companyProfiles.id} FROM ${companyProfiles} WHERE ${ilike(companyProfiles.orgName, pattern)})`),
      ]),
    );
  }
  if (p.where) {
    const pattern = `%${escapeLike(p.where)}%`;
    // A postcode matches by its start with spaces ignored ("me11aa", "ME1 1AA", "ME1").
    const postcode = `${escapeLike(p.where.replace(/\s+/g, '').toUpperCase())}%`;
    where.push(anyOf([ilike(jobs.city, pattern), ilike(jobs.location, pattern), sql`upper(replace(coalesce(${jobs.postcode}, ''), ' ', '')) LIKE ${postcode}`]));
  }
  if (p.categoryId) where.push(eq(jobs.categoryId, p.categoryId));
  if (p.jobNature) where.push(eq(jobs.jobNature, p.jobNature));
  if (p.postedWithinDays) where.push(gte(jobs.approvedAt, new Date(now.getTime() - p.postedWithinDays * 86_400_000)));
  if (p.experience !== undefined) where.push(or(isNull(jobs.experienceMin), lte(jobs.experienceMin, p.experience))!);
  if (p.salaryType) where.push(eq(jobs.salaryType, p.salaryType));
  if (p.salaryMin) where.push(sql`${payMinor} >= ${p.salaryMin * 100}`);
  return and(...where)!;
}

/** The list's orders; each is read in order from a partial index of the approved jobs (jobs_public_*_idx). */
function order(sort: JobSearchParams['sort'] | undefined): OrderTerm[] {
  const newest = [seekDesc(jobs.approvedAt, 'last'), seekDesc(jobs.id)];
  switch (sort) {
    case 'salary':
      return [seekDesc(payMinor, 'last'), ...newest];
    case 'closing':
      return [seekAsc(jobs.expireDate, 'last'), ...newest];
    default:
      return newest;
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

/** The public jobs of a search (the joins its conditions name). */
function publicJobs(db: ReturnType<typeof getDb>) {
  return db.select({ id: jobs.id }).from(jobs).innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId)).$dynamic();
}

/** The rows of these job ids, in their order. */
async function summariesOf(ids: number[], today: string): Promise<JobSummary[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select(jobSummaryColumns)
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(companyProfiles, eq(companyProfiles.id, jobs.companyProfileId))
    .where(inArray(jobs.id, ids));
  return byIds(ids, rows).map((r) => toJobSummary(r, today));
}

/**
 * One page of public jobs for a search; a page past the end answers the last page. The page's
 * ids are read first, in the list's order from the nearer end (lib/lists/seek.ts), then those
 * rows.
 */
export async function listPublicJobs(p: Partial<JobSearchParams>, opts: PublicJobListOptions = {}): Promise<Page<JobSummary>> {
  const today = opts.today ?? todayIso();
  const now = opts.now ?? new Date();
  const db = getDb();
  const where = filters(p, today, now, opts.preferences);
  const perPage = p.perPage ?? 20;
  const [{ n }] = await db.select({ n: count() }).from(jobs).innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId)).where(where);
  const page = Math.min(Math.max(1, p.page ?? 1), pageCountOf(n, perPage));
  if (n === 0) return toPage([], 0, page, perPage);
  const filtered = opts.preferences || p.q || p.where || p.categoryId || p.jobNature || p.postedWithinDays || p.experience !== undefined || p.salaryType || p.salaryMin;
  // Matches-first (the union form), or a walk along the order's index (the OR form).
  const fence = filtered ? fenced({ rows: await estimatedRows('jobs') }, n, pageWindow(n, page, perPage)) : false;
  const pageWhere = fence ? where : filters(p, today, now, opts.preferences, 'or');
  const ids = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(jobs).innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId)).where(pageWhere).$dynamic(),
    order(p.sort),
    n,
    page,
    perPage,
    fence,
  );
  return toPage(await summariesOf(ids, today), n, page, perPage);
}

/** The first `limit` public jobs of a search, newest first, uncounted (the dashboard's few). */
export async function firstPublicJobs(p: Partial<JobSearchParams>, limit: number, opts: PublicJobListOptions = {}): Promise<JobSummary[]> {
  const today = opts.today ?? todayIso();
  // A walk along the newest-first index, stopping at `limit`: the OR form of the filter.
  const where = filters(p, today, opts.now ?? new Date(), opts.preferences, 'or');
  const ids = (await publicJobs(getDb()).where(where).orderBy(...orderSql(order(p.sort))).limit(limit)).map((r) => r.id);
  return summariesOf(ids, today);
}

/** The enabled categories with their number of public jobs (the list's category filter and links). */
export async function listPublicJobCategories(today: string = todayIso()): Promise<{ id: number; name: string; jobCount: number }[]> {
  // Each category's public jobs counted from the approved jobs' (category, expiry) index alone.
  const rows = await getDb()
    .select({
      id: jobCategories.id,
      name: jobCategories.name,
      jobCount: getDb().$count(jobs, and(eq(jobs.categoryId, jobCategories.id), eq(jobs.status, 'approved'), or(isNull(jobs.expireDate), gte(jobs.expireDate, today)))),
    })
    .from(jobCategories)
    .where(eq(jobCategories.status, true))
    .orderBy(asc(jobCategories.name));
  return rows;
}
