import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import { courseJoins, publicCourse, publicUniversity, universityJoins } from './rules';

/**
 * The catalogue's detail pages, and whether the record a path names is public. The proxy asks
 * before rendering so that an unknown or hidden record is answered as an unmatched path: a 404
 * whose not-found page is in the first HTML. (A page that throws notFound() while rendering also
 * answers 404, but Next 16 then sends the page only in its script data, blank without JavaScript.)
 * The pages keep their own notFound() checks; this is the same rule, read once more.
 */
const detailPaths: { pattern: RegExp; exists: (slug: string) => SQL }[] = [
  {
    pattern: /^\/universities\/([^/]+)(?:\/courses)?$/,
    exists: (slug) => sql`SELECT 1 FROM universities u ${universityJoins} WHERE ${publicUniversity} AND u.slug = ${slug}`,
  },
  {
    pattern: /^\/courses\/([^/]+)$/,
    exists: (slug) => sql`SELECT 1 FROM courses c ${courseJoins} WHERE ${publicCourse} AND c.slug = ${slug}`,
  },
  { pattern: /^\/cities\/([^/]+)$/, exists: (slug) => sql`SELECT 1 FROM cities ci WHERE ci.status AND ci.slug = ${slug}` },
];

type SQL = ReturnType<typeof sql>;

/** True when `pathname` is a catalogue detail page whose record is unknown or not public. */
export async function isMissingCatalogueRecord(pathname: string): Promise<boolean> {
  for (const { pattern, exists } of detailPaths) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(m[1]);
    } catch {
      return true;
    }
    const rows = await queryRows(getDb(), sql`${exists(slug)} LIMIT 1`);
    return rows.length === 0;
  }
  return false;
}
