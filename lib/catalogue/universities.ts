import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, queryRows } from '@/db';
import { applications, categories, cities, provinces, universities } from '@/db/schema';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { isId, parseId } from '@/lib/http/id';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { expireCatalogue } from './cache';
import { correctWords, fullTextMatch, isSearchable, keyWords, needsSubstringMatch, prefixTsQuery, RANK_CAP, substringMatch } from './search';
import { hasOpenIntake, nextOpenDeadline, publicCourseCount, publicScholarshipOpen, publicUniversity, universityJoins } from './rules';
import { adminUniversityListSchema, universityUpdateSchema, type UniversityListParams, type UniversityUpdateInput } from './schemas';

/**
 * Universities: the public reads (lists, cards, the page) and the admin writes, side by side.
 * Writes take the actor first, check `catalogue:write`, validate with the shared schema, change
 * the row and its audit entry in one transaction, expire the catalogue cache after the commit
 * (expiring inside it would let a concurrent request cache the old row again), and return the
 * record as the admin sees it.
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

/** Any university by id, enabled or not (the admin's view), or throws not found. */
async function getUniversityRecord(id: number): Promise<UniversityDetail> {
  const record = await findUniversityWhere(eq(u.id, id), false);
  if (!record) throw notFound('University');
  return record;
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

// ---------------------------------------------------------------------------------------------
// Admin writes

/** Our input (yuan in, fen stored) → the columns it sets. Only fields present are set. */
function toColumns(input: UniversityUpdateInput): Partial<typeof universities.$inferInsert> {
  const set: Partial<typeof universities.$inferInsert> = {};
  const copy = <K extends keyof typeof universities.$inferInsert>(key: K, value: unknown) => {
    if (value !== undefined) set[key] = value as (typeof universities.$inferInsert)[K];
  };
  copy('name', input.name);
  copy('nameZh', input.name_zh);
  copy('shortName', input.short_name);
  copy('code', input.code);
  copy('email', input.email);
  copy('contactNo', input.contact_no);
  copy('website', input.website);
  copy('introduction', input.introduction);
  copy('description', input.description);
  copy('accommodation', input.accommodation);
  copy('school', input.school);
  copy('requirement', input.requirement);
  copy('rulesAndRegulations', input.rules_and_regulations);
  copy('admissionsProcess', input.admissions_process);
  copy('bachelorFeeMinor', input.bachelor_fee);
  copy('mastersFeeMinor', input.masters_fee);
  copy('phdFeeMinor', input.phd_fee);
  copy('mbbsFeeMinor', input.mbbs_fee);
  copy('scholarshipFeeMinor', input.scholarship_fee);
  copy('languageFeeMinor', input.language_fee);
  copy('accommodationFeeMinor', input.accommodation_fee);
  copy('otherFeeMinor', input.other_fee);
  copy('internationalStudent', input.international_student);
  copy('foundedYear', input.founded_year);
  copy('ageLimit', input.age_limit);
  copy('deadline', input.deadline);
  copy('cityId', input.city_id);
  copy('location', input.location);
  copy('totalStudent', input.total_student);
  copy('totalSection', input.total_section);
  copy('totalProgram', input.total_program);
  copy('scholarshipOpen', input.scholarship_open);
  copy('type', input.type);
  copy('categoryId', input.category_id);
  copy('status', input.status);
  copy('logo', input.logo);
  copy('banner', input.banner);
  return set;
}

const codeTaken = () => new AppError('validation', validation.universityCodeTaken, { fieldErrors: { code: [validation.universityCodeTaken] } });

/** New images of a university, not yet stored: a File from a form or a multipart body. */
export interface UniversityImageFiles {
  logo?: Blob & { name?: string };
  banner?: Blob & { name?: string };
}

const imageKinds = { logo: 'university_logo', banner: 'university_banner' } as const;

/**
 * Splits a body into its fields and its new image files (a Blob under `logo` or `banner`); a
 * string there is a kept file name and stays a field.
 */
export function splitUniversityFiles(body: Record<string, unknown>): { input: Record<string, unknown>; files: UniversityImageFiles } {
  const input = { ...body };
  const files: UniversityImageFiles = {};
  for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
    const v = input[field];
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      files[field] = v;
      delete input[field];
    }
  }
  return { input, files };
}

/**
 * Updates a university (`catalogue:write`): only the fields given change. An unknown id answers
 * 404 before the input is judged. New images are stored only once the actor, the id and every
 * field have passed, inside the transaction (their rows roll back with it, and their bytes are
 * removed if it fails), so a refused update leaves no file behind. Returns the record as it is
 * now (enabled or not).
 */
export async function updateUniversity(
  actor: Actor,
  rawId: number | string,
  input: unknown,
  files: UniversityImageFiles = {},
  meta: { ip?: string | null; requestId?: string | null } = {},
): Promise<UniversityDetail> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'University');
  const db = getDb();
  const exists = await db.query.universities.findFirst({ columns: { id: true }, where: eq(universities.id, id) });
  if (!exists) throw notFound('University');
  const set = toColumns(parseInput(universityUpdateSchema, input));
  const stored: StoredFile[] = [];

  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
      if (!before) throw notFound('University');
      const fieldErrors: Record<string, string[]> = {};
      if (set.cityId !== undefined && set.cityId !== null) {
        const city = await tx.query.cities.findFirst({ columns: { id: true }, where: eq(cities.id, set.cityId) });
        if (!city) fieldErrors.city_id = [validation.chooseOption];
      }
      if (set.categoryId !== undefined && set.categoryId !== null) {
        const cat = await tx.query.categories.findFirst({ columns: { id: true }, where: eq(categories.id, set.categoryId) });
        if (!cat) fieldErrors.category_id = [validation.chooseOption];
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
      }
      for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
        const file = files[field];
        if (!file) continue;
        const saved = await saveUpload({ file, kind: imageKinds[field], ownerId: actor.id, field }, tx);
        stored.push(saved);
        set[field] = saved.storageKey;
      }
      if (Object.keys(set).length === 0) return;
      const [after] = await tx.update(universities).set(set).where(eq(universities.id, id)).returning();
      const pick = (row: typeof before) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'university',
        entityId: id,
        changes: diffChanges(pick(before), pick(after)),
        ip: meta.ip,
        requestId: meta.requestId,
      });
    });
  } catch (err) {
    // The rows rolled back with the transaction; the bytes are outside it.
    await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
    if (isUniqueViolation(err, 'code')) throw codeTaken();
    throw err;
  }

  expireCatalogue({ kind: 'university', id });
  return getUniversityRecord(id);
}

// ---------------------------------------------------------------------------------------------
// Admin list and status

/** One row of the admin universities list: enabled or not, with its real number of applications. */
export interface AdminUniversityRow {
  id: number;
  name: string;
  code: string;
  slug: string;
  logo: string | null;
  scholarshipOpen: boolean;
  status: boolean;
  applications: number;
  createdAt: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of every university, enabled or not (`catalogue:write`): a piece of the name or code,
 * the status, sorted by name, newest first or most applications first. The count of applications
 * is read from the applications themselves (every status), never a stored counter.
 */
export async function listUniversitiesForAdmin(actor: Actor, params: unknown = {}): Promise<Page<AdminUniversityRow>> {
  assertCan(actor, 'catalogue:write');
  const q = adminUniversityListSchema.parse(params ?? {});
  const where: SQL[] = [];
  if (q.status === 'enabled') where.push(eq(universities.status, true));
  if (q.status === 'disabled') where.push(eq(universities.status, false));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(or(ilike(universities.name, pattern), ilike(universities.code, pattern))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(universities).where(condition);
  const pageCount = pageCountOf(total, q.per_page);
  const page = Math.min(q.page, pageCount);
  const appCount = db
    .select({ universityId: applications.universityId, n: count().as('n') })
    .from(applications)
    .groupBy(applications.universityId)
    .as('app_count');
  const applicationsOf = sql<number>`coalesce(${appCount.n}, 0)`.mapWith(Number);
  const order =
    q.sort === 'created'
      ? [desc(universities.createdAt), desc(universities.id)]
      : q.sort === 'applications'
        ? [desc(applicationsOf), asc(universities.name), asc(universities.id)]
        : [asc(universities.name), asc(universities.id)];
  const items = await db
    .select({
      id: universities.id,
      name: universities.name,
      code: universities.code,
      slug: universities.slug,
      logo: universities.logo,
      scholarshipOpen: universities.scholarshipOpen,
      status: universities.status,
      applications: applicationsOf,
      createdAt: universities.createdAt,
    })
    .from(universities)
    .leftJoin(appCount, eq(appCount.universityId, universities.id))
    .where(condition)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  return toPage(items, total, page, q.per_page);
}

/**
 * Enables or disables a university (`catalogue:write`); a disabled one leaves every public page
 * at once (the cache expires after the commit). Setting the status it already has changes
 * nothing and writes no audit row.
 */
export async function setUniversityStatus(
  actor: Actor,
  rawId: number | string,
  enabled: boolean,
  meta: { ip?: string | null; requestId?: string | null } = {},
): Promise<{ id: number; name: string; status: boolean }> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'University');
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ id: universities.id, name: universities.name, status: universities.status })
      .from(universities)
      .where(eq(universities.id, id))
      .for('update');
    if (!before) throw notFound('University');
    if (before.status === enabled) return { row: before, changed: false };
    const [after] = await tx
      .update(universities)
      .set({ status: enabled })
      .where(eq(universities.id, id))
      .returning({ id: universities.id, name: universities.name, status: universities.status });
    await recordAudit(tx, {
      actor,
      action: enabled ? 'enable' : 'disable',
      entity: 'university',
      entityId: id,
      changes: diffChanges({ status: before.status }, { status: after.status }),
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return { row: after, changed: true };
  });
  if (result.changed) expireCatalogue({ kind: 'university', id });
  return result.row;
}
