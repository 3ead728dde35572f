import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, queryRows, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, categories, cities, courses, programs, provinces, scholarshipOffers, universities } from '@/db/schema';
import { auditFields, diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { idSchema, isId, parseId } from '@/lib/http/id';
import { orNotFound } from '@/lib/auth/ownership';
import { defineUseCase } from '@/lib/use-case';
import { z } from 'zod';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { errors as errorMessages, validation } from '@/lib/messages';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { expireCatalogue } from './cache';
import { correctWords, fullTextMatch, isSearchable, keyWords, needsSubstringMatch, prefixTsQuery, RANK_CAP, substringMatch } from './search';
import { hasOpenIntake, liveOfferExists, nextOpenDeadline, publicCourseCount, publicScholarshipOpen, publicUniversity, universityJoins } from './rules';
import { sanitizeRichText } from './rich-text';
import {
  adminUniversityListSchema,
  slugify,
  universityCreateSchema,
  universityUpdateSchema,
  type UniversityListParams,
  type UniversityUpdateInput,
} from './schemas';

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
  copy('slug', input.slug);
  copy('nameZh', input.name_zh);
  copy('shortName', input.short_name);
  copy('code', input.code);
  copy('email', input.email);
  copy('contactNo', input.contact_no);
  copy('website', input.website);
  copy('introduction', sanitizeRichText(input.introduction));
  copy('description', sanitizeRichText(input.description));
  copy('accommodation', sanitizeRichText(input.accommodation));
  copy('school', sanitizeRichText(input.school));
  copy('requirement', sanitizeRichText(input.requirement));
  copy('rulesAndRegulations', sanitizeRichText(input.rules_and_regulations));
  copy('admissionsProcess', sanitizeRichText(input.admissions_process));
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
  // A city given by name is looked up in the transaction (resolveReferences).
  if (typeof input.city_id !== 'object' || input.city_id === null) copy('cityId', input.city_id);
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
  copy('username', input.username);
  copy('reviews', sanitizeRichText(input.reviews));
  copy('programId', input.program_id);
  return set;
}

const fieldError = (field: string, message: string) => new AppError('validation', message, { fieldErrors: { [field]: [message] } });
const codeTaken = () => fieldError('code', validation.universityCodeTaken);
const slugTaken = () => fieldError('slug', validation.slugTaken);
type Meta = { ip?: string | null; requestId?: string | null };

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
      // A file input left empty still sends an empty part (browsers differ in its name): no new image.
      if (v.size > 0) files[field] = v;
      delete input[field];
    }
  }
  return { input, files };
}

/**
 * Checks the references of a write inside its transaction: the city (an id, or a name as the
 * legacy clients send it, looked up case-insensitively) and the category. Sets `cityId` from a
 * name. Throws one validation error with every bad field.
 */
async function resolveReferences(tx: Tx, input: UniversityUpdateInput, set: Partial<typeof universities.$inferInsert>): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const city = input.city_id;
  if (city !== undefined && city !== null) {
    const found =
      typeof city === 'object'
        ? await tx.query.cities.findFirst({ columns: { id: true }, where: sql`lower(${cities.name}) = lower(${city.name})` })
        : await tx.query.cities.findFirst({ columns: { id: true }, where: eq(cities.id, city) });
    if (found) set.cityId = found.id;
    else fieldErrors.city_id = [validation.chooseOption];
  }
  if (set.categoryId !== undefined && set.categoryId !== null) {
    const cat = await tx.query.categories.findFirst({ columns: { id: true }, where: eq(categories.id, set.categoryId) });
    if (!cat) fieldErrors.category_id = [validation.chooseOption];
  }
  if (set.programId !== undefined && set.programId !== null) {
    const degree = await tx.query.programs.findFirst({ columns: { id: true }, where: eq(programs.id, set.programId) });
    if (!degree) fieldErrors.program_id = [validation.chooseOption];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
  }
}

/** Stores the new images inside the transaction; their keys go into `set`, the files into `stored`. */
async function storeImages(tx: Tx, actor: NonNullable<Actor>, files: UniversityImageFiles, set: Partial<typeof universities.$inferInsert>, stored: StoredFile[]) {
  for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
    const file = files[field];
    if (!file) continue;
    const saved = await saveUpload({ file, kind: imageKinds[field], ownerId: actor.id, field }, tx);
    stored.push(saved);
    set[field] = saved.storageKey;
  }
}

/** The first free value of `base`, `base-2`, `base-3`… in a unique text column. */
async function freeValue(db: Db | Tx, column: typeof universities.slug | typeof universities.code, base: string, separator: string): Promise<string> {
  const taken = new Set(
    (await db.select({ v: column }).from(universities).where(or(eq(column, base), ilike(column, `${escapeLike(base)}${separator}%`)))).map((r) => r.v.toLowerCase()),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${separator}${n}`.toLowerCase())) return `${base}${separator}${n}`;
}

/** A code from the name's initials ("Zhejiang University" → "ZU"), at least two letters. */
function codeFromName(name: string): string {
  const words = slugify(name).split('-').filter(Boolean);
  const initials = words.map((w) => w[0]).join('').toUpperCase();
  return (initials.length >= 2 ? initials : (words[0] ?? 'uni').toUpperCase()).slice(0, 12);
}

/** Removes stored bytes after a failed write (their rows rolled back with it) and maps unique violations to field errors. */
async function cleanUpAfter(err: unknown, stored: StoredFile[]): Promise<never> {
  await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
  if (isUniqueViolation(err, 'code')) throw codeTaken();
  if (isUniqueViolation(err, 'slug')) throw slugTaken();
  throw err;
}

/**
 * Creates a university (`catalogue:write`): the name is required; a blank slug is made from the
 * name and a blank code from its initials (each made unique); rich text is sanitised; logo and
 * banner are stored (images checked by content) only once everything else has passed. Audited
 * with the record created; the public cache expires after the commit. Returns the admin's record.
 */
export async function createUniversity(actor: Actor, input: unknown, files: UniversityImageFiles = {}, meta: Meta = {}): Promise<UniversityDetail> {
  assertCan(actor, 'catalogue:write');
  const admin = actor;
  const data = parseInput(universityCreateSchema, input);
  const set = toColumns(data);
  const stored: StoredFile[] = [];
  let id = 0;
  try {
    id = await getDb().transaction(async (tx) => {
      await resolveReferences(tx, data, set);
      if (data.slug) {
        const clash = await tx.query.universities.findFirst({ columns: { id: true }, where: eq(universities.slug, data.slug) });
        if (clash) throw slugTaken();
      }
      set.slug = data.slug ?? (await freeValue(tx, universities.slug, slugify(data.name) || 'university', '-'));
      set.code = data.code ?? (await freeValue(tx, universities.code, codeFromName(data.name), '-'));
      await storeImages(tx, admin, files, set, stored);
      const [row] = await tx
        .insert(universities)
        .values({ ...set, name: data.name, slug: set.slug, code: set.code })
        .returning();
      const created = Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'university',
        entityId: row.id,
        changes: diffChanges({}, auditFields('university', created)),
        ip: meta.ip,
        requestId: meta.requestId,
      });
      return row.id;
    });
  } catch (err) {
    await cleanUpAfter(err, stored);
  }
  expireCatalogue({ kind: 'university', id });
  return getUniversityRecord(id);
}

/** A new image (a non-empty file) or a kept stored file name, under `logo` and `banner`. */
const imageOrKept = (kept: z.ZodType) =>
  z.preprocess(
    // A file input left empty still sends an empty part (browsers differ in its name): no new image.
    (v) => (typeof Blob !== 'undefined' && v instanceof Blob && v.size === 0 ? undefined : v),
    z.union([z.instanceof(Blob), kept]),
  );

/** The update's input: the form's fields (the back-office form's own schema), the id, new images. */
const universityUpdateInputSchema = universityUpdateSchema.extend({
  id: idSchema(),
  logo: imageOrKept(universityUpdateSchema.shape.logo),
  banner: imageOrKept(universityUpdateSchema.shape.banner),
});

/** Splits parsed input into its fields and the new image files to store. */
function imagesOf<T extends { logo?: unknown; banner?: unknown }>(data: T): { fields: T; files: UniversityImageFiles } {
  const fields = { ...data };
  const files: UniversityImageFiles = {};
  for (const field of Object.keys(imageKinds) as (keyof typeof imageKinds)[]) {
    const v = fields[field];
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      files[field] = v;
      delete fields[field];
    }
  }
  return { fields, files };
}

/** The university row's id, or 404 (every university is the catalogue's: no owner). */
async function loadUniversityId(_actor: unknown, id: number, tx?: Tx): Promise<{ id: number }> {
  return orNotFound(await (tx ?? getDb()).query.universities.findFirst({ columns: { id: true }, where: eq(universities.id, id) }), 'University');
}

/**
 * Updates a university: only the fields given change. An unknown id answers 404 before the input
 * is judged. New images are stored only once the actor, the id and every field have passed, inside
 * the transaction (their rows roll back with it, and their bytes are removed if it fails), so a
 * refused update leaves no file behind. Audited with each changed field's before and after.
 * Answers the record as it is now (enabled or not).
 */
export const updateUniversity = defineUseCase({
  name: 'catalogue.updateUniversity',
  summary: 'Update a university: the fields sent, a new logo or banner',
  access: 'catalogue:write',
  record: { key: 'id', what: 'University', load: loadUniversityId },
  input: universityUpdateInputSchema,
  run: async (admin, input, { meta }): Promise<UniversityDetail> => {
    const { id, ...rest } = input;
    const { fields: data, files } = imagesOf(rest);
    const set = toColumns(data as UniversityUpdateInput);
    const stored: StoredFile[] = [];
    try {
      await getDb().transaction(async (tx) => {
        const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
        if (!before) throw notFound('University');
        await resolveReferences(tx, data as UniversityUpdateInput, set);
        await storeImages(tx, admin, files, set, stored);
        if (Object.keys(set).length === 0) return;
        const [after] = await tx.update(universities).set(set).where(eq(universities.id, id)).returning();
        const pick = (row: typeof before) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k as keyof typeof row]]));
        const changes = diffChanges(auditFields('university', pick(before)), auditFields('university', pick(after)));
        if (Object.keys(changes).length === 0) return;
        await recordAudit(tx, { actor: admin, action: 'update', entity: 'university', entityId: id, changes, ip: meta.ip, requestId: meta.requestId });
      });
    } catch (err) {
      await cleanUpAfter(err, stored);
    }
    expireCatalogue({ kind: 'university', id });
    return getUniversityRecord(id);
  },
});

/** What goes with a university when it is deleted, and the applications that forbid it. */
export interface UniversityDependents {
  courses: number;
  offers: number;
  /** sent applications (any status but draft): these forbid the delete */
  applications: number;
  /** students' unsent drafts for its courses: they go with it */
  drafts: number;
}

async function countUniversityDependents(db: Db | Tx, id: number): Promise<UniversityDependents> {
  const [row] = await queryRows<UniversityDependents>(
    db,
    sql`SELECT (SELECT count(*)::int FROM courses WHERE university_id = ${id}) AS courses,
               (SELECT count(*)::int FROM scholarship_offers WHERE university_id = ${id}) AS offers,
               (SELECT count(*)::int FROM applications WHERE university_id = ${id} AND status <> 'draft') AS applications,
               (SELECT count(*)::int FROM applications WHERE university_id = ${id} AND status = 'draft') AS drafts`,
  );
  return row;
}

/** A university as the admin edits it (enabled or not), with what a delete would take with it. */
export async function getUniversityForAdmin(actor: Actor, rawId: number | string): Promise<UniversityDetail & { dependents: UniversityDependents }> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'University');
  const record = await getUniversityRecord(id);
  return { ...record, dependents: await countUniversityDependents(getDb(), id) };
}

/**
 * Deletes a university (`catalogue:write`) with its courses and scholarship offers. Refused with
 * a conflict (409) when it has applications of any status: those stay, so the university is
 * disabled instead. Audited with the record as it was and what went with it.
 */
export async function deleteUniversity(actor: Actor, rawId: number | string, meta: Meta = {}): Promise<{ id: number; name: string; dependents: UniversityDependents }> {
  assertCan(actor, 'catalogue:write');
  const id = parseId(rawId, 'University');
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(universities).where(eq(universities.id, id)).for('update');
    if (!before) throw notFound('University');
    const dependents = await countUniversityDependents(tx, id);
    if (dependents.applications > 0) {
      throw new AppError('conflict', errorMessages.hasApplications('university', dependents.applications), { details: { applications: dependents.applications } });
    }
    await tx.delete(applications).where(and(eq(applications.universityId, id), eq(applications.status, 'draft')));
    await tx.delete(scholarshipOffers).where(eq(scholarshipOffers.universityId, id));
    await tx.delete(courses).where(eq(courses.universityId, id));
    await tx.delete(universities).where(eq(universities.id, id));
    const { searchText: _s, searchVector: _v, nameNorm: _n, ...record } = before;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'university',
      entityId: id,
      changes: { before: auditFields('university', record), after: null, removed: { courses: dependents.courses, offers: dependents.offers, drafts: dependents.drafts } },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return { id, name: before.name, dependents };
  });
  expireCatalogue({ kind: 'university', id });
  return result;
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
  /** what a delete takes with it */
  courses: number;
  offers: number;
  /** students' unsent drafts (they go with it too) */
  drafts: number;
  createdAt: Date;
}

/**
 * A page of every university, enabled or not (`catalogue:write`): a piece of the name or code,
 * the status, sorted by a column of the table in either direction. The count of applications
 * is read from the applications themselves (every status but draft), never a stored counter.
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
    // A draft is the student's own, not an application yet.
    .where(ne(applications.status, 'draft'))
    .groupBy(applications.universityId)
    .as('app_count');
  const applicationsOf = sql<number>`coalesce(${appCount.n}, 0)`.mapWith(Number);
  const by = q.dir === 'desc' ? desc : asc;
  const column = {
    name: [by(universities.name)],
    code: [by(universities.code)],
    scholarship: [by(universities.scholarshipOpen), asc(universities.name)],
    status: [by(universities.status), asc(universities.name)],
    applications: [by(applicationsOf), asc(universities.name)],
    created: [by(universities.createdAt)],
  }[q.sort];
  const order = [...column, asc(universities.id)];
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
      courses: sql<number>`(SELECT count(*) FROM courses c WHERE c.university_id = ${universities.id})`.mapWith(Number),
      offers: sql<number>`(SELECT count(*) FROM scholarship_offers o WHERE o.university_id = ${universities.id})`.mapWith(Number),
      drafts: sql<number>`(SELECT count(*) FROM applications a WHERE a.university_id = ${universities.id} AND a.status = 'draft')`.mapWith(Number),
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
 * Enables or disables a university; a disabled one leaves every public page at once (the cache
 * expires after the commit). Setting the status it already has changes nothing and writes no
 * audit row.
 */
export const setUniversityStatus = defineUseCase({
  name: 'catalogue.setUniversityStatus',
  summary: 'Enable or disable a university',
  access: 'catalogue:write',
  record: { key: 'id', what: 'University', load: loadUniversityId },
  input: z.object({ id: idSchema(), enabled: z.boolean() }),
  run: async (admin, { id, enabled }, { meta }): Promise<{ id: number; name: string; status: boolean }> => {
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
        actor: admin,
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
  },
});

/** The cities and categories a university may name (every one, enabled or not), for the form's menus. */
export async function listUniversityFormOptions(actor: Actor) {
  assertCan(actor, 'catalogue:write');
  const db = getDb();
  const [cityRows, categoryRows] = await Promise.all([
    db.select({ id: cities.id, name: cities.name, status: cities.status }).from(cities).orderBy(asc(cities.name), asc(cities.id)).limit(5000),
    db.select({ id: categories.id, name: categories.name, status: categories.status }).from(categories).orderBy(asc(categories.name), asc(categories.id)).limit(1000),
  ]);
  return { cities: cityRows, categories: categoryRows };
}
