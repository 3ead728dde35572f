import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, queryRows } from '@/db';
import { categories, cities, provinces, universities } from '@/db/schema';
import { isId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import { correctWords, fullTextMatch, isSearchable, keyWords, needsSubstringMatch, prefixTsQuery, RANK_CAP, substringMatch } from './search';
import { hasOpenIntake, liveOfferExists, nextOpenDeadline, publicCourseCount, publicScholarshipOpen, publicUniversity, universityJoins } from './rules';
import { type UniversityListParams } from './schemas';

/**
 * Universities as the public sees them: the lists, the cards and the page (the admin's writes are
 * in university-admin.ts, its list in university-admin-list.ts). Every read applies the
 * visibility rules of rules.ts.
 */

// The catalogue's aliases (`u`, `ci`, `pv`), so the shared rules (rules.ts) apply to builder queries.
const u = alias(universities, 'u');
const ci = alias(cities, 'ci');
const pv = alias(provinces, 'pv');
const cat = alias(categories, 'cat');

/** A university in a list or card: the facts the cards show. */
const cardColumns = {
  id: u.id,
  uuid: u.uuid,
  slug: u.slug,
  name: u.name,
  nameZh: u.nameZh,
  logo: u.logo,
  city: { id: ci.id, name: ci.name, slug: ci.slug },
  province: { name: pv.name, slug: pv.slug },
  /** 'YYYY-MM-DD' */
  deadline: u.deadline,
  /** the stored flag (the admin's); the public pages show `scholarshipOffered` */
  scholarshipOpen: u.scholarshipOpen,
  /** publicly "Scholarship open": the flag and at least one live offer (rules.ts) */
  scholarshipOffered: sql<boolean>`${publicScholarshipOpen}`.mapWith(Boolean),
  /** 'YYYY-MM-DD': the earliest deadline among its public courses still open (cards and page) */
  nextDeadline: sql<string | null>`${nextOpenDeadline}`,
  /** whether any public course is open for application ("No open intake" when not) */
  openIntake: sql<boolean>`${hasOpenIntake}`.mapWith(Boolean),
  type: u.type,
  /** number of public courses */
  programCount: sql<number>`${publicCourseCount}`.mapWith(Number),
  /** CNY fen per year (the public lists show the bachelor and masters fees) */
  bachelorFeeMinor: u.bachelorFeeMinor,
  mastersFeeMinor: u.mastersFeeMinor,
};

/** From a university to its city and province (left joins: a university may have no city). */
const cityOfUniversity = eq(ci.id, u.cityId);
const provinceOfCity = eq(pv.id, ci.provinceId);

/** Cards of universities, with their city and province. */
function selectCards() {
  return getDb().select(cardColumns).from(u).leftJoin(ci, cityOfUniversity).leftJoin(pv, provinceOfCity).$dynamic();
}

export type UniversityCard = Awaited<ReturnType<typeof listUniversitiesOfCity>>[number];

export type UniversityPage = Page<UniversityCard>;

/**
 * The university match: every word as a prefix in its text (name, Chinese name, city, province),
 * the same with typos corrected against the vocabulary, or the name itself alike: the key within
 * the name ("tsingua" ~ "tsinghua", indexed), the two alike, or the name within the key
 * ("zhejang univercity" ~ "zhejiang": a typo plus a misspelt "university" around it, so a lower
 * bar; universities are few, so this test no index serves stays cheap).
 */
async function universityKeyMatch(key: string): Promise<SQL> {
  const words = keyWords(key);
  const kn = sql`public.f_university_name_norm(${key})`;
  const parts: SQL[] = [fullTextMatch('u', words)];
  const corrected = await correctWords(words);
  if (corrected.changed) parts.push(fullTextMatch('u', corrected.words));
  if (needsSubstringMatch(key)) parts.push(substringMatch('u', key));
  parts.push(sql`(${kn} <> '' AND (u.name_norm % ${kn} OR ${kn} <% u.name_norm OR word_similarity(u.name_norm, ${kn}) >= 0.5))`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

function universityRank(key: string): SQL {
  const kn = sql`public.f_university_name_norm(${key})`;
  return sql`(2 * greatest(similarity(u.name_norm, ${kn}), word_similarity(${kn}, u.name_norm), word_similarity(u.name_norm, ${kn}))
              + ts_rank(u.search_vector, ${prefixTsQuery(keyWords(key))}))`;
}

/** The filter conditions of a university list (besides the keyword), visibility first. */
function universityFilters(params: Partial<UniversityListParams>): SQL[] {
  const where: SQL[] = [publicUniversity];
  if (params.city) where.push(eq(ci.slug, params.city));
  if (params.province) where.push(eq(pv.slug, params.province));
  if (params.type) where.push(sql`u.type = ${params.type}`);
  if (params.scholarshipOpen) where.push(publicScholarshipOpen);
  return where;
}

/** The number of public universities the filters (no keyword) match: the page cache's last page. */
export async function countUniversities(params: Partial<Omit<UniversityListParams, 'key' | 'page' | 'perPage'>>): Promise<number> {
  if (params.type === 'invalid') return 0;
  const [row] = await getDb().select({ n: count() }).from(u).leftJoin(ci, cityOfUniversity).leftJoin(pv, provinceOfCity).where(and(...universityFilters(params)));
  return row?.n ?? 0;
}

/**
 * /universities, /search and the legacy search: public universities, filtered by keyword, city,
 * province, type and scholarship; best match first with a keyword, else by name.
 */
export async function listUniversities(params: Partial<UniversityListParams>): Promise<UniversityPage> {
  const page = Math.max(1, params.page ?? 1);
  const perPage = Math.min(1000, Math.max(1, params.perPage ?? 20));
  if (params.type === 'invalid') return toPage([], 0, page, perPage);
  const key = isSearchable(params.key) ? params.key : undefined;
  const where: SQL[] = [...universityFilters(params)];
  if (key) where.push(await universityKeyMatch(key));
  const [items, counted] = await Promise.all([
    selectCards()
      .where(and(...where))
      .orderBy(...(key ? [sql`${universityRank(key)} DESC`] : []), asc(u.name), asc(u.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    // A keyword counts at most RANK_CAP matches, as it ranks at most that many.
    key
      ? queryRows<{ n: number }>(getDb(), sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM universities u ${universityJoins} WHERE ${and(...where)} LIMIT ${RANK_CAP}) x`).then((r) => r[0]?.n ?? 0)
      : countUniversities(params),
  ]);
  return toPage(items, counted, page, perPage);
}

/**
 * The home page's top five and the legacy `topfive` / `popular` lists: public universities by
 * number of applications, then number of public courses, then name.
 */
export async function listPopularUniversities(limit = 5): Promise<UniversityCard[]> {
  return selectCards()
    .where(publicUniversity)
    .orderBy(sql`(SELECT count(*) FROM applications a WHERE a.university_id = u.id) DESC`, sql`${publicCourseCount} DESC`, asc(u.name), asc(u.id))
    .limit(Math.min(1000, Math.max(1, limit)));
}

/** Every public university of a public city (by slug), by name. */
export async function listUniversitiesOfCity(citySlug: string) {
  return selectCards().where(and(publicUniversity, eq(ci.slug, citySlug))).orderBy(asc(u.name), asc(u.id)).limit(1000);
}

/** Everything a university's page, the legacy record and the admin see. */
const detailColumns = {
  ...cardColumns,
  /** whether it has a live scholarship offer, whatever its flag (the admin form warns when the flag is on without one) */
  liveOffer: sql<boolean>`${liveOfferExists}`.mapWith(Boolean),
  shortName: u.shortName,
  code: u.code,
  email: u.email,
  contactNo: u.contactNo,
  website: u.website,
  introduction: u.introduction,
  description: u.description,
  accommodation: u.accommodation,
  school: u.school,
  requirement: u.requirement,
  rulesAndRegulations: u.rulesAndRegulations,
  admissionsProcess: u.admissionsProcess,
  /** CNY fen, per year (scholarship: once) */
  fees: {
    bachelor: u.bachelorFeeMinor,
    masters: u.mastersFeeMinor,
    phd: u.phdFeeMinor,
    mbbs: u.mbbsFeeMinor,
    language: u.languageFeeMinor,
    accommodation: u.accommodationFeeMinor,
    other: u.otherFeeMinor,
    scholarship: u.scholarshipFeeMinor,
  },
  internationalStudent: u.internationalStudent,
  foundedYear: u.foundedYear,
  ageLimit: u.ageLimit,
  location: u.location,
  totalStudent: u.totalStudent,
  totalSection: u.totalSection,
  categoryId: u.categoryId,
  category: cat.name,
  banner: u.banner,
  /** enabled (always true for public reads; admin reads see disabled ones) */
  status: u.status,
  /** ISO 8601 (a string, so the cached copy is the same as a fresh one) */
  updatedAt: sql<string>`to_char(${u.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

async function findUniversityWhere(cond: SQL, publicOnly = true) {
  const [row] = await getDb()
    .select(detailColumns)
    .from(u)
    .leftJoin(ci, cityOfUniversity)
    .leftJoin(pv, provinceOfCity)
    .leftJoin(cat, eq(cat.id, u.categoryId))
    .where(and(publicOnly ? publicUniversity : undefined, cond))
    .limit(1);
  return row ?? null;
}

export type UniversityDetail = NonNullable<Awaited<ReturnType<typeof findUniversityWhere>>>;

/** Any university by id, enabled or not (the admin's view), or null. */
export function findUniversityForAdmin(id: number): Promise<UniversityDetail | null> {
  return findUniversityWhere(eq(u.id, id), false);
}

/** A public university by slug, or null (unknown or disabled). */
export function findUniversityBySlug(slug: string): Promise<UniversityDetail | null> {
  return findUniversityWhere(eq(u.slug, slug));
}

/** A public university by id, or null (unknown or disabled). */
export function findUniversityById(id: number): Promise<UniversityDetail | null> {
  if (!isId(id)) return Promise.resolve(null);
  return findUniversityWhere(eq(u.id, id));
}

/** The slug of a public university (redirects of the seed's `?id=` paths). */
export async function findUniversitySlug(id: number): Promise<string | null> {
  if (!isId(id)) return null;
  const [row] = await getDb().select({ slug: u.slug }).from(u).leftJoin(ci, cityOfUniversity).where(and(publicUniversity, eq(u.id, id)));
  return row?.slug ?? null;
}

/** Public universities for filter menus (id, name), by name. */
export async function listUniversityOptions(): Promise<{ id: number; name: string }[]> {
  return getDb().select({ id: u.id, name: u.name }).from(u).leftJoin(ci, cityOfUniversity).where(publicUniversity).orderBy(asc(u.name), asc(u.id)).limit(5000);
}

/** `GET /api/universities`: a page of public universities (id, uuid, name, logo), by name. */
export async function listUniversitySummaries(page: number, perPage: number) {
  const [items, total] = await Promise.all([
    getDb()
      .select({ id: u.id, uuid: u.uuid, name: u.name, logo: u.logo })
      .from(u)
      .leftJoin(ci, cityOfUniversity)
      .where(publicUniversity)
      .orderBy(asc(u.name), asc(u.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    countUniversities({}),
  ]);
  return toPage(items, total, page, perPage);
}
