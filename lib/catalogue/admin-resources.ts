import 'server-only';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { provinces, universities } from '@/db/schema';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { defineUseCase } from '@/lib/use-case';
import { expireCatalogue, type CatalogueChange } from './cache';
import { imageOrKept, isNewFile } from './form-files';
import { defs, forAudit, type AdminResourceDetail, type AdminResourceRow, type Meta, type Reader, type ResourceDef } from './resource-defs';
import { adminResourceListSchema, adminResourceNames, adminResourceSchemas, adminResourceSortKeys, type AdminResourceListParams, type AdminResourceName } from './schemas';
import { renderMessage } from '@/lib/i18n/catalogue';
import { errors as errorMessages, validation as validationMessages } from '@/lib/messages';

export type { AdminResourceDetail, AdminResourceRow, Dependent } from './resource-defs';

/**
 * The use cases of the back office's simple catalogue resources (categories, programs, cities,
 * countries, scholarship offers), written once over their descriptions (resource-defs.ts):
 * - per resource, for the legacy admin API: `resourceUseCases(name)` declares
 *   `catalogue.list<Plural>`, `get<Noun>`, `create<Noun>`, `update<Noun>`, `delete<Noun>` (an id
 *   that names no record is a 404 `<Noun> not found` before the body is judged);
 * - across resources, for the back office's forms and row actions (which name the resource):
 *   `saveResource` (create or update), `setResourceStatus`, `deleteResource`.
 * Every one needs `catalogue:write`; a write changes the row and its audit entry (before and
 * after) in one transaction, stores a new image inside it (its bytes are removed again if it
 * fails) and expires the public cache after the commit.
 */

/** "City", "Scholarship offer": how the resource is named in messages. */
export const adminResourceNoun = (name: AdminResourceName) => defs[name].noun;

// ---------------------------------------------------------------------------------------------
// The engine: reads and writes of one resource, its input already parsed.

async function findRow(db: Reader, def: ResourceDef, id: number): Promise<AdminResourceRow | null> {
  const [row] = await def.select(db).where(eq(def.table.id, id));
  return row ?? null;
}


/** A page of a resource, enabled or not: search, status, sort, page. */
async function listRecords(name: AdminResourceName, q: AdminResourceListParams): Promise<Page<AdminResourceDetail>> {
  const def = defs[name];
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(eq(def.table.status, q.status === 'enabled'));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(or(...def.search.map((c) => ilike(c, pattern)))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(def.table).where(condition);
  const page = Math.min(q.page, pageCountOf(total, q.per_page));
  const column = def.sort[q.sort] ?? def.sort[adminResourceSortKeys[name][0]];
  const direction = q.dir === 'desc' ? desc : asc;
  const items = await def
    .select(db)
    .where(condition)
    .orderBy(direction(column as SQL), direction(def.table.id))
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  // What depends on each row, for its delete confirmation (a page is at most 60 rows).
  const withDependents = await Promise.all(
    items.map(async (row) => {
      const [apps, dependents] = await Promise.all([def.applicationsOf(db, row.id), def.dependentsOf(db, row.id)]);
      return { ...row, applications: apps, dependents: dependents.filter((d) => d.count > 0) };
    }),
  );
  return toPage(withDependents, total, page, q.per_page);
}

/** One record with what depends on it, or 404. */
async function getRecord(def: ResourceDef, id: number): Promise<AdminResourceDetail> {
  const db = getDb();
  const row = await findRow(db, def, id);
  if (!row) throw notFound(def.noun);
  const [applicationCount, dependents] = await Promise.all([def.applicationsOf(db, id), def.dependentsOf(db, id)]);
  return { ...row, applications: applicationCount, dependents: dependents.filter((d) => d.count > 0) };
}

/** A new image of a record, not yet stored: a File from a form or a multipart body. */
export type ImageFile = Blob & { name?: string };

function uniqueRefusal(def: ResourceDef, err: unknown): never {
  if (isUniqueViolation(err, 'code')) {
    const message = validationMessages.codeTakenBy(def.nounLower);
    throw new AppError('validation', message, { fieldErrors: { code: [message] } });
  }
  throw err;
}

/** Writes a record (a create when `id` is null) in one transaction with its audit entry. */
async function write(
  actor: NonNullable<Actor>,
  def: ResourceDef,
  id: number | null,
  set: Record<string, unknown>,
  image: ImageFile | undefined,
  meta: Meta,
): Promise<AdminResourceRow> {
  const db = getDb();
  const stored: StoredFile[] = [];
  let savedId = id;
  let changes: CatalogueChange[] = [];
  try {
    await db.transaction(async (tx) => {
      let before: Record<string, unknown> | null = null;
      if (id !== null) {
        [before] = await tx.select().from(def.table).where(eq(def.table.id, id)).for('update');
        if (!before) throw notFound(def.noun);
      }
      const fieldErrors = (await def.checkRefs?.(tx, set, id)) ?? {};
      if (Object.keys(fieldErrors).length) throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
      if (image && def.image) {
        const saved = await saveUpload({ file: image, kind: def.image.kind, ownerId: actor.id, field: def.image.field }, tx);
        stored.push(saved);
        set[def.image.column] = saved.storageKey;
      }
      if (id === null) {
        await def.onCreate?.(set, tx);
        const [after] = await tx.insert(def.table).values(set as never).returning();
        savedId = after.id;
        changes = def.change(after);
        await recordAudit(tx, { actor, action: 'create', entity: def.name, entityId: after.id, changes: forAudit(def, diffChanges({}, after)), ...meta });
        return;
      }
      if (Object.keys(set).length === 0) return;
      const [after] = await tx.update(def.table).set(set as never).where(eq(def.table.id, id)).returning();
      const pick = (row: Record<string, unknown>) => Object.fromEntries(Object.keys(set).map((k) => [k, row[k]]));
      const diff = diffChanges(pick(before!), pick(after));
      // A move (an offer to another university) expires the old place as well as the new.
      changes = [...def.change(before!), ...def.change(after)];
      if (Object.keys(diff).length === 0) return;
      const action = Object.keys(diff).length === 1 && 'status' in diff ? (after.status ? 'enable' : 'disable') : 'update';
      await recordAudit(tx, { actor, action, entity: def.name, entityId: id, changes: forAudit(def, diff), ...meta });
    });
  } catch (err) {
    // The rows rolled back with the transaction; the bytes are outside it.
    await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
    uniqueRefusal(def, err);
  }
  if (changes.length) expireCatalogue(...changes);
  const row = await findRow(db, def, savedId!);
  if (!row) throw notFound(def.noun);
  return row;
}

/** Parsed input → the columns it sets and the new image (a kept file name stays a field). */
function columnsOf(def: ResourceDef, input: Record<string, unknown>): { set: Record<string, unknown>; image?: ImageFile } {
  const field = def.image?.field;
  if (!field || !isNewFile(input[field])) return { set: def.toColumns(input) };
  const { [field]: image, ...fields } = input;
  return { set: def.toColumns(fields), image: image as ImageFile };
}

/**
 * Deletes a record and what goes with it, in one transaction with an audit entry holding the
 * record as it was. Refused with `conflict` while applications depend on it (disabling is the way
 * to take it off the public pages then).
 */
async function deleteRecord(actor: NonNullable<Actor>, def: ResourceDef, id: number, meta: Meta): Promise<{ id: number; label: string }> {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(def.table).where(eq(def.table.id, id)).for('update');
    if (!before) throw notFound(def.noun);
    const apps = await def.applicationsOf(tx, id);
    if (apps > 0) {
      throw new AppError(
        'conflict',
        errorMessages.hasApplications(def.nounLower, apps),
        { details: { applications: apps } },
      );
    }
    const dependents = (await def.dependentsOf(tx, id)).filter((d) => d.count > 0);
    await def.remove(tx, id);
    await recordAudit(tx, { actor, action: 'delete', entity: def.name, entityId: id, changes: { ...forAudit(def, diffChanges(before, {})), dependents }, ...meta });
    const row = before as Record<string, unknown>;
    return { before: row, label: String(row.name ?? row.title ?? id) };
  });
  expireCatalogue(...def.change(result.before));
  return { id, label: result.label };
}

/** A resource's input schema (create: as is; update: partial), its image field a new file or a kept name. */
function inputSchemaOf(name: AdminResourceName, mode: 'create' | 'update'): z.ZodType<Record<string, unknown>> {
  const base = mode === 'create' ? adminResourceSchemas[name] : adminResourceSchemas[name].partial();
  const field = defs[name].image?.field;
  const shape = base.shape as Record<string, z.ZodType>;
  return (field ? base.extend({ [field]: imageOrKept(shape[field]) }) : base) as unknown as z.ZodType<Record<string, unknown>>;
}

const listSchemaOf = (name: AdminResourceName) =>
  z.preprocess((v) => v ?? {}, adminResourceListSchema(adminResourceSortKeys[name])) as unknown as z.ZodType<AdminResourceListParams>;

// ---------------------------------------------------------------------------------------------
// Per resource (the legacy admin API: /api/admin/<resource>[/{id}])

const plural: Record<AdminResourceName, string> = { category: 'Categories', program: 'Programs', city: 'Cities', country: 'Countries', offer: 'Offers' };
const capital = (name: AdminResourceName) => name[0].toUpperCase() + name.slice(1);

function declareResource(name: AdminResourceName) {
  const def = defs[name];
  const noun = capital(name);
  const load = async (_actor: unknown, id: number): Promise<AdminResourceRow> => {
    const row = await findRow(getDb(), def, id);
    if (!row) throw notFound(def.noun);
    return row;
  };
  const record = { key: 'id', what: def.noun, load };
  const idInput = z.object({ id: idSchema() });
  return {
    list: defineUseCase({
      name: `catalogue.list${plural[name]}`,
      summary: `A page of every ${renderMessage(def.nounLower, 'en')}, enabled or not`,
      access: 'catalogue:write',
      input: listSchemaOf(name),
      run: (_admin, q) => listRecords(name, q),
    }),
    get: defineUseCase({
      name: `catalogue.get${noun}`,
      summary: `One ${renderMessage(def.nounLower, 'en')} with what depends on it`,
      access: 'catalogue:write',
      record,
      input: idInput,
      run: (_admin, { id }) => getRecord(def, id),
    }),
    create: defineUseCase({
      name: `catalogue.create${noun}`,
      summary: `Create a ${renderMessage(def.nounLower, 'en')}`,
      access: 'catalogue:write',
      input: inputSchemaOf(name, 'create'),
      run: (admin, input, { meta }) => {
        const { set, image } = columnsOf(def, input);
        return write(admin, def, null, set, image, meta);
      },
    }),
    update: defineUseCase({
      name: `catalogue.update${noun}`,
      summary: `Update a ${renderMessage(def.nounLower, 'en')}: only the fields sent change`,
      access: 'catalogue:write',
      record,
      input: z.intersection(idInput, inputSchemaOf(name, 'update')),
      run: (admin, { id, ...input }, { meta }) => {
        const { set, image } = columnsOf(def, input);
        return write(admin, def, id, set, image, meta);
      },
    }),
    delete: defineUseCase({
      name: `catalogue.delete${noun}`,
      summary: `Delete a ${renderMessage(def.nounLower, 'en')} and what goes with it (409 while applications depend on it)`,
      access: 'catalogue:write',
      record,
      input: idInput,
      run: (admin, { id }, { meta }) => deleteRecord(admin, def, id, meta),
    }),
  };
}

type ResourceUseCases = ReturnType<typeof declareResource>;

/** The use cases of each resource, declared once. */
export const resourceUseCases = Object.fromEntries(adminResourceNames.map((name) => [name, declareResource(name)])) as Record<AdminResourceName, ResourceUseCases>;

/** A page of a resource for the back office's list (`catalogue:write`). */
export function listAdminResource(actor: Actor, name: AdminResourceName, params: unknown = {}): Promise<Page<AdminResourceDetail>> {
  return resourceUseCases[name].list(actor, params);
}

/** One record for the back office's edit page (`catalogue:write`); an unknown id answers 404. */
export function getAdminResource(actor: Actor, name: AdminResourceName, id: number | string): Promise<AdminResourceDetail> {
  return resourceUseCases[name].get(actor, { id });
}

// ---------------------------------------------------------------------------------------------
// Across resources (the back office's forms and row actions name the resource)

const resourceRef = { id: idSchema() };

/**
 * The input of a save: the resource, the record's id (null: a new record) and the resource's own
 * fields, judged by that resource's schema (errors keyed by its field names).
 */
const saveInput = z
  .object({ resource: z.enum(adminResourceNames), id: idSchema().nullable() })
  .passthrough()
  .transform(({ resource, id, ...fields }, ctx) => {
    const parsed = inputSchemaOf(resource, id === null ? 'create' : 'update').safeParse(fields);
    if (parsed.success) return { resource, id, fields: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as (string | number)[] });
    return z.NEVER;
  });

/** The back office's add/edit form of a resource: creates (id null) or updates a record. */
export const saveResource = defineUseCase({
  name: 'catalogue.saveResource',
  summary: 'Create or update a record of a simple catalogue resource (back-office form)',
  access: 'catalogue:write',
  input: saveInput,
  run: (admin, { resource, id, fields }, { meta }) => {
    const def = defs[resource];
    const { set, image } = columnsOf(def, fields);
    return write(admin, def, id, set, image, meta);
  },
});

/** Enables or disables a record; the status it already has changes nothing. */
export const setResourceStatus = defineUseCase({
  name: 'catalogue.setResourceStatus',
  summary: 'Enable or disable a record of a simple catalogue resource',
  access: 'catalogue:write',
  input: z.object({ name: z.enum(adminResourceNames), ...resourceRef, enabled: z.boolean() }),
  run: (admin, { name, id, enabled }, { meta }) => write(admin, defs[name], id, { status: enabled }, undefined, meta),
});

/** Deletes a record and what goes with it (409 while applications depend on it). */
export const deleteResource = defineUseCase({
  name: 'catalogue.deleteResource',
  summary: 'Delete a record of a simple catalogue resource',
  access: 'catalogue:write',
  input: z.object({ name: z.enum(adminResourceNames), ...resourceRef }),
  run: (admin, { name, id }, { meta }) => deleteRecord(admin, defs[name], id, meta),
});

// ---------------------------------------------------------------------------------------------
// The forms' menus (page reads)

/** Every record of a resource as options for a select (id and label), enabled ones first. */
export async function listAdminResourceOptions(actor: Actor, name: AdminResourceName): Promise<{ id: number; label: string; status: boolean }[]> {
  assertCan(actor, 'catalogue:write');
  const def = defs[name];
  const rows = await def.select(getDb()).where(undefined).orderBy(desc(def.table.status), asc(def.sort[adminResourceSortKeys[name][0]] as SQL)).limit(2000).offset(0);
  return rows.map((r) => ({ id: r.id, label: r.label, status: r.status }));
}

/** Every province, for the city form (`catalogue:write`). */
export async function listProvinceChoices(actor: Actor): Promise<{ id: number; label: string }[]> {
  assertCan(actor, 'catalogue:write');
  return getDb().select({ id: provinces.id, label: provinces.name }).from(provinces).orderBy(asc(provinces.name), asc(provinces.id)).limit(2000);
}

/** Every university, enabled or not, for the offer form (`catalogue:write`). */
export async function listUniversityChoices(actor: Actor): Promise<{ id: number; label: string; status: boolean }[]> {
  assertCan(actor, 'catalogue:write');
  return getDb()
    .select({ id: universities.id, label: universities.name, status: universities.status })
    .from(universities)
    .orderBy(asc(universities.name), asc(universities.id))
    .limit(5000);
}
