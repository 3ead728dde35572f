import 'server-only';
import { and, count, eq, ilike, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applications, categories, cities, countries, courses, programs, provinces, scholarshipOffers, universities } from '@/db/schema';
import { type FieldErrors } from '@/lib/errors';
import { errors as errorMessages, nouns, validation } from '@/lib/messages';
import type { Dependent, Reader, ReferenceKind } from '@/lib/reference-data/engine';
import { expireCatalogue, type CatalogueChange } from './cache';
import { sanitizeRichText } from './rich-text';
import { type AdminResourceName } from './schemas';
import { resolveUniversityChoice } from './university-options';
import { msg } from '@/lib/i18n/message';

/**
 * The back office's simple catalogue resources (categories, programs, cities, countries and
 * scholarship offers) as kinds of the reference-data engine (lib/reference-data/engine.ts, which
 * lists, reads, writes and deletes them; admin-resources.ts declares their use cases). Each is a
 * small description: its table, columns, image, what goes with it and what depends on it.
 *
 * All need `catalogue:write`; the audit entity is the resource's name, a `code` is recorded as
 * `<resource>_code`. Deleting is refused (`conflict`, 409) only while applications depend on the
 * record; otherwise what goes with it (listed by `dependentsOf`, shown by the confirmation) goes
 * in the same transaction. A write expires the public pages of what it changed.
 */

export type { Dependent };

/** Who may read and write the five. */
export const catalogueAccess = 'catalogue:write';

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

/** A catalogue resource as the engine sees it, with its name and the noun inside a sentence. */
export type ResourceKind = ReferenceKind<AdminResourceRow, AdminResourceDetail> & { name: AdminResourceName; nounLower: string };

/** What a resource describes; `resourceKind` adds what the five share. */
interface ResourceParts extends Pick<ResourceKind, 'name' | 'noun' | 'nounLower' | 'search' | 'sort' | 'resolve' | 'toColumns' | 'onCreate' | 'checkRefs' | 'image' | 'remove'> {
  /** Whether the name is unique in the list (case and spacing ignored), and within what (a city: its province). */
  uniqueName?: { scope?: string };
  table: unknown;
  select: (db: Reader) => unknown;
  /**
   * Applications that depend on each record (a delete is refused while there are any), for a whole
   * list page at once: by record id, none for an id it leaves out.
   */
  applicationsOf: (db: Reader, ids: number[]) => Promise<Map<number, number>>;
  /** What goes with the record when it is deleted. */
  dependentsOf: (db: Reader, id: number) => Promise<Dependent[]>;
  /** What a change expires on the public pages. */
  change: (row: Record<string, unknown>) => CatalogueChange[];
}

function resourceKind({ applicationsOf, change, table, select, uniqueName, ...parts }: ResourceParts): ResourceKind {
  const details = async (db: Reader, rows: AdminResourceRow[]): Promise<AdminResourceDetail[]> => {
    const [apps, dependents] = await Promise.all([applicationsOf(db, rows.map((r) => r.id)), Promise.all(rows.map((r) => parts.dependentsOf(db, r.id)))]);
    return rows.map((row, i) => ({ ...row, applications: apps.get(row.id) ?? 0, dependents: dependents[i].filter((d) => d.count > 0) }));
  };
  return {
    ...parts,
    entity: parts.name,
    permission: catalogueAccess,
    table: table as ResourceKind['table'],
    hasStatus: true,
    select: select as ResourceKind['select'],
    detail: async (db, row) => (await details(db, [row]))[0],
    details,
    inUse: async (db, record) => {
      const apps = (await applicationsOf(db, [record.id as number])).get(record.id as number) ?? 0;
      return apps > 0 ? { message: errorMessages.hasApplications(parts.nounLower, apps), details: { applications: apps } } : null;
    },
    expire: (rows) => expireCatalogue(...rows.flatMap(change)),
    codeTaken: validation.codeTakenBy(parts.nounLower),
    uniqueName: uniqueName && { column: 'name', field: 'name', scope: uniqueName.scope, taken: validation.nameTakenBy(parts.nounLower) },
    audit: { code: `${parts.name}_code` },
  };
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

// ---------------------------------------------------------------------------------------------
// The five resources

const parent = scalar<string | null>(qb.select({ name: parentCategory.name }).from(parentCategory).where(eq(parentCategory.id, categories.parentId)));

const categoryDef = resourceKind({
  name: 'category',
  noun: nouns.category,
  uniqueName: {},
  nounLower: nouns.lower.category,
  table: categories,
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
      .$dynamic(),
  toColumns: (i) => rename(i, { name: 'name', code: 'code', category_id: 'parentId', status: 'status', icon: 'icon' }),
  checkRefs: async (tx, set, id): Promise<FieldErrors> => {
    if (set.parentId === undefined || set.parentId === null) return {};
    if (set.parentId === id) return { category_id: [validation.chooseOption] };
    return (await exists(tx, categories, set.parentId)) ? {} : { category_id: [validation.chooseOption] };
  },
  image: { field: 'icon', column: 'icon', kind: 'category_icon' },
  applicationsOf: async () => new Map(),
  // Deleted alone: the foreign keys set the sub-categories' parent and the universities' category to null.
  dependentsOf: async (db, id) => {
    const [sub] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const [unis] = await db.select({ n: count() }).from(universities).where(eq(universities.categoryId, id));
    return [
      { label: msg('catalogue.dependents.subCategoriesLoseParent', { count: sub.n }), count: sub.n },
      { label: msg('catalogue.dependents.universitiesLoseCategory', { count: unis.n }), count: unis.n },
    ];
  },
  change: (row) => [{ kind: 'category', id: row.id as number }],
});

const courseCount = scalar<number>(qb.select({ n: sql`count(*)::int` }).from(courses).where(eq(courses.programId, programs.id)));

const programDef = resourceKind({
  name: 'program',
  noun: nouns.program,
  uniqueName: {},
  nounLower: nouns.lower.program,
  table: programs,
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
      .$dynamic(),
  toColumns: (i) => rename(i, { name: 'name', type: 'type', duration: 'duration', status: 'status', icon: 'icon' }),
  onCreate: async (set, tx) => {
    set.slug = await freeSlug(tx, programs, String(set.name));
  },
  image: { field: 'icon', column: 'icon', kind: 'program_icon' },
  // A degree's applications: those of the degree, and those of its courses filed under another
  // degree (a course moved to this one since): two grouped counts for the whole page, the first
  // from an index, the second over the moved courses alone (a partial index), never a join of
  // every application to its course (issue 28).
  applicationsOf: async (db, ids) => {
    if (ids.length === 0) return new Map();
    const [own, moved] = await Promise.all([
      db.select({ id: applications.programId, n: count() }).from(applications).where(inArray(applications.programId, ids)).groupBy(applications.programId),
      db
        .select({ id: courses.programId, n: count() })
        .from(applications)
        .innerJoin(courses, eq(courses.id, applications.courseId))
        .where(and(inArray(courses.programId, ids), sql`${courses.degreeMoved}`, ne(applications.programId, courses.programId)))
        .groupBy(courses.programId),
    ]);
    const out = new Map<number, number>();
    for (const r of [...own, ...moved]) out.set(r.id, (out.get(r.id) ?? 0) + r.n);
    return out;
  },
  dependentsOf: async (db, id) => {
    const [c] = await db.select({ n: count() }).from(courses).where(eq(courses.programId, id));
    const [o] = await db.select({ n: count() }).from(scholarshipOffers).where(eq(scholarshipOffers.programId, id));
    return [
      { label: msg('catalogue.dependents.coursesDeleted', { count: c.n }), count: c.n },
      { label: msg('catalogue.dependents.offersOpenToEveryDegree', { count: o.n }), count: o.n },
    ];
  },
  remove: async (tx, id) => {
    await tx.delete(courses).where(eq(courses.programId, id));
    await tx.delete(programs).where(eq(programs.id, id));
  },
  change: (row) => [{ kind: 'degree', id: row.id as number }],
});

const cityDef = resourceKind({
  name: 'city',
  noun: nouns.city,
  uniqueName: { scope: 'provinceId' },
  nounLower: nouns.lower.city,
  table: cities,
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
      .$dynamic(),
  toColumns: (i) => rename(i, { name: 'name', code: 'code', province_id: 'provinceId', status: 'status' }),
  onCreate: async (set, tx) => {
    set.slug = await freeSlug(tx, cities, String(set.name));
  },
  checkRefs: async (tx, set): Promise<FieldErrors> =>
    set.provinceId === undefined || set.provinceId === null || (await exists(tx, provinces, set.provinceId)) ? {} : { province_id: [validation.chooseOption] },
  applicationsOf: async () => new Map(),
  dependentsOf: async (db, id) => {
    const [u] = await db.select({ n: count() }).from(universities).where(eq(universities.cityId, id));
    return [{ label: msg('catalogue.dependents.universitiesLoseCity', { count: u.n }), count: u.n }];
  },
  remove: async (tx, id) => {
    await tx.update(universities).set({ cityId: null }).where(eq(universities.cityId, id));
    await tx.delete(cities).where(eq(cities.id, id));
  },
  change: (row) => [{ kind: 'city', id: row.id as number }],
});

const countryDef = resourceKind({
  name: 'country',
  noun: nouns.country,
  uniqueName: {},
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
      .$dynamic(),
  toColumns: (i) => rename(i, { name: 'name', code: 'code', status: 'status' }),
  // Records store the code: a country keeps the alpha-2 code it was made with (a new one needs a code not yet present).
  checkRefs: async (tx, set, id): Promise<FieldErrors> => {
    if (id === null || set.code === undefined) return {};
    const [row] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.id, id));
    return row && row.code !== set.code ? { code: [validation.invalidValue] } : {};
  },
  applicationsOf: async () => new Map(),
  dependentsOf: async () => [],
  // Delete means disable: the records that name the country keep naming it.
  remove: async (tx, id) => {
    await tx.update(countries).set({ status: false, updatedAt: new Date() }).where(eq(countries.id, id));
  },
  change: (row) => [{ kind: 'country', id: row.id as number }],
});

const offerUniversity = scalar<string>(qb.select({ name: ofUniversity.name }).from(ofUniversity).where(eq(ofUniversity.id, scholarshipOffers.universityId)));

const offerDef = resourceKind({
  name: 'offer',
  noun: nouns.scholarshipOffer,
  nounLower: nouns.lower.scholarshipOffer,
  table: scholarshipOffers,
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
      .$dynamic(),
  resolve: resolveUniversityChoice,
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
  applicationsOf: async () => new Map(),
  dependentsOf: async () => [],
  change: (row) => [{ kind: 'offer', id: row.id as number, universityId: row.universityId as number }],
});

export const defs: Record<AdminResourceName, ResourceKind> = {
  category: categoryDef,
  program: programDef,
  city: cityDef,
  country: countryDef,
  offer: offerDef,
};

