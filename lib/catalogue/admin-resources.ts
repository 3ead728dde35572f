import 'server-only';
import { asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { provinces } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { notFound } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import type { Page } from '@/lib/http/page';
import { deleteRecord, findRecord, getRecord, listRecords, saveRecord, setRecordStatus } from '@/lib/reference-data/engine';
import { defineUseCase } from '@/lib/use-case';
import { imageOrKept } from './form-files';
import { catalogueAccess as access, defs, type AdminResourceDetail, type AdminResourceRow } from './resource-defs';
import {
  adminResourceListSchema,
  adminResourceNames,
  adminResourceSchemas,
  adminResourceSortKeys,
  withResourceRules,
  type AdminResourceListParams,
  type AdminResourceName,
} from './schemas';
import { renderMessage } from '@/lib/i18n/catalogue';

export type { AdminResourceDetail, AdminResourceRow, Dependent } from './resource-defs';

/**
 * The use cases of the back office's simple catalogue resources (categories, programs, cities,
 * countries, scholarship offers), declared over the reference-data engine
 * (lib/reference-data/engine.ts) and the resources' descriptions (resource-defs.ts):
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

/** A delete's answer: the record's id and its display name. */
const deleted = (row: Record<string, unknown>) => ({ id: row.id as number, label: String(row.name ?? row.title ?? row.id) });

/** A resource's input schema (create: as is; update: partial), its image field a new file or a kept name. */
function inputSchemaOf(name: AdminResourceName, mode: 'create' | 'update'): z.ZodType<Record<string, unknown>> {
  const base = mode === 'create' ? adminResourceSchemas[name] : adminResourceSchemas[name].partial();
  const field = defs[name].image?.field;
  const shape = base.shape as Record<string, z.ZodType>;
  return withResourceRules(name, field ? base.extend({ [field]: imageOrKept(shape[field]) }) : base, mode) as unknown as z.ZodType<Record<string, unknown>>;
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
    const row = await findRecord(def, id);
    if (!row) throw notFound(def.noun);
    return row;
  };
  const record = { key: 'id', what: def.noun, load };
  const idInput = z.object({ id: idSchema() });
  return {
    list: defineUseCase({
      name: `catalogue.list${plural[name]}`,
      summary: `A page of every ${renderMessage(def.nounLower, 'en')}, enabled or not`,
      access,
      input: listSchemaOf(name),
      run: (_admin, q) => listRecords(def, q),
    }),
    get: defineUseCase({
      name: `catalogue.get${noun}`,
      summary: `One ${renderMessage(def.nounLower, 'en')} with what depends on it`,
      access,
      record,
      input: idInput,
      run: (_admin, { id }) => getRecord(def, id),
    }),
    create: defineUseCase({
      name: `catalogue.create${noun}`,
      summary: `Create a ${renderMessage(def.nounLower, 'en')}`,
      access,
      input: inputSchemaOf(name, 'create'),
      run: (admin, input, { meta }) => saveRecord(admin, def, null, input, meta),
    }),
    update: defineUseCase({
      name: `catalogue.update${noun}`,
      summary: `Update a ${renderMessage(def.nounLower, 'en')}: only the fields sent change`,
      access,
      record,
      input: z.intersection(idInput, inputSchemaOf(name, 'update')),
      run: (admin, { id, ...input }, { meta }) => saveRecord(admin, def, id, input, meta),
    }),
    delete: defineUseCase({
      name: `catalogue.delete${noun}`,
      summary: name === 'country' ? 'Delete a country: it is disabled (records keep naming it by its code)' : `Delete a ${renderMessage(def.nounLower, 'en')} and what goes with it (409 while applications depend on it)`,
      access,
      record,
      input: idInput,
      run: async (admin, { id }, { meta }) => deleted(await deleteRecord(admin, def, id, meta)),
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
  access,
  input: saveInput,
  run: (admin, { resource, id, fields }, { meta }) => saveRecord(admin, defs[resource], id, fields, meta),
});

/** Enables or disables a record; the status it already has changes nothing. */
export const setResourceStatus = defineUseCase({
  name: 'catalogue.setResourceStatus',
  summary: 'Enable or disable a record of a simple catalogue resource',
  access,
  input: z.object({ name: z.enum(adminResourceNames), ...resourceRef, enabled: z.boolean() }),
  run: (admin, { name, id, enabled }, { meta }) => setRecordStatus(admin, defs[name], id, enabled, meta),
});

/** Deletes a record and what goes with it (409 while applications depend on it). */
export const deleteResource = defineUseCase({
  name: 'catalogue.deleteResource',
  summary: 'Delete a record of a simple catalogue resource',
  access,
  input: z.object({ name: z.enum(adminResourceNames), ...resourceRef }),
  run: async (admin, { name, id }, { meta }) => deleted(await deleteRecord(admin, defs[name], id, meta)),
});

// ---------------------------------------------------------------------------------------------
// The forms' menus (page reads)

/** Every record of a resource as options for a select (id and label), enabled ones first. */
export async function listAdminResourceOptions(actor: Actor, name: AdminResourceName): Promise<{ id: number; label: string; status: boolean }[]> {
  assertCan(actor, access);
  const def = defs[name];
  const rows = await def.select(getDb()).where(undefined).orderBy(desc(def.table.status!), asc(def.sort[adminResourceSortKeys[name][0]] as SQL)).limit(2000).offset(0);
  return rows.map((r) => ({ id: r.id, label: r.label, status: r.status }));
}

/** Every province, for the city form (`catalogue:write`). */
export async function listProvinceChoices(actor: Actor): Promise<{ id: number; label: string }[]> {
  assertCan(actor, access);
  return getDb().select({ id: provinces.id, label: provinces.name }).from(provinces).orderBy(asc(provinces.name), asc(provinces.id)).limit(2000);
}
