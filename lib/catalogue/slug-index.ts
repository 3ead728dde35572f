import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { cities as cityTable, programs } from '@/db/schema';
import { c, publicCourse, publicUniversity, u, withCourseJoins, withUniversityJoins } from './rules';

/**
 * The public slugs of the catalogue, held in memory so that the proxy can tell an unknown or
 * hidden record from a real one without a database query per request (lib/catalogue/detail-paths.ts
 * turns a miss into the not-found page). One query per kind builds it, on the first request that
 * needs it and again after every catalogue change (`expireSlugIndex`, called by `expireCatalogue`),
 * or when it is older than MAX_AGE_MS (a safety net for scripts writing to a shared database).
 *
 * Bounded: at most MAX_ENTRIES slugs of each kind. A catalogue larger than that keeps the first
 * MAX_ENTRIES and answers "not in the index" with a lookup of that one slug (`complete: false`).
 *
 * The proxy and the pages are separate bundles in one process: the state lives on globalThis so
 * that the expiry called by a server action or route handler reaches the proxy's copy.
 */
export const MAX_ENTRIES = 200_000;
const MAX_AGE_MS = 10 * 60_000;

export interface SlugIndex {
  universities: ReadonlySet<string>;
  courses: ReadonlySet<string>;
  cities: ReadonlySet<string>;
  /** Enabled degree (program) ids: the finder's cached degree pages. */
  degreeIds: ReadonlySet<number>;
  /** False when a kind had more than MAX_ENTRIES public slugs (the index holds a part of them). */
  complete: boolean;
}

interface State {
  /** Bumped by every catalogue change; an index built under an older version is rebuilt. */
  version: number;
  built?: { version: number; at: number; index: SlugIndex };
  building?: { version: number; promise: Promise<SlugIndex> };
}

const holder = globalThis as typeof globalThis & { __zhiyuanSlugIndex?: State };
const state = (): State => (holder.__zhiyuanSlugIndex ??= { version: 0 });

/** The catalogue changed: the next request that needs the index rebuilds it. */
export function expireSlugIndex(): void {
  state().version++;
}

async function build(): Promise<SlugIndex> {
  const db = getDb();
  const limit = MAX_ENTRIES + 1;
  const [universities, courses, cities, degrees] = await Promise.all([
    withUniversityJoins(db.select({ slug: u.slug }).from(u).$dynamic()).where(publicUniversity).limit(limit),
    withCourseJoins(db.select({ slug: c.slug }).from(c).$dynamic()).where(publicCourse).limit(limit),
    db.select({ slug: cityTable.slug }).from(cityTable).where(eq(cityTable.status, true)).limit(limit),
    db.select({ id: programs.id }).from(programs).where(eq(programs.status, true)),
  ]);
  const complete = universities.length <= MAX_ENTRIES && courses.length <= MAX_ENTRIES && cities.length <= MAX_ENTRIES;
  const set = (rows: { slug: string }[]) => new Set(rows.slice(0, MAX_ENTRIES).map((r) => r.slug));
  return { universities: set(universities), courses: set(courses), cities: set(cities), degreeIds: new Set(degrees.map((d) => Number(d.id))), complete };
}

/**
 * A slug missing from an index this old is checked against a fresh one: a record written outside
 * the app (a script, a test, another instance) shows within seconds, and a flood of unknown slugs
 * costs at most one rebuild per this interval, never a query per request.
 */
export const MISS_REFRESH_MS = 2000;

/**
 * The index as it stands, without waiting: null when none is built for the current catalogue
 * version or it is older than MAX_AGE_MS (then `getSlugIndex` builds one). The launcher's front
 * door asks this (lib/http/public-gate.ts): it cannot wait for a build.
 */
export function freshSlugIndex(): SlugIndex | null {
  const s = state();
  return s.built && s.built.version === s.version && Date.now() - s.built.at < MAX_AGE_MS ? s.built.index : null;
}

/**
 * The current index: built at most once per catalogue version (concurrent callers share the
 * build), and again when older than `maxAgeMs`.
 */
export async function getSlugIndex(maxAgeMs = MAX_AGE_MS): Promise<SlugIndex> {
  const s = state();
  const version = s.version;
  if (s.built && s.built.version === version && Date.now() - s.built.at < maxAgeMs) return s.built.index;
  if (s.building && s.building.version === version) return s.building.promise;
  const startedAt = Date.now();
  const promise = build().then(
    (index) => {
      // Kept only if no change came while it was being read.
      if (state().version === version) s.built = { version, at: startedAt, index };
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
