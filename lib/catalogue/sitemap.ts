import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { listPublicJobRefs } from '@/lib/jobs/public';
import { c, ci, p, publicCourse, publicUniversity, u, withCourseJoins, withUniversityJoins } from './rules';

/**
 * The URLs search engines should know: the content pages, every public university (and its
 * course list), every enabled city, every enabled degree's finder page, every public job (approved,
 * not expired) and every public course.
 * Split in files of at most SITEMAP_MAX URLs; courses (the only large part) come last, by id.
 */
export const SITEMAP_MAX = 50_000;

export interface SitemapEntry {
  /** a path on this site, e.g. `/universities/tsinghua-university` */
  path: string;
  /** ISO 8601 */
  lastModified?: string;
  priority?: number;
}

const staticPaths: SitemapEntry[] = [
  { path: '/', priority: 1 },
  { path: '/programs', priority: 0.9 },
  { path: '/universities', priority: 0.9 },
  { path: '/scholarships', priority: 0.8 },
  { path: '/jobs', priority: 0.8 },
  { path: '/howitworks', priority: 0.5 },
  { path: '/needhelp', priority: 0.5 },
  { path: '/about', priority: 0.4 },
  { path: '/contact', priority: 0.4 },
  { path: '/terms', priority: 0.2 },
  { path: '/privacy', priority: 0.2 },
];

const iso = (v: Date | string) => new Date(v).toISOString();

/** Everything except courses (a few thousand entries at most). */
async function fixedEntries(): Promise<SitemapEntry[]> {
  const db = getDb();
  const [universities, cities, degrees, jobs] = await Promise.all([
    withUniversityJoins(db.select({ slug: u.slug, updated_at: u.updatedAt }).from(u).$dynamic())
      .where(publicUniversity)
      .orderBy(asc(u.id)),
    db.select({ slug: ci.slug, updated_at: ci.updatedAt }).from(ci).where(eq(ci.status, true)).orderBy(asc(ci.id)),
    db.select({ id: p.id }).from(p).where(eq(p.status, true)).orderBy(asc(p.sortOrder), asc(p.id)),
    // Approved jobs that have not expired (a few thousand at most: they expire within 6 months).
    listPublicJobRefs(SITEMAP_MAX),
  ]);
  return [
    ...staticPaths,
    ...universities.flatMap((u) => [
      { path: `/universities/${u.slug}`, lastModified: iso(u.updated_at), priority: 0.8 },
      { path: `/universities/${u.slug}/courses`, lastModified: iso(u.updated_at), priority: 0.6 },
    ]),
    ...cities.map((c) => ({ path: `/cities/${c.slug}`, lastModified: iso(c.updated_at), priority: 0.6 })),
    ...degrees.map((d) => ({ path: `/programs?program_id=${Number(d.id)}`, priority: 0.7 })),
    ...jobs.map((j) => ({ path: `/jobs/${j.uuid}`, lastModified: iso(j.updatedAt), priority: 0.6 })),
  ];
}

async function countCourses(): Promise<number> {
  const [row] = await withCourseJoins(getDb().select({ n: count() }).from(c).$dynamic()).where(publicCourse);
  return row?.n ?? 0;
}

/** The number of sitemap files needed (at least 1); `max` URLs per file (tests use a small one). */
export async function countSitemapFiles(max = SITEMAP_MAX): Promise<number> {
  const [fixed, courses] = await Promise.all([fixedEntries(), countCourses()]);
  return Math.max(1, Math.ceil((fixed.length + courses) / max));
}

/** The entries of sitemap file `n` (0-based); empty when `n` is past the end. */
export async function listSitemapEntries(n: number, max = SITEMAP_MAX): Promise<SitemapEntry[]> {
  if (!Number.isInteger(n) || n < 0 || n > 10_000) return [];
  const fixed = await fixedEntries();
  const start = n * max;
  const end = start + max;
  const out = fixed.slice(start, end);
  const courseOffset = Math.max(0, start - fixed.length);
  const courseLimit = max - out.length;
  if (courseLimit > 0) {
    const rows = await withCourseJoins(getDb().select({ slug: c.slug, updated_at: c.updatedAt }).from(c).$dynamic())
      .where(publicCourse)
      .orderBy(asc(c.id))
      .limit(courseLimit)
      .offset(courseOffset);
    for (const r of rows) out.push({ path: `/courses/${r.slug}`, lastModified: iso(r.updated_at), priority: 0.7 });
  }
  return out;
}
