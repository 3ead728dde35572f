import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import type { DegreeType } from '@/db/schema/enums';
import { courseJoins, publicCourse, publicUniversity } from './rules';

/** Cities, provinces and degrees as the public pages and the legacy lists show them. */

export interface CitySummary {
  id: number;
  slug: string;
  name: string;
  nameZh: string | null;
  code: number | null;
  province: { name: string; slug: string } | null;
  /** number of public universities in the city */
  universityCount: number;
}

interface CityRow {
  id: number;
  slug: string;
  name: string;
  name_zh: string | null;
  code: number | null;
  province_name: string | null;
  province_slug: string | null;
  university_count: number;
}

const toCity = (r: CityRow): CitySummary => ({
  id: Number(r.id),
  slug: r.slug,
  name: r.name,
  nameZh: r.name_zh,
  code: r.code === null ? null : Number(r.code),
  province: r.province_name && r.province_slug ? { name: r.province_name, slug: r.province_slug } : null,
  universityCount: Number(r.university_count ?? 0),
});

const cityColumns = sql`ci.id, ci.slug, ci.name, ci.name_zh, ci.code, pv.name AS province_name, pv.slug AS province_slug,
  (SELECT count(*)::int FROM universities u WHERE u.city_id = ci.id AND u.status) AS university_count`;

/** Enabled cities by name; `withUniversities` keeps only those with a public university. */
export async function listCities(opts: { withUniversities?: boolean } = {}): Promise<CitySummary[]> {
  const rows = await queryRows<CityRow>(
    getDb(),
    sql`SELECT ${cityColumns}
          FROM cities ci LEFT JOIN provinces pv ON pv.id = ci.province_id
         WHERE ci.status
           ${opts.withUniversities ? sql`AND EXISTS (SELECT 1 FROM universities u WHERE u.city_id = ci.id AND u.status)` : sql``}
         ORDER BY ci.name, ci.id LIMIT 5000`,
  );
  return rows.map(toCity);
}

/** An enabled city by slug, or null. */
export async function findCityBySlug(slug: string): Promise<CitySummary | null> {
  const [row] = await queryRows<CityRow>(
    getDb(),
    sql`SELECT ${cityColumns} FROM cities ci LEFT JOIN provinces pv ON pv.id = ci.province_id
         WHERE ci.status AND ci.slug = ${slug} LIMIT 1`,
  );
  return row ? toCity(row) : null;
}

/**
 * An enabled city by name as the seed's links carried it (`/universityCitylist?name=Beijing`,
 * `/api/web/university/city/{name}`): case- and accent-insensitive name, or its slug.
 */
export async function findCityByName(name: string): Promise<CitySummary | null> {
  const n = name.trim();
  if (n === '' || n.length > 120) return null;
  const [row] = await queryRows<CityRow>(
    getDb(),
    sql`SELECT ${cityColumns} FROM cities ci LEFT JOIN provinces pv ON pv.id = ci.province_id
         WHERE ci.status AND (public.f_search_norm(ci.name) = public.f_search_norm(${n}) OR ci.slug = ${n.toLowerCase()})
         ORDER BY (ci.slug = ${n.toLowerCase()}) DESC, ci.id LIMIT 1`,
  );
  return row ? toCity(row) : null;
}

export interface ProvinceSummary {
  slug: string;
  name: string;
  nameZh: string | null;
}

/** Provinces with at least one public university, by name (the finder's menu). */
export async function listProvinces(): Promise<ProvinceSummary[]> {
  return queryRows<ProvinceSummary>(
    getDb(),
    sql`SELECT pv.slug, pv.name, pv.name_zh AS "nameZh" FROM provinces pv
         WHERE EXISTS (SELECT 1 FROM cities ci JOIN universities u ON u.city_id = ci.id
                        WHERE ci.province_id = pv.id AND ${publicUniversity})
         ORDER BY pv.name LIMIT 500`,
  );
}

export interface DegreeSummary {
  id: number;
  slug: string;
  name: string;
  type: DegreeType;
  duration: string | null;
  icon: string | null;
  /** number of public courses of this degree */
  courseCount: number;
}

/** Enabled degrees (programs) in their display order. */
export async function listDegrees(): Promise<DegreeSummary[]> {
  const rows = await queryRows<{ id: number; slug: string; name: string; type: DegreeType; duration: string | null; icon: string | null; course_count: number }>(
    getDb(),
    sql`SELECT p0.id, p0.slug, p0.name, p0.type, p0.duration, p0.icon,
               (SELECT count(*)::int FROM courses c ${courseJoins} WHERE c.program_id = p0.id AND ${publicCourse}) AS course_count
          FROM programs p0 WHERE p0.status ORDER BY p0.sort_order, p0.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name, type: r.type, duration: r.duration, icon: r.icon, courseCount: Number(r.course_count) }));
}
