import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { findCityBySlug } from './places';
import { c, publicCourse, publicUniversity, u, withCourseJoins, withUniversityJoins } from './rules';
import { getSlugIndex, MISS_REFRESH_MS, type SlugIndex } from './slug-index';

/** The public university with this slug, or null (unknown, disabled, or in a disabled city). */
export async function findPublicUniversityId(slug: string): Promise<number | null> {
  const [row] = await withUniversityJoins(getDb().select({ id: u.id }).from(u).$dynamic()).where(and(publicUniversity, eq(u.slug, slug)));
  return row ? row.id : null;
}

/** The public course with this slug (and its university), or null. */
export async function findPublicCourseRef(slug: string): Promise<{ id: number; universityId: number } | null> {
  const [row] = await withCourseJoins(getDb().select({ id: c.id, universityId: c.universityId }).from(c).$dynamic()).where(and(publicCourse, eq(c.slug, slug)));
  return row ?? null;
}

/**
 * The catalogue's detail pages and the lookup that decides whether their record is public. The
 * proxy asks before rendering so that an unknown or hidden record is answered as an unmatched path:
 * a 404 whose not-found page is in the first HTML. (A page that throws notFound() while rendering
 * also answers 404, but Next 16 then sends the page only in its script data, blank without
 * JavaScript; and a cached page would keep an empty body.) The answer comes from the in-process
 * index of public slugs (lib/catalogue/slug-index.ts), not a query per request; only when the
 * catalogue is larger than the index does a slug missing from it cost one lookup.
 */
const detailPaths: { pattern: RegExp; kind: 'universities' | 'courses' | 'cities'; find: (slug: string) => Promise<unknown> }[] = [
  { pattern: /^\/universities\/([^/]+)(?:\/courses)?$/, kind: 'universities', find: findPublicUniversityId },
  { pattern: /^\/courses\/([^/]+)$/, kind: 'courses', find: findPublicCourseRef },
  { pattern: /^\/cities\/([^/]+)$/, kind: 'cities', find: findCityBySlug },
];

/**
 * What the index alone says of `pathname`: null when it is no catalogue detail page; 'public' when
 * the index holds its slug; 'ask' otherwise (`isMissingCatalogueRecord` decides). Slugs are taken
 * as written: a path with a percent escape is for `isMissingCatalogueRecord`.
 */
export function detailPathIn(index: SlugIndex, pathname: string): 'public' | 'ask' | null {
  for (const { pattern, kind } of detailPaths) {
    const m = pattern.exec(pathname);
    if (m) return !m[1].includes('%') && index[kind].has(m[1]) ? 'public' : 'ask';
  }
  return null;
}

/** True when `pathname` is a catalogue detail page whose record is unknown or not public. */
export async function isMissingCatalogueRecord(pathname: string): Promise<boolean> {
  for (const { pattern, kind, find } of detailPaths) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    try {
      const slug = decodeURIComponent(m[1]);
      // A NUL character is in no slug (and the database would refuse it with an error).
      if (slug.includes('\u0000')) return true;
      let index = await getSlugIndex();
      if (index[kind].has(slug)) return false;
      // Not in the index: once more against an index at most a few seconds old (a record made
      // outside the app since the last build), then a lookup only if the catalogue outgrew it.
      index = await getSlugIndex(MISS_REFRESH_MS);
      if (index[kind].has(slug)) return false;
      return index.complete || (await find(slug)) === null;
    } catch (err) {
      if (err instanceof URIError) return true;
      throw err;
    }
  }
  return false;
}
