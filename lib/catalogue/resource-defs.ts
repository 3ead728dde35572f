import 'server-only';
import { count, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { getDb, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, categories, cities, countries, courses, programs, provinces, scholarshipOffers, universities } from '@/db/schema';
import type { FileKind } from '@/lib/storage/values';
import { type FieldErrors } from '@/lib/errors';
import { nouns, validation } from '@/lib/messages';
import { type CatalogueChange } from './cache';
import { sanitizeRichText } from './rich-text';
import { type AdminResourceName } from './schemas';
import { msg } from '@/lib/i18n/message';

/**
 * The descriptions of the back office's simple catalogue resources (admin-resources.ts holds their
 * use cases). The back office's simple catalogue resources (categories, programs, cities, countries and
 * scholarship offers) through one set of functions: each resource is a small description (its
 * table, schema, columns, image, what goes with it and what depends on it), and list / get /
 * create / update / set status / delete are written once below.
 *
 * Every write takes the actor first, checks `catalogue:write`, validates with the resource's
 * shared schema (an update: the same schema made partial, so it changes only what it is sent and
 * cannot blank a required field), writes the row and its audit entry (before and after) in one
 * transaction, stores a new image inside that transaction (its bytes are removed again if it
 * fails), and expires the public cache after the commit so public pages change at once.
 *
 * Deleting is refused (`conflict`, 409) only when applications depend on the record; otherwise
 * what goes with it (listed by `dependentsOf`, shown by the confirmation) goes in the same
 * transaction.
 */

export type Meta = { ip?: string | null; requestId?: string | null };
export type Dependent = { label: string; count: number };

/** One row of a resource as the back office and the legacy API show it. */
export interface AdminResourceRow {
  id: number;
  status: boolean;
  createdAt: Date;
  /** the display name (a name, or an offer's title) */
  label: string;
  [field: string]: unknown;
}

/** A row with what depends on it (the delete confirmation lists it). */
export type AdminResourceDetail = AdminResourceRow & { applications: number; dependents: Dependent[] };

type Db = ReturnType<typeof getDb>;
export type Reader = Db | Tx;

export interface ResourceDef {
  name: AdminResourceName;
  /** "City" (`nouns.city`): the error and success wording */
  noun: string;
  /** "city" (`nouns.lower.city`): the noun inside a sentence */
  nounLower: string;
  /** The table, as the generic code sees it: an identity `id`, a boolean `status`, timestamps. */
  table: typeof countries;
  /** What a search matches (a piece of, case-insensitive). */
  search: PgColumn[];
  /** The columns the list sorts by, per sort key. */
  sort: Record<string, SQL | PgColumn>;
  /** The row the back office shows (joins included). */
  select: (db: Reader) => { where: (w: SQL | undefined) => Promise<AdminResourceRow[]> & { orderBy: (...o: SQL[]) => { limit: (n: number) => { offset: (n: number) => Promise<AdminResourceRow[]> } } } };
  /** Seed input names → columns. */
  toColumns: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Columns filled on create (a slug). */
  onCreate?: (set: Record<string, unknown>, tx: Tx) => Promise<void>;
  /** References the input names, checked inside the transaction: field → message. */
  checkRefs?: (tx: Tx, set: Record<string, unknown>, id: number | null) => Promise<Record<string, string[]>>;
  image?: { field: 'icon' | 'image'; column: string; kind: FileKind };
  /** Applications that depend on the record (a delete is refused while there are any). */
  applicationsOf: (db: Reader, id: number) => Promise<number>;
  /** What goes with the record when it is deleted. */
  dependentsOf: (db: Reader, id: number) => Promise<Dependent[]>;
  /** Deletes the record and what goes with it (after the applications check). */
  remove: (tx: Tx, id: number) => Promise<void>;
  /** What a change expires on the public pages. */
  change: (row: Record<string, unknown>) => CatalogueChange[];
}

// ---------------------------------------------------------------------------------------------
// Helpers

/**
 * Audit changes with a record's `code` under `<resource>_code`: the audit log redacts a bare
 * `code` (it is the name of one-time codes elsewhere), and a city's or country's code is no secret.
 */
export function forAudit(def: ResourceDef, changes: Record<string, unknown>): Record<string, unknown> {
  if (!('code' in changes)) return changes;
  const { code, ...rest } = changes;
  return { ...rest, [`${def.name}_code`]: code };
}

const num = (sqlText: SQL) => sql<number>`${sqlText}`.mapWith(Number);

// Scalar subqueries (a name, a count) on their own aliases.
const qb = new QueryBuilder();
/** `(subquery)`: a select of one value, as a value. */
const scalar = <T>(query: SQLWrapper) => sql<T>`(${query})`;
const parentCategory = alias(categories, 'pc');
const ofProvince = alias(provinces, 'op');
const ofUniversity = alias(universities, 'ou');
const ofProgram = alias(programs, 'opg');
/** A slug from a name: lower case ASCII words joined by hyphens (never empty). */
export function slugOf(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return s || 'item';
}

/** A slug not yet used in `table` (`beijing`, `beijing-2`, …). */
async function freeSlug(tx: Tx, table: typeof cities | typeof programs, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), ilike(table.slug, `${escapeLike(base)}-%`)));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** `{ a: 'x' }` with the input names renamed to columns; absent names stay absent. */
function rename(input: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [from, to] of Object.entries(names)) if (input[from] !== undefined) out[to] = input[from];
  return out;
}

const exists = async (tx: Tx, table: typeof countries | typeof cities | typeof universities | typeof programs | typeof categories | typeof provinces, id: unknown) =>
  typeof id === 'number' && (await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;

const applicationsWhere = async (db: Reader, where: SQL): Promise<number> => {
  const [{ n }] = await db.select({ n: count() }).from(applications).where(where);
  return n;
};

// ---------------------------------------------------------------------------------------------
// The five resources

const parent = scalar<string | null>(qb.select({ name: parentCategory.name }).from(parentCategory).where(eq(parentCategory.id, categories.parentId)));

const categoryDef: ResourceDef = {
  name: 'category',
  noun: nouns.category,
  nounLower: nouns.lower.category,
  table: categories as unknown as typeof countries,
  search: [categories.name, categories.code],
  sort: { name: categories.name, code: categories.code, status: categories.status, created: categories.createdAt },
  select: (db) =>
    db
      .select({
        id: categories.id,
        label: categories.name,
        name: categories.name,
        code: categories.code,
        parentId: categories.parentId,
        parentName: parent,
        icon: categories.icon,
        status: categories.status,
        createdAt: categories.createdAt,
      })
      .from(categories)
      .$dynamic() as never,
  toColumns: (i) => rename(i, { name: 'name', code: 'code', category_id: 'parentId', status: 'status', icon: 'icon' }),
  checkRefs: async (tx, set, id): Promise<FieldErrors> => {
    if (set.parentId === undefined || set.parentId === null) return {};
    if (set.parentId === id) return { category_id: [validation.chooseOption] };
    return (await exists(tx, categories, set.parentId)) ? {} : { category_id: [validation.chooseOption] };
  },
  image: { field: 'icon', column: 'icon', kind: 'category_icon' },
  applicationsOf: async () => 0,
  dependentsOf: async (db, id) => {
    const [sub] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const [unis] = await db.select({ n: count() }).from(universities).where(eq(universities.categoryId, id));
    return [
      { label: msg('catalogue.dependents.subCategoriesLoseParent'), count: sub.n },
      { label: msg('catalogue.dependents.universitiesLoseCategory'), count: unis.n },
    ];
  },
  // The foreign keys set the sub-categories' parent and the universities' category to null.
  remove: async (tx, id) => {
    await tx.delete(categories).where(eq(categories.id, id));
  },
  change: (row) => [{ kind: 'category', id: row.id as number }],
};

const courseCount = scalar<number>(qb.select({ n: sql`count(*)::int` }).from(courses).where(eq(courses.programId, programs.id)));

const programDef: ResourceDef = {
  name: 'program',
  noun: nouns.program,
  nounLower: nouns.lower.program,
  table: programs as unknown as typeof countries,
  search: [programs.name],
  sort: { name: programs.name, type: programs.type, status: programs.status, created: programs.createdAt },
  select: (db) =>
    db
      .select({
        id: programs.id,
        label: programs.name,
        name: programs.name,
        slug: programs.slug,
        type: programs.type,
        duration: programs.duration,
        icon: programs.icon,
        courses: num(courseCount),
        status: programs.status,
        createdAt: programs.createdAt,
      })
      .from(programs)
      .$dynamic() as never,
  toColumns: (i) => rename(i, { name: 'name', type: 'type', duration: 'duration', status: 'status', icon: 'icon' }),
  onCreate: async (set, tx) => {
    set.slug = await freeSlug(tx, programs, String(set.name));
  },
  image: { field: 'icon', column: 'icon', kind: 'program_icon' },
  applicationsOf: (db, id) =>
    applicationsWhere(db, or(eq(applications.programId, id), inArray(applications.courseId, db.select({ id: courses.id }).from(courses).where(eq(courses.programId, id))))!),
  dependentsOf: async (db, id) => {
    const [c] = await db.select({ n: count() }).from(courses).where(eq(courses.programId, id));
    const [o] = await db.select({ n: count() }).from(scholarshipOffers).where(eq(scholarshipOffers.programId, id));
    return [
      { label: msg('catalogue.dependents.coursesDeleted'), count: c.n },
      { label: msg('catalogue.dependents.offersOpenToEveryDegree'), count: o.n },
    ];
  },
  remove: async (tx, id) => {
    await tx.delete(courses).where(eq(courses.programId, id));
    await tx.delete(programs).where(eq(programs.id, id));
  },
  change: (row) => [{ kind: 'degree', id: row.id as number }],
};

const cityDef: ResourceDef = {
  name: 'city',
  noun: nouns.city,
  nounLower: nouns.lower.city,
  table: cities as unknown as typeof countries,
  search: [cities.name, sql`${cities.code}::text` as unknown as PgColumn],
  sort: { name: cities.name, code: cities.code, status: cities.status, created: cities.createdAt },
  select: (db) =>
    db
      .select({
        id: cities.id,
        label: cities.name,
        name: cities.name,
        slug: cities.slug,
        code: cities.code,
        provinceId: cities.provinceId,
        provinceName: scalar<string | null>(qb.select({ name: ofProvince.name }).from(ofProvince).where(eq(ofProvince.id, cities.provinceId))),
        universities: num(scalar(qb.select({ n: sql`count(*)::int` }).from(ofUniversity).where(eq(ofUniversity.cityId, cities.id)))),
        status: cities.status,
        createdAt: cities.createdAt,
      })
      .from(cities)
      .$dynamic() as never,
  toColumns: (i) => rename(i, { name: 'name', code: 'code', province_id: 'provinceId', status: 'status' }),
  onCreate: async (set, tx) => {
    set.slug = await freeSlug(tx, cities, String(set.name));
  },
  checkRefs: async (tx, set): Promise<FieldErrors> =>
    set.provinceId === undefined || set.provinceId === null || (await exists(tx, provinces, set.provinceId)) ? {} : { province_id: [validation.chooseOption] },
  applicationsOf: async () => 0,
  dependentsOf: async (db, id) => {
    const [u] = await db.select({ n: count() }).from(universities).where(eq(universities.cityId, id));
    return [{ label: msg('catalogue.dependents.universitiesLoseCity'), count: u.n }];
  },
  remove: async (tx, id) => {
    await tx.update(universities).set({ cityId: null }).where(eq(universities.cityId, id));
    await tx.delete(cities).where(eq(cities.id, id));
  },
  change: (row) => [{ kind: 'city', id: row.id as number }],
};

const countryDef: ResourceDef = {
  name: 'country',
  noun: nouns.country,
  nounLower: nouns.lower.country,
  table: countries,
  search: [countries.name, countries.code],
  sort: { name: countries.name, code: countries.code, status: countries.status, created: countries.createdAt },
  select: (db) =>
    db
      .select({
        id: countries.id,
        label: countries.name,
        name: countries.name,
        code: countries.code,
        status: countries.status,
        createdAt: countries.createdAt,
      })
      .from(countries)
      .$dynamic() as never,
  toColumns: (i) => rename(i, { name: 'name', code: 'code', status: 'status' }),
  applicationsOf: async () => 0,
  dependentsOf: async () => [],
  remove: async (tx, id) => {
    await tx.delete(countries).where(eq(countries.id, id));
  },
  change: (row) => [{ kind: 'country', id: row.id as number }],
};

const offerUniversity = scalar<string>(qb.select({ name: ofUniversity.name }).from(ofUniversity).where(eq(ofUniversity.id, scholarshipOffers.universityId)));

const offerDef: ResourceDef = {
  name: 'offer',
  noun: nouns.scholarshipOffer,
  nounLower: nouns.lower.scholarshipOffer,
  table: scholarshipOffers as unknown as typeof countries,
  search: [scholarshipOffers.title, scholarshipOffers.code],
  sort: { title: scholarshipOffers.title, university: offerUniversity, percent: scholarshipOffers.percent, status: scholarshipOffers.status, created: scholarshipOffers.createdAt },
  select: (db) =>
    db
      .select({
        id: scholarshipOffers.id,
        label: scholarshipOffers.title,
        title: scholarshipOffers.title,
        code: scholarshipOffers.code,
        type: scholarshipOffers.type,
        universityId: scholarshipOffers.universityId,
        universityName: offerUniversity,
        programId: scholarshipOffers.programId,
        programName: scalar<string | null>(qb.select({ name: ofProgram.name }).from(ofProgram).where(eq(ofProgram.id, scholarshipOffers.programId))),
        duration: scholarshipOffers.duration,
        percent: scholarshipOffers.percent,
        details: scholarshipOffers.details,
        deadline: scholarshipOffers.deadline,
        image: scholarshipOffers.image,
        status: scholarshipOffers.status,
        createdAt: scholarshipOffers.createdAt,
      })
      .from(scholarshipOffers)
      .$dynamic() as never,
  toColumns: (i) => {
    const set = rename(i, {
      title: 'title',
      code: 'code',
      type: 'type',
      university_id: 'universityId',
      program_id: 'programId',
      duration: 'duration',
      percent: 'percent',
      details: 'details',
      deadline: 'deadline',
      status: 'status',
      image: 'image',
    });
    if (typeof set.details === 'string') set.details = sanitizeRichText(set.details);
    return set;
  },
  checkRefs: async (tx, set) => {
    const errors: Record<string, string[]> = {};
    if (set.universityId !== undefined && !(await exists(tx, universities, set.universityId))) errors.university_id = [validation.chooseOption];
    if (set.programId !== undefined && set.programId !== null && !(await exists(tx, programs, set.programId))) errors.program_id = [validation.chooseOption];
    return errors;
  },
  image: { field: 'image', column: 'image', kind: 'offer_image' },
  applicationsOf: async () => 0,
  dependentsOf: async () => [],
  remove: async (tx, id) => {
    await tx.delete(scholarshipOffers).where(eq(scholarshipOffers.id, id));
  },
  change: (row) => [{ kind: 'offer', id: row.id as number, universityId: row.universityId as number }],
};

export const defs: Record<AdminResourceName, ResourceDef> = {
  category: categoryDef,
  program: programDef,
  city: cityDef,
  country: countryDef,
  offer: offerDef,
};

