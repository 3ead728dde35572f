import 'server-only';
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { companyProfiles, directHireRequests, employerTypes, jobCategories, jobs } from '@/db/schema';
import { auditFields, diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';

import { z } from 'zod';
import { AppError, isUniqueViolation, notFound } from '@/lib/errors';
import { idSchema, parseId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import type { RequestMeta } from '@/lib/http/request-meta';
import { authorise, defineUseCase, type SignedInActor } from '@/lib/use-case';
import { referenceItemSchema, referenceItemUpdateSchema, referenceListParamsSchema, type ReferenceItemInput } from './admin-schemas';
import { expireJobs } from './cache-tags';
import { referenceListValues, type ReferenceList } from './values';
import { nouns } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';

/**
 * The job board's two reference lists in the back office (job categories, employer types): a
 * code and a name each, written once here and described per list (its table, what uses a record,
 * what a change expires). Admin only (`jobs:moderate`); every write records an audit row in its
 * transaction; a record in use cannot be deleted (409 with what uses it).
 */
export interface ReferenceRow {
  id: number;
  code: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  /** how many records use it (a delete is refused while there are any) */
  used: number;
}

export type { ReferenceList };

interface ListDef {
  table: typeof employerTypes;
  /** "Job category" */
  noun: string;
  entity: string;
  usedBy: (db: Db | Tx, id: number) => Promise<{ count: number; what: string }>;
  usedSql: SQL;
  onChange: (id: number) => void;
}

const defs: Record<ReferenceList, ListDef> = {
  jobCategory: {
    table: jobCategories as unknown as typeof employerTypes,
    noun: nouns.jobCategory,
    entity: 'job_category',
    usedBy: async (db, id) => {
      const [j] = await db.select({ n: count() }).from(jobs).where(eq(jobs.categoryId, id));
      const [d] = await db.select({ n: count() }).from(directHireRequests).where(eq(directHireRequests.jobCategoryId, id));
      const what = j.n && d.n ? msg('jobs.reference.usedByJobsAndDirectHire', { jobs: j.n, requests: d.n }) : d.n ? msg('jobs.reference.usedByDirectHire', { n: d.n }) : msg('jobs.reference.usedByJobs', { n: j.n });
      return { count: j.n + d.n, what };
    },
    // Qualified by hand: inside a subquery an unqualified "id" would be the subquery's own.
    usedSql: sql<number>`((SELECT count(*) FROM jobs j WHERE j.category_id = "job_categories"."id") + (SELECT count(*) FROM direct_hire_requests d WHERE d.job_category_id = "job_categories"."id"))::int`,
    onChange: (id) => expireJobs({ kind: 'category', id }),
  },
  employerType: {
    table: employerTypes,
    noun: nouns.employerType,
    entity: 'employer_type',
    usedBy: async (db, id) => {
      const [p] = await db.select({ n: count() }).from(companyProfiles).where(eq(companyProfiles.employerTypeId, id));
      return { count: p.n, what: msg('jobs.reference.usedByCompanyProfiles', { n: p.n }) };
    },
    usedSql: sql<number>`(SELECT count(*) FROM company_profiles p WHERE p.employer_type_id = "employer_types"."id")::int`,
    onChange: () => {},
  },
};

export const codeTaken = msg('validation.jobs.codeTaken');
export const inUseMessage = (noun: string, name: string, what: string) => msg('jobs.reference.inUse', { noun, name, what });

function columns(def: ListDef) {
  const t = def.table;
  return { id: t.id, code: t.code, name: t.name, createdAt: t.createdAt, updatedAt: t.updatedAt, used: def.usedSql.mapWith(Number) };
}

const listField = z.enum(referenceListValues);

/** One page of a list (admin): a search over code and name, sorted by a column. */
export const listReferenceItems = defineUseCase({
  name: 'jobs.listReference',
  summary: 'A page of job categories or employer types, searched by code and name',
  access: 'jobs:moderate',
  input: referenceListParamsSchema.extend({ list: listField }),
  run: async (_actor, { list, ...params }): Promise<Page<ReferenceRow>> => {
    const def = defs[list];
    const t = def.table;
    const db = getDb();
    const where = params.q ? or(ilike(t.name, `%${escapeLike(params.q)}%`), ilike(t.code, `%${escapeLike(params.q)}%`)) : undefined;
    const [{ n }] = await db.select({ n: count() }).from(t).where(where);
    const pageCount = Math.max(1, Math.ceil(n / params.per_page));
    const page = Math.min(params.page, pageCount);
    const sortCol = { code: t.code, name: t.name, created: t.createdAt, updated: t.updatedAt }[params.sort];
    const rows = await db
      .select(columns(def))
      .from(t)
      .where(where)
      .orderBy(params.dir === 'desc' ? desc(sortCol) : asc(sortCol), asc(t.id))
      .limit(params.per_page)
      .offset((page - 1) * params.per_page);
    return toPage(rows, n, page, params.per_page);
  },
});

/** The list page's read (the back office's list pages pass the list apart from the address's parameters). */
export function listReference(actor: Actor, list: ReferenceList, params: Record<string, unknown> = {}): Promise<Page<ReferenceRow>> {
  return listReferenceItems(actor, { ...params, list });
}

async function readReference(list: ReferenceList, id: number, db: Db | Tx = getDb()): Promise<ReferenceRow> {
  const def = defs[list];
  const [row] = await db.select(columns(def)).from(def.table).where(eq(def.table.id, id));
  if (!row) throw notFound(def.noun);
  return row;
}

/** One record, as its edit page reads it (admin). */
export async function getReference(actor: Actor, list: ReferenceList, rawId: unknown): Promise<ReferenceRow> {
  authorise(actor, 'jobs:moderate');
  return readReference(list, parseId(rawId, defs[list].noun));
}

function translateUnique(err: unknown): never {
  if (isUniqueViolation(err, 'code')) throw new AppError('validation', codeTaken, { fieldErrors: { code: [codeTaken] } });
  throw err;
}

async function insertReference(actor: SignedInActor, list: ReferenceList, data: ReferenceItemInput, meta: Partial<RequestMeta>): Promise<ReferenceRow> {
  const def = defs[list];
  let id: number;
  try {
    id = await getDb().transaction(async (tx) => {
      const [row] = await tx.insert(def.table).values(data).returning({ id: def.table.id });
      await recordAudit(tx, { actor, action: 'create', entity: def.entity, entityId: row.id, changes: auditFields(def.entity, data), ip: meta.ip, requestId: meta.requestId });
      return row.id;
    });
  } catch (err) {
    translateUnique(err);
  }
  def.onChange(id);
  return readReference(list, id);
}

async function changeReference(actor: SignedInActor, list: ReferenceList, id: number, data: Partial<ReferenceItemInput>, meta: Partial<RequestMeta>): Promise<ReferenceRow> {
  const def = defs[list];
  const before = await readReference(list, id);
  try {
    await getDb().transaction(async (tx) => {
      await tx.update(def.table).set(data).where(eq(def.table.id, before.id));
      const changes = diffChanges({ code: before.code, name: before.name }, { code: data.code ?? before.code, name: data.name ?? before.name });
      await recordAudit(tx, { actor, action: 'update', entity: def.entity, entityId: before.id, changes: auditFields(def.entity, changes), ip: meta.ip, requestId: meta.requestId });
    });
  } catch (err) {
    translateUnique(err);
  }
  def.onChange(before.id);
  return readReference(list, before.id);
}

/** Adds a record to a list (code and name required; a code is unique in its list). */
export const createReference = defineUseCase({
  name: 'jobs.createReference',
  summary: 'Add a job category or employer type (code and name)',
  access: 'jobs:moderate',
  input: referenceItemSchema.extend({ list: listField }),
  run: (actor, { list, ...data }, { meta }) => insertReference(actor, list, data, meta),
});

const refHead = z.object({ list: listField, id: idSchema().nullable().optional() });
type SaveReferenceInput = z.output<typeof refHead> & Partial<ReferenceItemInput>;

/** The list and id (none: a new record), then the record's fields: all of them for a new one, those sent for an edit. */
const saveReferenceInput = z.unknown().transform((raw, ctx): SaveReferenceInput => {
  const issues = (r: { success: false; error: z.ZodError }) => {
    for (const issue of r.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  };
  const head = refHead.safeParse(raw);
  if (!head.success) return issues(head);
  const body = (head.data.id == null ? referenceItemSchema : referenceItemUpdateSchema).safeParse(raw);
  if (!body.success) return issues(body);
  return { ...body.data, ...head.data };
});

/** The back office's add/edit form of a record (no id: a new one). */
export const saveReference = defineUseCase({
  name: 'jobs.saveReference',
  summary: 'Add a job category or employer type, or change the code or name of one',
  access: 'jobs:moderate',
  input: saveReferenceInput,
  run: async (actor, { list, id, ...data }, { meta }): Promise<ReferenceRow> =>
    id == null ? insertReference(actor, list, data as ReferenceItemInput, meta) : changeReference(actor, list, id, data, meta),
});

/** Deletes an unused record; one in use answers 409 naming what uses it. */
export const deleteReference = defineUseCase({
  name: 'jobs.deleteReference',
  summary: 'Delete a job category or employer type nothing uses (409 naming what uses it)',
  access: 'jobs:moderate',
  input: z.object({ list: listField, id: z.unknown() }),
  run: async (actor, { list, id: rawId }, { meta }): Promise<{ id: number; name: string }> => {
    const def = defs[list];
    const row = await readReference(list, parseId(rawId, def.noun));
    await getDb().transaction(async (tx) => {
      await tx.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, row.id)).for('update');
      const used = await def.usedBy(tx, row.id);
      if (used.count > 0) throw new AppError('conflict', inUseMessage(def.noun, row.name, used.what));
      await tx.delete(def.table).where(eq(def.table.id, row.id));
      await recordAudit(tx, { actor, action: 'delete', entity: def.entity, entityId: row.id, changes: auditFields(def.entity, { code: row.code, name: row.name }), ip: meta.ip, requestId: meta.requestId });
    });
    def.onChange(row.id);
    return { id: row.id, name: row.name };
  },
});
