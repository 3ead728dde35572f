import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { nameKey } from '@/db/schema/enums';
import { diffChanges, recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import type { Permission } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, type FieldErrors } from '@/lib/errors';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import type { FileKind } from '@/lib/storage/values';

/**
 * The back office's reference data (the catalogue's categories, programs, cities, countries and
 * scholarship offers; the job board's job categories and employer types) through one engine.
 * Each domain describes its kinds (a `ReferenceKind`: its table, noun, permission, audit naming,
 * search and sort columns, what uses a record, what goes with it, what a change expires) and
 * declares its use cases (lib/use-case.ts, which authorises and parses) over the functions here:
 *
 * - `listRecords`: a page, searched (a piece of any search column, case-insensitive), filtered
 *   by status where the kind has one, sorted (the id breaks ties) and paged;
 * - `getRecord` / `findRecord`: one record (with its `detail`), or 404 `<Noun> not found`;
 * - `saveRecord` (create when the id is null, else update only what is sent) and
 *   `setRecordStatus`: the row and its audit entry (before and after) in one transaction, a new
 *   image stored inside it (its bytes removed again if it fails), a unique `code` and a name
 *   another record already has (case and spacing ignored: `uniqueName`) refused as field errors,
 *   and the kind's `expire` called after the commit;
 * - `deleteRecord`: refused (409, the kind's message naming what uses it) while something uses
 *   the record; else the record and what goes with it go, audited, then expired.
 */

type Rec = Record<string, unknown>;
export type Reader = Db | Tx;
export type Meta = { ip?: string | null; requestId?: string | null };
/** Something that goes with a deleted record: its words with its number ("3 courses of this degree are deleted"), and the number. */
export type Dependent = { label: string; count: number };

/** The table as the engine sees it: an identity `id` (and a boolean `status` where the kind has one). */
export type ReferenceTable = PgTable & { id: PgColumn; status?: PgColumn };

/** A kind's row query (a drizzle select in `$dynamic()` mode). */
export interface RowQuery<Row> extends PromiseLike<Row[]> {
  where(where: SQL | undefined): RowQuery<Row>;
  orderBy(...order: SQL[]): RowQuery<Row>;
  limit(n: number): RowQuery<Row>;
  offset(n: number): RowQuery<Row>;
}

/** Why a delete is refused: the message names what uses the record. */
export type InUse = { message: string; details?: Rec };

export interface ReferenceKind<Row extends { id: number } = { id: number }, Detail extends Row = Row> {
  /** The audit row's entity ('city', 'job_category'). */
  entity: string;
  /** "City" (a catalogue token): the 404's noun. */
  noun: string;
  /** Who may read and write the kind (its use cases' `access`). */
  permission: Permission;
  table: ReferenceTable;
  /** Whether records are enabled or disabled (`table.status`): the list's status filter, `setRecordStatus`. */
  hasStatus: boolean;
  /** What a search matches. */
  search: (PgColumn | SQL)[];
  /** The list's sort columns by key; the first is the default. */
  sort: Record<string, PgColumn | SQL>;
  /** Ties are broken by the id in the sort's direction, or always ascending ('asc'). */
  idOrder?: 'asc';
  /** The row the back office shows (joins and counts included). */
  select: (db: Reader) => RowQuery<Row>;
  /** What a list row and a read add to the row (what depends on it). */
  detail?: (db: Reader, row: Row) => Promise<Detail>;
  /** The same for a whole list page at once, when the kind can read it for all rows together. */
  details?: (db: Reader, rows: Row[]) => Promise<Detail[]>;
  /** What the parsed input names by text, looked up before the write (an offer's typed university); may refuse it. */
  resolve?: (input: Rec) => Promise<Rec>;
  /** Parsed input → columns. */
  toColumns: (input: Rec) => Rec;
  /** Columns filled on create (a slug). */
  onCreate?: (set: Rec, tx: Tx) => Promise<void>;
  /** References in the input, checked inside the transaction: field → messages. */
  checkRefs?: (tx: Tx, set: Rec, id: number | null) => Promise<FieldErrors>;
  /** The kind's image: the input field holding a new file, the column its key goes to, its kind. */
  image?: { field: string; column: string; kind: FileKind };
  /** What uses the record (a delete is refused while anything does), or null. */
  inUse?: (db: Reader, record: Rec) => Promise<InUse | null>;
  /** What goes with the record when it is deleted (recorded in the delete's audit row). */
  dependentsOf?: (db: Reader, id: number) => Promise<Dependent[]>;
  /** Deletes the record and what goes with it (default: the row alone). */
  remove?: (tx: Tx, id: number) => Promise<void>;
  /** Expires what the public sees of these rows (after the commit). */
  expire: (rows: Rec[]) => void;
  /** The field error of a `code` already used. */
  codeTaken: string;
  /**
   * The name no two records of the kind share, case and white space ignored (`nameKey`, the same
   * expression as the table's unique index): `column` is its key in the columns, `field` the
   * input field the refusal is shown on, `scope` a column a twin must share too (a city's
   * province: two provinces may each have a Suzhou), `taken` the field error.
   */
  uniqueName?: { column: string; field: string; scope?: string; taken: string };
  audit: {
    /** The key a `code` is recorded under: the audit log redacts a bare `code`. */
    code: string;
    /**
     * The fields a create and a delete record as they are, and every save is recorded (even
     * one that changes nothing). Without: every column as `[before, after]`, a save that
     * changes nothing is not recorded, and a change of status alone is an enable or a disable.
     */
    fields?: string[];
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own row
export type AnyReferenceKind = ReferenceKind<any, any>;

/** The query of a list: search, status ('all' | 'enabled' | 'disabled'), sort, page. */
export interface ListQuery {
  q?: string;
  status?: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  per_page: number;
}

/** A new image of a record, not yet stored: a File from a form or a multipart body. */
export type ImageFile = Blob & { name?: string };

const pick = (row: Rec, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** Audit changes with `code` under the kind's key. */
function audited(kind: AnyReferenceKind, changes: Rec): Rec {
  if (!('code' in changes)) return changes;
  const { code, ...rest } = changes;
  return { ...rest, [kind.audit.code]: code };
}

/** One record as the kind shows it, or null. */
export async function findRecord<Row>(kind: Pick<ReferenceKind, 'table'> & { select: (db: Reader) => RowQuery<Row> }, id: number, db: Reader = getDb()): Promise<Row | null> {
  const [row] = await kind.select(db).where(eq(kind.table.id, id));
  return row ?? null;
}

/** One record with its detail, or 404. */
export async function getRecord<Row extends { id: number }, Detail extends Row>(kind: ReferenceKind<Row, Detail>, id: number): Promise<Detail> {
  const db = getDb();
  const row = await findRecord(kind, id, db);
  if (!row) throw notFound(kind.noun);
  return kind.detail ? kind.detail(db, row) : (row as Detail);
}

/** A page of a kind: search, status, sort, page. */
export async function listRecords<Row extends { id: number }, Detail extends Row>(kind: ReferenceKind<Row, Detail>, q: ListQuery): Promise<Page<Detail>> {
  const t = kind.table;
  const where: SQL[] = [];
  if (kind.hasStatus && t.status && q.status && q.status !== 'all') where.push(eq(t.status, q.status === 'enabled'));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(or(...kind.search.map((c) => ilike(c, pattern)))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(t).where(condition);
  const page = Math.min(q.page, pageCountOf(total, q.per_page));
  const column = kind.sort[q.sort] ?? Object.values(kind.sort)[0];
  const direction = q.dir === 'desc' ? desc : asc;
  const items = await kind
    .select(db)
    .where(condition)
    .orderBy(direction(column as SQL), kind.idOrder === 'asc' ? asc(t.id) : direction(t.id))
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  // A page is at most 60 rows.
  const rows = kind.details ? await kind.details(db, items) : kind.detail ? await Promise.all(items.map((row) => kind.detail!(db, row))) : (items as Detail[]);
  return toPage(rows, total, page, q.per_page);
}

function nameTaken(kind: AnyReferenceKind): AppError {
  const { field, taken } = kind.uniqueName!;
  return new AppError('validation', taken, { fieldErrors: { [field]: [taken] } });
}

function refuseTakenCode(kind: AnyReferenceKind, err: unknown): never {
  // A twin written by a concurrent request after the check below: the unique index refuses it.
  if (kind.uniqueName && isUniqueViolation(err, 'name_key')) throw nameTaken(kind);
  if (isUniqueViolation(err, 'code')) throw new AppError('validation', kind.codeTaken, { fieldErrors: { code: [kind.codeTaken] } });
  throw err;
}

/**
 * Refuses a write that would give the record the name of another one of its kind (case and white
 * space ignored, within its scope). Only a write that sets the name or the scope is looked at.
 */
async function assertNameFree(tx: Tx, kind: AnyReferenceKind, id: number | null, before: Rec | null, set: Rec): Promise<void> {
  const rule = kind.uniqueName;
  if (!rule || (set[rule.column] === undefined && (!rule.scope || set[rule.scope] === undefined))) return;
  const cols = kind.table as unknown as Record<string, PgColumn>;
  const name = set[rule.column] !== undefined ? set[rule.column] : before?.[rule.column];
  if (typeof name !== 'string') return;
  const where: SQL[] = [sql`${nameKey(cols[rule.column])} = ${nameKey(sql`${name}::text`)}`];
  if (rule.scope) {
    const scope = set[rule.scope] !== undefined ? set[rule.scope] : before?.[rule.scope];
    where.push(sql`coalesce(${cols[rule.scope]}, 0) = ${typeof scope === 'number' ? scope : 0}`);
  }
  if (id !== null) where.push(ne(kind.table.id, id));
  const [twin] = await tx.select({ id: kind.table.id }).from(kind.table).where(and(...where)).limit(1);
  if (twin) throw nameTaken(kind);
}

/** Writes a record (a create when `id` is null) in one transaction with its audit entry. */
async function write<Row extends { id: number }>(
  actor: NonNullable<Actor>,
  kind: ReferenceKind<Row, Row>,
  id: number | null,
  set: Rec,
  image: ImageFile | undefined,
  meta: Meta,
): Promise<Row> {
  const t = kind.table;
  const db = getDb();
  const stored: StoredFile[] = [];
  let savedId = id;
  let touched: Rec[] = [];
  const entry = { actor, entity: kind.entity, ip: meta.ip, requestId: meta.requestId };
  try {
    await db.transaction(async (tx) => {
      let before: Rec | null = null;
      if (id !== null) {
        [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
        if (!before) throw notFound(kind.noun);
      }
      const fieldErrors = (await kind.checkRefs?.(tx, set, id)) ?? {};
      if (Object.keys(fieldErrors).length) throw new AppError('validation', Object.values(fieldErrors)[0][0], { fieldErrors });
      await assertNameFree(tx, kind, id, before, set);
      if (image && kind.image) {
        const saved = await saveUpload({ file: image, kind: kind.image.kind, ownerId: actor.id, field: kind.image.field }, tx);
        stored.push(saved);
        set[kind.image.column] = saved.storageKey;
      }
      if (before === null) {
        await kind.onCreate?.(set, tx);
        const [after] = (await tx.insert(t).values(set as never).returning()) as Rec[];
        savedId = after.id as number;
        touched = [after];
        const changes = kind.audit.fields ? pick(set, kind.audit.fields) : diffChanges({}, after);
        await recordAudit(tx, { ...entry, action: 'create', entityId: savedId, changes: audited(kind, changes) });
        return;
      }
      if (Object.keys(set).length === 0) return;
      const [after] = (await tx.update(t).set(set as never).where(eq(t.id, id!)).returning()) as Rec[];
      const keys = Object.keys(set);
      const diff = diffChanges(pick(before, keys), pick(after, keys));
      // A move (an offer to another university) expires the old place as well as the new.
      touched = [before, after];
      if (kind.audit.fields) {
        await recordAudit(tx, { ...entry, action: 'update', entityId: id, changes: audited(kind, diff) });
        return;
      }
      if (Object.keys(diff).length === 0) return;
      const action = Object.keys(diff).length === 1 && 'status' in diff ? (after.status ? 'enable' : 'disable') : 'update';
      await recordAudit(tx, { ...entry, action, entityId: id, changes: audited(kind, diff) });
    });
  } catch (err) {
    // The rows rolled back with the transaction; the bytes are outside it.
    await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
    refuseTakenCode(kind, err);
  }
  if (touched.length) kind.expire(touched);
  const row = await findRecord(kind, savedId!, db);
  if (!row) throw notFound(kind.noun);
  return row;
}

/** Creates (id null) or updates a record from parsed input; a new file in the image field is stored. */
export async function saveRecord<Row extends { id: number }>(actor: NonNullable<Actor>, kind: ReferenceKind<Row, Row>, id: number | null, parsed: Rec, meta: Meta): Promise<Row> {
  const input = kind.resolve ? await kind.resolve(parsed) : parsed;
  const field = kind.image?.field;
  const file = field ? input[field] : undefined;
  if (!field || !(typeof Blob !== 'undefined' && file instanceof Blob)) return write(actor, kind, id, kind.toColumns(input), undefined, meta);
  const { [field]: _image, ...fields } = input;
  return write(actor, kind, id, kind.toColumns(fields), file as ImageFile, meta);
}

/** Enables or disables a record; the status it already has changes nothing. */
export function setRecordStatus<Row extends { id: number }>(actor: NonNullable<Actor>, kind: ReferenceKind<Row, Row>, id: number, enabled: boolean, meta: Meta): Promise<Row> {
  if (!kind.hasStatus) throw new Error(`${kind.entity} has no status`);
  return write(actor, kind, id, { status: enabled }, undefined, meta);
}

/**
 * Deletes a record and what goes with it, in one transaction with an audit entry; refused with
 * `conflict` while something uses it. Answers the record as it was.
 */
export async function deleteRecord(actor: NonNullable<Actor>, kind: AnyReferenceKind, id: number, meta: Meta): Promise<Rec> {
  const t = kind.table;
  const before = await getDb().transaction(async (tx) => {
    const [row] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as Rec[];
    if (!row) throw notFound(kind.noun);
    const used = await kind.inUse?.(tx, row);
    if (used) throw new AppError('conflict', used.message, used.details ? { details: used.details } : {});
    const dependents = kind.dependentsOf ? (await kind.dependentsOf(tx, id)).filter((d) => d.count > 0) : null;
    if (kind.remove) await kind.remove(tx, id);
    else await tx.delete(t).where(eq(t.id, id));
    const changes = audited(kind, kind.audit.fields ? pick(row, kind.audit.fields) : diffChanges(row, {}));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: kind.entity,
      entityId: id,
      changes: dependents ? { ...changes, dependents } : changes,
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return row;
  });
  kind.expire([before]);
  return before;
}
