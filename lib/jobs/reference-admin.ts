import 'server-only';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@/db';
import { companyProfiles, directHireRequests, employerTypes, jobCategories, jobs } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { idSchema, parseId } from '@/lib/http/id';
import type { Page } from '@/lib/http/page';
import { msg } from '@/lib/i18n/message';
import { nouns, validation } from '@/lib/messages';
import { deleteRecord, getRecord, listRecords, saveRecord, type ReferenceKind } from '@/lib/reference-data/engine';
import { authorise, defineUseCase } from '@/lib/use-case';
import { referenceItemSchema, referenceItemUpdateSchema, referenceListParamsSchema, type ReferenceItemInput } from './admin-schemas';
import { expireJobs } from './cache-tags';
import { referenceListValues, type ReferenceList } from './values';

/**
 * The job board's two reference lists in the back office (job categories, employer types): a
 * code and a name each, kinds of the reference-data engine (lib/reference-data/engine.ts) described
 * here (its table, what uses a record, what a change expires) with their use cases. Admin only
 * (`jobs:moderate`); every write records an audit row in its transaction (the fields as they are
 * at a create and a delete, `code` as `<entity>Code`); a record in use cannot be deleted (409 with
 * what uses it).
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

const access = 'jobs:moderate';

export const codeTaken = msg('validation.jobs.codeTaken');
export const inUseMessage = (noun: string, name: string, what: string) => msg('jobs.reference.inUse', { noun, name, what });

/** A list of the job board: its table, entity, noun, what uses a record (counted, and in a sentence), what a change expires. */
function codeNameKind(
  table: typeof employerTypes | typeof jobCategories,
  entity: string,
  noun: string,
  nounLower: string,
  usedSql: SQL,
  usedBy: (db: Db | Tx, id: number) => Promise<{ count: number; what: string }>,
  expire: ReferenceKind['expire'],
): ReferenceKind<ReferenceRow> {
  const t = table as typeof employerTypes;
  return {
    entity,
    noun,
    permission: access,
    table: t,
    hasStatus: false,
    search: [t.name, t.code],
    sort: { name: t.name, code: t.code, created: t.createdAt, updated: t.updatedAt },
    idOrder: 'asc',
    select: (db) =>
      db.select({ id: t.id, code: t.code, name: t.name, createdAt: t.createdAt, updatedAt: t.updatedAt, used: usedSql.mapWith(Number) }).from(t).$dynamic(),
    toColumns: (input) => ({ ...input }),
    inUse: async (db, record) => {
      const used = await usedBy(db, record.id as number);
      return used.count > 0 ? { message: inUseMessage(noun, record.name as string, used.what) } : null;
    },
    expire,
    codeTaken,
    uniqueName: { column: 'name', field: 'name', taken: validation.nameTakenBy(nounLower) },
    audit: { code: `${entity}Code`, fields: ['code', 'name'] },
  };
}

const kinds: Record<ReferenceList, ReferenceKind<ReferenceRow>> = {
  jobCategory: codeNameKind(
    jobCategories,
    'job_category',
    nouns.jobCategory,
    nouns.lower.jobCategory,
    // Qualified by hand: inside a subquery an unqualified "id" would be the subquery's own.
    sql<number>`((SELECT count(*) FROM jobs j WHERE j.category_id = "job_categories"."id") + (SELECT count(*) FROM direct_hire_requests d WHERE d.job_category_id = "job_categories"."id"))::int`,
    async (db, id) => {
      const [j] = await db.select({ n: count() }).from(jobs).where(eq(jobs.categoryId, id));
      const [d] = await db.select({ n: count() }).from(directHireRequests).where(eq(directHireRequests.jobCategoryId, id));
      const what = j.n && d.n ? msg('jobs.reference.usedByJobsAndDirectHire', { jobs: j.n, requests: d.n }) : d.n ? msg('jobs.reference.usedByDirectHire', { n: d.n }) : msg('jobs.reference.usedByJobs', { n: j.n });
      return { count: j.n + d.n, what };
    },
    (rows) => expireJobs({ kind: 'category', id: rows[0].id as number }),
  ),
  employerType: codeNameKind(
    employerTypes,
    'employer_type',
    nouns.employerType,
    nouns.lower.employerType,
    sql<number>`(SELECT count(*) FROM company_profiles p WHERE p.employer_type_id = "employer_types"."id")::int`,
    async (db, id) => {
      const [p] = await db.select({ n: count() }).from(companyProfiles).where(eq(companyProfiles.employerTypeId, id));
      return { count: p.n, what: msg('jobs.reference.usedByCompanyProfiles', { n: p.n }) };
    },
    () => {},
  ),
};

const listField = z.enum(referenceListValues);

/** One page of a list (admin): a search over code and name, sorted by a column. */
export const listReferenceItems = defineUseCase({
  name: 'jobs.listReference',
  summary: 'A page of job categories or employer types, searched by code and name',
  access,
  input: referenceListParamsSchema.extend({ list: listField }),
  run: (_actor, { list, ...params }): Promise<Page<ReferenceRow>> => listRecords(kinds[list], params),
});

/** The list page's read (the back office's list pages pass the list apart from the address's parameters). */
export function listReference(actor: Actor, list: ReferenceList, params: Record<string, unknown> = {}): Promise<Page<ReferenceRow>> {
  return listReferenceItems(actor, { ...params, list });
}

/** One record, as its edit page reads it (admin). */
export async function getReference(actor: Actor, list: ReferenceList, rawId: unknown): Promise<ReferenceRow> {
  authorise(actor, access);
  return getRecord(kinds[list], parseId(rawId, kinds[list].noun));
}

/** Adds a record to a list (code and name required; a code is unique in its list). */
export const createReference = defineUseCase({
  name: 'jobs.createReference',
  summary: 'Add a job category or employer type (code and name)',
  access,
  input: referenceItemSchema.extend({ list: listField }),
  run: (actor, { list, ...data }, { meta }) => saveRecord(actor, kinds[list], null, data, meta),
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
  access,
  input: saveReferenceInput,
  run: (actor, { list, id, ...data }, { meta }): Promise<ReferenceRow> => saveRecord(actor, kinds[list], id ?? null, data, meta),
});

/** Deletes an unused record; one in use answers 409 naming what uses it. */
export const deleteReference = defineUseCase({
  name: 'jobs.deleteReference',
  summary: 'Delete a job category or employer type nothing uses (409 naming what uses it)',
  access,
  input: z.object({ list: listField, id: z.unknown() }),
  run: async (actor, { list, id: rawId }, { meta }): Promise<{ id: number; name: string }> => {
    const kind = kinds[list];
    const row = await deleteRecord(actor, kind, parseId(rawId, kind.noun), meta);
    return { id: row.id as number, name: row.name as string };
  },
});
