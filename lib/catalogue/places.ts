import 'server-only';
import { and, asc, desc, eq, exists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { programs, universities } from '@/db/schema';
import { c, ci, countOf, publicCourse, publicUniversity, pv, u, withCourseJoins } from './rules';

/**
 * Cities, provinces and degrees as the public pages and the legacy lists show them: simple reads
 * with the query builder (the catalogue's aliases, so the shared rules apply).
 */
const p0 = alias(programs, 'p0');

/** An enabled university in the city `ci`. */
const enabledUniversityOfCity = and(eq(universities.cityId, ci.id), eq(universities.status, true));

const cityColumns = {
  id: ci.id,
  slug: ci.slug,
  name: ci.name,
  nameZh: ci.nameZh,
  code: ci.code,
  province: { name: pv.name, nameZh: pv.nameZh, slug: pv.slug },
  /** number of enabled universities in the city */
  universityCount: countOf(universities, enabledUniversityOfCity),
};

function selectCities() {
  return getDb().select(cityColumns).from(ci).leftJoin(pv, eq(pv.id, ci.provinceId)).$dynamic();
}

/** Enabled cities by name; `withUniversities` keeps only those with a public university. */
export async function listCities(opts: { withUniversities?: boolean } = {}) {
  return selectCities()
    .where(
      and(
        eq(ci.status, true),
        opts.withUniversities ? exists(getDb().select({ one: sql`1` }).from(universities).where(enabledUniversityOfCity)) : undefined,
      ),
    )
    .orderBy(asc(ci.name), asc(ci.id))
    .limit(5000);
}

export type CitySummary = Awaited<ReturnType<typeof listCities>>[number];

/** An enabled city by slug, or null. */
export async function findCityBySlug(slug: string): Promise<CitySummary | null> {
  const [row] = await selectCities()
    .where(and(eq(ci.status, true), eq(ci.slug, slug)))
    .limit(1);
  return row ?? null;
}

/**
 * An enabled city by name as the seed's links carried it (`/universityCitylist?name=Beijing`,
 * `/api/web/university/city/{name}`): case- and accent-insensitive name, or its slug.
 */
export async function findCityByName(name: string): Promise<CitySummary | null> {
  const n = name.trim();
  if (n === '' || n.length > 120) return null;
  const slug = n.toLowerCase();
  const [row] = await selectCities()
    .where(and(eq(ci.status, true), or(sql`public.f_search_norm(${ci.name}) = public.f_search_norm(${n})`, eq(ci.slug, slug))))
    .orderBy(desc(eq(ci.slug, slug)), asc(ci.id))
    .limit(1);
  return row ?? null;
}

/** Provinces with at least one public university, by name (the finder's menu). */
export async function listProvinces() {
  return getDb()
    .select({ slug: pv.slug, name: pv.name, nameZh: pv.nameZh })
    .from(pv)
    .where(exists(getDb().select({ one: sql`1` }).from(ci).innerJoin(u, eq(u.cityId, ci.id)).where(and(eq(ci.provinceId, pv.id), publicUniversity))))
    .orderBy(asc(pv.name))
    .limit(500);
}

/** Enabled degrees (programs) in their display order. */
export async function listDegrees() {
  return getDb()
    .select({
      id: p0.id,
      slug: p0.slug,
      name: p0.name,
      type: p0.type,
      duration: p0.duration,
      icon: p0.icon,
      /** number of public courses of this degree */
      courseCount: sql<number>`(${withCourseJoins(getDb().select({ n: sql`count(*)::int` }).from(c).$dynamic()).where(and(eq(c.programId, p0.id), publicCourse))})`.mapWith(Number),
    })
    .from(p0)
    .where(eq(p0.status, true))
    .orderBy(asc(p0.sortOrder), asc(p0.id));
}

export type DegreeSummary = Awaited<ReturnType<typeof listDegrees>>[number];
