import 'server-only';
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, notExists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { companyProfiles, jobApplications, jobCategories, jobs, publicJobExpiryCounts, publicJobKeys } from '@/db/schema';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { asc as seekAsc, byIds, desc as seekDesc, estimatedRows, orderSql, pageIdsOf, type OrderTerm } from '@/lib/lists/seek';
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

/**
 * The same on the list's keys (public_job_keys holds the approved jobs only): not expired, the
 * category enabled (the enabled ids read once per query, so an index-only walk tests them itself).
 */
function publicKeyWhere(today: string): SQL {
  return and(
    or(isNull(k.expireDate), gte(k.expireDate, today)),
    sql`${k.categoryId} = ANY (ARRAY(SELECT ${jobCategories.id} FROM ${jobCategories} WHERE ${jobCategories.status}))`,
  )!;
}

const k = publicJobKeys;
/** `text` (lower-cased by the keys' trigger) holds `piece` (any case): the form a trigram index serves. */
const holds = (text: AnyColumn, piece: string) => sql`${text} LIKE ${`%${escapeLike(piece.toLowerCase())}%`}`;

/**
 * The conditions of a search, on the narrow keys of the approved jobs (public_job_keys: one
 * lower-cased text per job for the title, skills and organisation, one for the title and skills
 * (a candidate's preferred keywords), one for its place): a text
 * filter is a few LIKEs on short texts, each served by a trigram index (the planner ORs their
 * bitmaps, or tests them on the rows it walks along an order's index).
 */
function filters(p: Partial<JobSearchParams>, today: string, now: Date, prefs?: JobPreferences): SQL {
  const where: SQL[] = [publicKeyWhere(today)];
  if (prefs) {
    // "Matches my preferences": any preferred category, city or keyword (nothing preferred: nothing matches).
    const any: SQL[] = [];
    if (prefs.categoryIds.length > 0) any.push(inArray(k.categoryId, prefs.categoryIds));
    for (const c of prefs.cities.slice(0, 20)) any.push(holds(k.city, c));
    for (const w of prefs.keywords.slice(0, 20)) any.push(holds(k.words, w));
    where.push(any.length > 0 ? or(...any)! : sql`false`);
  }
  // The title, the skills or the employer's organisation.
  if (p.q) where.push(holds(k.search, p.q));
  if (p.where) {
    // A postcode matches by its start with spaces ignored ("me11aa", "ME1 1AA", "ME1").
    const postcode = `${escapeLike(p.where.replace(/\s+/g, '').toUpperCase())}%`;
    where.push(or(holds(k.place, p.where), sql`${k.postcode} LIKE ${postcode}`)!);
  }
  if (p.categoryId) where.push(eq(k.categoryId, p.categoryId));
  if (p.jobNature) where.push(eq(k.jobNature, p.jobNature));
  if (p.postedWithinDays) where.push(gte(k.approvedAt, new Date(now.getTime() - p.postedWithinDays * 86_400_000)));
  if (p.experience !== undefined) where.push(or(isNull(k.experienceMin), lte(k.experienceMin, p.experience))!);
  if (p.salaryType) where.push(eq(k.salaryType, p.salaryType));
  if (p.salaryMin) where.push(gte(k.pay, p.salaryMin * 100));
  return and(...where)!;
}

/** The list's orders; each is read in order from an index of the keys (public_job_keys_*_idx). */
function order(sort: JobSearchParams['sort'] | undefined): OrderTerm[] {
  const newest = [seekDesc(k.approvedAt, 'last'), seekDesc(k.jobId, 'last')];
  switch (sort) {
    case 'salary':
      return [seekDesc(k.pay, 'last'), ...newest];
    case 'closing':
      return [seekAsc(k.expireDate, 'last'), ...newest];
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
  /** leave out the jobs this candidate has applied to (a withdrawn application does not count) */
  notAppliedBy?: number;
  /** YYYY-MM-DD, the day expiry is compared with (default today, UTC) */
  today?: string;
  now?: Date;
}

/** The keys of the approved jobs (a search's conditions name only them). */
function publicKeys(db: ReturnType<typeof getDb>, columns: Record<string, unknown> = { id: k.jobId }) {
  return db
    .select(columns as { id: typeof k.jobId })
    .from(k)
    .$dynamic();
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
  const narrowed = opts.preferences || p.q || p.where || p.jobNature || p.postedWithinDays || p.experience !== undefined || p.salaryType || p.salaryMin;
  const filtered = narrowed || p.categoryId;
  // All public jobs, or one category's: counted from the summary kept on write; a search: counted on its keys.
  const n = narrowed ? (await db.select({ n: count() }).from(k).where(where))[0].n : await countFromSummary(today, p.categoryId);
  const page = Math.min(Math.max(1, p.page ?? 1), pageCountOf(n, perPage));
  if (n === 0) return toPage([], 0, page, perPage);
  // Matches first then ordered (a narrow search), or a walk along the order's index (a broad one).
  const fence = filtered ? { rows: await estimatedRows('public_job_keys') } : false;
  const ids = await pageIdsOf(db, (columns) => publicKeys(db, columns).where(where), order(p.sort), n, page, perPage, fence);
  return toPage(await summariesOf(ids, today), n, page, perPage);
}

/** The first `limit` public jobs of a search, in its order, uncounted (the dashboard's few). */
export async function firstPublicJobs(p: Partial<JobSearchParams>, limit: number, opts: PublicJobListOptions = {}): Promise<JobSummary[]> {
  const today = opts.today ?? todayIso();
  // A walk along the order's index, stopping at `limit`.
  const db = getDb();
  const base = filters(p, today, opts.now ?? new Date(), opts.preferences);
  // One probe of the (job, candidate) unique index per job walked.
  const where =
    opts.notAppliedBy === undefined
      ? base
      : and(
          base,
          notExists(
            db
              .select({ one: sql`1` })
              .from(jobApplications)
              .where(and(eq(jobApplications.jobId, k.jobId), eq(jobApplications.candidateId, opts.notAppliedBy), ne(jobApplications.status, 'withdrawn'))),
          ),
        );
  const ids = (await publicKeys(db).where(where).orderBy(...orderSql(order(p.sort))).limit(limit)).map((r) => r.id);
  return summariesOf(ids, today);
}

/** The enabled categories with their number of public jobs (the list's category filter and links). */
export async function listPublicJobCategories(today: string = todayIso()): Promise<{ id: number; name: string; jobCount: number }[]> {
  // The summary kept on write (public_job_expiry_counts: the approved jobs per category and expiry
  // date), summed for the dates from today on: a few rows per category, whatever the board's size.
  const x = publicJobExpiryCounts;
  return getDb()
    .select({
      id: jobCategories.id,
      name: jobCategories.name,
      jobCount: sql<number>`coalesce(sum(${x.n}), 0)::int`.mapWith(Number),
    })
    .from(jobCategories)
    .leftJoin(x, and(eq(x.categoryId, jobCategories.id), gte(x.expireDate, today)))
    .where(eq(jobCategories.status, true))
    .groupBy(jobCategories.id, jobCategories.name)
    .orderBy(asc(jobCategories.name));
}

/** The public jobs (of one category) from the summary kept on write: no job row counted. */
async function countFromSummary(today: string, categoryId?: number): Promise<number> {
  const x = publicJobExpiryCounts;
  const [row] = await getDb()
    .select({ n: sql<number>`coalesce(sum(${x.n}), 0)::int`.mapWith(Number) })
    .from(x)
    .innerJoin(jobCategories, eq(jobCategories.id, x.categoryId))
    .where(and(gte(x.expireDate, today), eq(jobCategories.status, true), categoryId ? eq(x.categoryId, categoryId) : undefined));
  return row?.n ?? 0;
}
