import 'server-only';
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { companyProfiles, directHireRequests, employerTypes, jobCategories, jobs } from '@/db/schema';
import { auditFields, diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import type { RequestMeta } from '@/lib/http/request-meta';
import {
  referenceItemSchema,
  referenceItemUpdateSchema,
  referenceListParamsSchema,
  type ReferenceItemInput,
} from './admin-schemas';
import { expireJobs } from './cache-tags';

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

export type ReferenceList = 'jobCategory' | 'employerType';

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
    noun: 'Job category',
    entity: 'job_category',
    usedBy: async (db, id) => {
      const [j] = await db.select({ n: count() }).from(jobs).where(eq(jobs.categoryId, id));
      const [d] = await db.select({ n: count() }).from(directHireRequests).where(eq(directHireRequests.jobCategoryId, id));
      const parts = [j.n ? `${j.n} job${j.n === 1 ? '' : 's'}` : null, d.n ? `${d.n} direct-hire request${d.n === 1 ? '' : 's'}` : null].filter(Boolean);
      return { count: j.n + d.n, what: parts.join(' and ') };
    },
    // Qualified by hand: inside a subquery an unqualified "id" would be the subquery's own.
    usedSql: sql<number>`((SELECT count(*) FROM jobs j WHERE j.category_id = "job_categories"."id") + (SELECT count(*) FROM direct_hire_requests d WHERE d.job_category_id = "job_categories"."id"))::int`,
    onChange: (id) => expireJobs({ kind: 'category', id }),
  },
  employerType: {
    table: employerTypes,
    noun: 'Employer type',
    entity: 'employer_type',
    usedBy: async (db, id) => {
      const [p] = await db.select({ n: count() }).from(companyProfiles).where(eq(companyProfiles.employerTypeId, id));
      return { count: p.n, what: `${p.n} compan${p.n === 1 ? 'y profile' : 'y profiles'}` };
    },
    usedSql: sql<number>`(SELECT count(*) FROM company_profiles p WHERE p.employer_type_id = "employer_types"."id")::int`,
    onChange: () => {},
  },
};

export const codeTaken = 'This code is already used';
export const inUseMessage = (noun: string, name: string, what: string) => `${noun} “${name}” is used by ${what}, so it cannot be deleted.`;

function columns(def: ListDef) {
  const t = def.table;
  return { id: t.id, code: t.code, name: t.name, createdAt: t.createdAt, updatedAt: t.updatedAt, used: def.usedSql.mapWith(Number) };
}

export async function listReference(actor: Actor, list: ReferenceList, rawParams: unknown = {}): Promise<Page<ReferenceRow>> {
  assertCan(actor, 'jobs:moderate');
  const def = defs[list];
  const t = def.table;
  const params = referenceListParamsSchema.parse(rawParams ?? {});
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
}

export async function getReference(actor: Actor, list: ReferenceList, rawId: unknown): Promise<ReferenceRow> {
  assertCan(actor, 'jobs:moderate');
  const def = defs[list];
  const id = parseId(rawId, def.noun);
  const [row] = await getDb().select(columns(def)).from(def.table).where(eq(def.table.id, id));
  if (!row) throw notFound(def.noun);
  return row;
}

function translateUnique(err: unknown): never {
  if (isUniqueViolation(err, 'code')) throw new AppError('validation', codeTaken, { fieldErrors: { code: [codeTaken] } });
  throw err;
}

export async function createReference(actor: Actor, list: ReferenceList, input: unknown, meta: Partial<RequestMeta> = {}): Promise<ReferenceRow> {
  assertCan(actor, 'jobs:moderate');
  const def = defs[list];
  const data: ReferenceItemInput = parseInput(referenceItemSchema, input);
  const db = getDb();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(def.table).values(data).returning({ id: def.table.id });
      await recordAudit(tx, { actor, action: 'create', entity: def.entity, entityId: row.id, changes: auditFields(def.entity, data), ip: meta.ip, requestId: meta.requestId });
      return row.id;
    });
  } catch (err) {
    translateUnique(err);
  }
  def.onChange(id);
  return getReference(actor, list, id);
}

export async function updateReference(actor: Actor, list: ReferenceList, rawId: unknown, input: unknown, meta: Partial<RequestMeta> = {}): Promise<ReferenceRow> {
  assertCan(actor, 'jobs:moderate');
  const def = defs[list];
  const before = await getReference(actor, list, rawId);
  const data = parseInput(referenceItemUpdateSchema, input);
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
  return getReference(actor, list, before.id);
}

/** Deletes an unused record; one in use answers 409 naming what uses it. */
export async function deleteReference(actor: Actor, list: ReferenceList, rawId: unknown, meta: Partial<RequestMeta> = {}): Promise<{ id: number; name: string }> {
  assertCan(actor, 'jobs:moderate');
  const def = defs[list];
  const row = await getReference(actor, list, rawId);
  await getDb().transaction(async (tx) => {
    await tx.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, row.id)).for('update');
    const used = await def.usedBy(tx, row.id);
    if (used.count > 0) throw new AppError('conflict', inUseMessage(def.noun, row.name, used.what));
    await tx.delete(def.table).where(eq(def.table.id, row.id));
    await recordAudit(tx, { actor, action: 'delete', entity: def.entity, entityId: row.id, changes: auditFields(def.entity, { code: row.code, name: row.name }), ip: meta.ip, requestId: meta.requestId });
  });
  def.onChange(row.id);
  return { id: row.id, name: row.name };
}

/** The five functions of one list, with the list fixed (`jobCategoryAdmin.list(actor, params)`). */
export function referenceAdmin(list: ReferenceList) {
  return {
    list: (actor: Actor, params?: unknown) => listReference(actor, list, params),
    get: (actor: Actor, id: unknown) => getReference(actor, list, id),
    create: (actor: Actor, input: unknown, meta?: Partial<RequestMeta>) => createReference(actor, list, input, meta),
    update: (actor: Actor, id: unknown, input: unknown, meta?: Partial<RequestMeta>) => updateReference(actor, list, id, input, meta),
    remove: (actor: Actor, id: unknown, meta?: Partial<RequestMeta>) => deleteReference(actor, list, id, meta),
  };
}
