import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { applications, categories } from '@/db/schema';
import { isId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import { isSearchable, RANK_CAP, rankedUniversityPage, universityKeyMatch, universityTextRank } from './search';
import {
  ci,
  cityProvince,
  hasOpenIntakeOf,
  liveOfferExistsOf,
  nextOpenDeadlineOf,
  publicCourseCountOf,
  publicScholarshipOpenOf,
  publicUniversity,
  pv,
  u,
  universityCity,
  withUniversityJoins,
} from './rules';
import { type UniversityListParams } from './schemas';

/**
 * Universities as the public sees them: the lists, the cards and the page (the admin's writes are
 * in university-admin.ts, its list in university-admin-list.ts). Every read applies the
 * visibility rules of rules.ts.
 */

// The catalogue's aliases (`u`, `ci`, `pv`: rules.ts), and a university's category.
const cat = alias(categories, 'cat');

/** A university in a list or card: the facts the cards show. */
const cardColumns = {
  id: u.id,
  uuid: u.uuid,
  slug: u.slug,
  name: u.name,
  nameZh: u.nameZh,
  logo: u.logo,
  city: { id: ci.id, name: ci.name, nameZh: ci.nameZh, slug: ci.slug },
  province: { name: pv.name, nameZh: pv.nameZh, slug: pv.slug },
  /** 'YYYY-MM-DD' */
  deadline: u.deadline,
  /** the stored flag (the admin's); the public pages show `scholarshipOffered` */
  scholarshipOpen: u.scholarshipOpen,
  /** publicly "Scholarship open": the flag and at least one live offer (rules.ts) */
  scholarshipOffered: sql<boolean>`${publicScholarshipOpenOf(u)}`.mapWith(Boolean),
  /** 'YYYY-MM-DD': the earliest deadline among its public courses still open (cards and page) */
  nextDeadline: nextOpenDeadlineOf(u),
  /** whether any public course is open for application ("No open intake" when not) */
  openIntake: sql<boolean>`${hasOpenIntakeOf(u)}`.mapWith(Boolean),
  type: u.type,
  /** number of public courses */
  programCount: publicCourseCountOf(u),
  /** CNY fen per year (the public lists show the bachelor and masters fees) */
  bachelorFeeMinor: u.bachelorFeeMinor,
  mastersFeeMinor: u.mastersFeeMinor,
};

/** From a university to its city and province (left joins: a university may have no city). */
const cityOfUniversity = universityCity;
const provinceOfCity = cityProvince;

/** Cards of universities, with their city and province. */
function selectCards() {
  return getDb().select(cardColumns).from(u).leftJoin(ci, cityOfUniversity).leftJoin(pv, provinceOfCity).$dynamic();
}

export type UniversityCard = Awaited<ReturnType<typeof listUniversitiesOfCity>>[number];

export type UniversityPage = Page<UniversityCard>;

/** The filter conditions of a university list (besides the keyword), visibility first. */
function universityFilters(params: Partial<UniversityListParams>): SQL[] {
  const where: SQL[] = [publicUniversity];
  if (params.city) where.push(eq(ci.slug, params.city));
  if (params.province) where.push(eq(pv.slug, params.province));
  if (params.type) where.push(eq(u.type, params.type as typeof u.$inferSelect.type));
  if (params.scholarshipOpen) where.push(publicScholarshipOpenOf(u));
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
  const found = await listUniversitiesAt(params);
  // A page past the last is the last page (every page offered opens its own rows).
  if (found.items.length === 0 && found.page > found.pageCount) return listUniversitiesAt({ ...params, page: found.pageCount });
  return found;
}

async function listUniversitiesAt(params: Partial<UniversityListParams>): Promise<UniversityPage> {
  const page = Math.max(1, params.page ?? 1);
  const perPage = Math.min(1000, Math.max(1, params.perPage ?? 20));
  if (params.type === 'invalid') return toPage([], 0, page, perPage);
  const key = isSearchable(params.key) ? params.key : undefined;
  const where: SQL[] = [...universityFilters(params)];
  if (!key) {
    const [items, counted] = await Promise.all([
      selectCards()
        .where(and(...where))
        .orderBy(asc(u.name), asc(u.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      countUniversities(params),
    ]);
    return toPage(items, counted, page, perPage);
  }
  where.push(await universityKeyMatch(key));
  const db = getDb();
  // Best match first, as the finder ranks (finder.ts): at most RANK_CAP matches are read and
  // counted; the name's likeness to the key (trigram similarity, the costly part) is computed for
  // the RERANK_CAP of them of best full-text rank only, which come first, the others following by
  // full-text rank: a common word ("technology", "university": thousands of universities) then
  // costs a few hundred similarities, not one per university. The page's ids and the number of
  // matches come from one reading of the matches.
  const matches = withUniversityJoins(db.select({ id: u.id, name: u.name, nameNorm: u.nameNorm, tr: sql<number>`${universityTextRank(key)}`.as('tr') }).from(u).$dynamic())
    .where(and(...where))
    .limit(RANK_CAP);
  const { ids, total } = await rankedUniversityPage(db, matches, key, page, perPage);
  const cards = ids.length === 0 ? [] : await selectCards().where(inArray(u.id, ids));
  const at = new Map(cards.map((c) => [c.id, c]));
  const items = ids.map((id) => at.get(id)).filter((c): c is UniversityCard => c !== undefined);
  return toPage(items, total, page, perPage);
}

/**
 * The home page's top five and the legacy `topfive` / `popular` lists: public universities by
 * number of applications, then number of public courses, then name.
 */
export async function listPopularUniversities(limit = 5): Promise<UniversityCard[]> {
  return selectCards()
    .where(publicUniversity)
    .orderBy(desc(getDb().$count(applications, eq(applications.universityId, u.id))), desc(publicCourseCountOf(u)), asc(u.name), asc(u.id))
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
  liveOffer: sql<boolean>`${liveOfferExistsOf(u)}`.mapWith(Boolean),
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

/** Public universities for filter menus (id, names), by name. */
export async function listUniversityOptions(): Promise<{ id: number; name: string; nameZh: string | null }[]> {
  return getDb().select({ id: u.id, name: u.name, nameZh: u.nameZh }).from(u).leftJoin(ci, cityOfUniversity).where(publicUniversity).orderBy(asc(u.name), asc(u.id)).limit(5000);
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
