import 'server-only';
import { findPublicJob, isJobUuid, listEnabledJobCategoryIds, listPublicJobRefs } from './public';
import { todayIso } from './status';

/**
 * The public jobs' uuids (with their expiry dates) and the enabled job categories' ids, held in
 * memory so that the proxy answers an unknown, unapproved or expired job (and an unknown
 * category) with the not-found page without a database query per request, the way
 * lib/catalogue/slug-index.ts does for the catalogue. Built on the first request that needs it,
 * again after every job change (`expireJobIndex`, called by `expireJobs`), and when older than
 * MAX_AGE_MS (a safety net for writes from elsewhere: scripts, tests, another instance). The
 * expiry date is kept so a job leaves at midnight (UTC) without a rebuild.
 *
 * Bounded: at most MAX_ENTRIES jobs; past that a uuid missing from the index costs one lookup.
 * The state lives on globalThis so that the proxy's bundle and the route handlers' share it.
 */
export const MAX_ENTRIES = 200_000;
const MAX_AGE_MS = 60_000;
/** A uuid missing from an index this old is checked against a fresh one (at most one rebuild per interval). */
export const MISS_REFRESH_MS = 2000;

export interface JobIndex {
  /** uuid (lower case) → expiry date (YYYY-MM-DD) or null */
  jobs: ReadonlyMap<string, string | null>;
  categoryIds: ReadonlySet<number>;
  complete: boolean;
}

interface State {
  version: number;
  built?: { version: number; at: number; day: string; index: JobIndex };
  building?: { version: number; promise: Promise<JobIndex> };
}

const holder = globalThis as typeof globalThis & { __zhiyuanJobIndex?: State };
const state = (): State => (holder.__zhiyuanJobIndex ??= { version: 0 });

/** A job or category changed: the next request that needs the index rebuilds it. */
export function expireJobIndex(): void {
  state().version++;
}

async function build(): Promise<JobIndex> {
  const [refs, categoryIds] = await Promise.all([listPublicJobRefs(MAX_ENTRIES + 1), listEnabledJobCategoryIds()]);
  return {
    jobs: new Map(refs.slice(0, MAX_ENTRIES).map((r) => [r.uuid.toLowerCase(), r.expireDate])),
    categoryIds: new Set(categoryIds),
    complete: refs.length <= MAX_ENTRIES,
  };
}

/** The index as it stands, without waiting (see freshSlugIndex): null when it would be rebuilt. */
export function freshJobIndex(): JobIndex | null {
  const s = state();
  return s.built && s.built.version === s.version && s.built.day === todayIso() && Date.now() - s.built.at < MAX_AGE_MS ? s.built.index : null;
}

export async function getJobIndex(maxAgeMs = MAX_AGE_MS): Promise<JobIndex> {
  const s = state();
  const version = s.version;
  const day = todayIso();
  if (s.built && s.built.version === version && s.built.day === day && Date.now() - s.built.at < maxAgeMs) return s.built.index;
  if (s.building && s.building.version === version) return s.building.promise;
  const startedAt = Date.now();
  const promise = build().then(
    (index) => {
      if (state().version === version) s.built = { version, at: startedAt, day, index };
      if (s.building?.promise === promise) s.building = undefined;
      return index;
    },
    (err: unknown) => {
      if (s.building?.promise === promise) s.building = undefined;
      throw err;
    },
  );
  s.building = { version, promise };
  return promise;
}

const jobPath = /^\/jobs\/([^/]+)$/;
const categoryPath = /^\/jobs\/category\/([^/]+)$/;

/**
 * What the index alone says of `pathname`: null when it is no job or job category page; 'public'
 * when the index holds it as public; 'ask' otherwise (unknown to this index, expired or malformed:
 * `isMissingJobRecord` decides, with a fresher index or a lookup).
 */
export function jobPathIn(index: JobIndex, pathname: string, today: string): 'public' | 'ask' | null {
  if (pathname === '/jobs/category') return 'ask';
  let m = categoryPath.exec(pathname);
  if (m) return /^[1-9]\d{0,9}$/.test(m[1]) && index.categoryIds.has(Number(m[1])) ? 'public' : 'ask';
  m = jobPath.exec(pathname);
  if (!m) return null;
  const expireDate = index.jobs.get(m[1].toLowerCase());
  return expireDate === null || (expireDate !== undefined && expireDate >= today) ? 'public' : 'ask';
}

/**
 * True when `pathname` is a job page (`/jobs/<uuid>`) or a job category page (`/jobs/category/<id>`)
 * whose record is not public. Other paths: false.
 */
export async function isMissingJobRecord(pathname: string): Promise<boolean> {
  if (pathname === '/jobs/category') return true;
  let m = categoryPath.exec(pathname);
  if (m) {
    if (!/^[1-9]\d{0,9}$/.test(m[1])) return true;
    const id = Number(m[1]);
    if ((await getJobIndex()).categoryIds.has(id)) return false;
    return !(await getJobIndex(MISS_REFRESH_MS)).categoryIds.has(id);
  }
  m = jobPath.exec(pathname);
  if (!m) return false;
  const uuid = m[1].toLowerCase();
  if (!isJobUuid(uuid)) return true;
  const today = todayIso();
  const open = (expireDate: string | null | undefined) => expireDate === null || (expireDate !== undefined && expireDate >= today);
  let index = await getJobIndex();
  if (index.jobs.has(uuid)) return !open(index.jobs.get(uuid));
  index = await getJobIndex(MISS_REFRESH_MS);
  if (index.jobs.has(uuid)) return !open(index.jobs.get(uuid));
  return index.complete || (await findPublicJob(uuid, today)) === null;
}
