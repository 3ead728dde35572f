import 'server-only';
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb, queryRows, type Db, type Tx } from '@/db';

/**
 * Numbered pages of a long list, read from an index in order (issue 28: "every page that is
 * offered is reachable", at any depth, in a few milliseconds).
 *
 * A list's order is a list of terms ending with a unique column (the id), so it is total; each
 * term says its direction and where NULLs go, so the same order can be read backwards exactly.
 * A page is an OFFSET into that order, and an OFFSET costs the rows it skips; so a page in the
 * second half of the list is read from the other end: the last page of 100,000 rows skips
 * nothing. The list's pages ask for ids only (an index-only walk), then load those rows.
 */
export interface OrderTerm {
  expr: SQL | AnyColumn;
  desc?: boolean;
  /** where NULLs go: default last when ascending, first when descending (as PostgreSQL does) */
  nulls?: 'first' | 'last';
}

export const asc = (expr: SQL | AnyColumn, nulls?: 'first' | 'last'): OrderTerm => ({ expr, nulls });
export const desc = (expr: SQL | AnyColumn, nulls?: 'first' | 'last'): OrderTerm => ({ expr, desc: true, nulls });

/** The ORDER BY terms of an order, or of its exact reverse. */
export function orderSql(terms: readonly OrderTerm[], reverse = false): SQL[] {
  return terms.map((t) => {
    const isDesc = reverse ? !t.desc : !!t.desc;
    const nullsFirst = (t.nulls ?? (t.desc ? 'first' : 'last')) === 'first';
    const first = reverse ? !nullsFirst : nullsFirst;
    return sql`${t.expr} ${sql.raw(isDesc ? 'DESC' : 'ASC')} ${sql.raw(first ? 'NULLS FIRST' : 'NULLS LAST')}`;
  });
}

export interface PageWindow {
  /** read the order backwards (then reverse the rows read) */
  reverse: boolean;
  offset: number;
  limit: number;
}

/** The total to read a list's pages by: a capped count's end is not known, so its pages are read forwards. */
export const pagingTotal = (n: number, capped: boolean): number => (capped ? Number.POSITIVE_INFINITY : n);

/**
 * Where page `page` (1-based, already at most the last) of `total` rows lies, read from the nearer
 * end. An empty window (limit 0) when the page holds no row.
 */
export function pageWindow(total: number, page: number, perPage: number): PageWindow {
  const offset = Math.max(0, (page - 1) * perPage);
  const limit = Math.max(0, Math.min(perPage, total - offset));
  if (limit === 0) return { reverse: false, offset, limit: 0 };
  if (offset + limit / 2 <= total / 2) return { reverse: false, offset, limit };
  return { reverse: true, offset: Math.max(0, total - offset - limit), limit };
}

/** The rows read through `window`, in the list's order. */
export function inOrder<T>(rows: T[], window: PageWindow): T[] {
  return window.reverse ? rows.reverse() : rows;
}

/** `rows` (loaded by id) in the order of `ids`. */
export function byIds<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const at = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => at.get(id)).filter((r): r is T => r !== undefined);
}

/** A select the caller has built up to its WHERE (`.$dynamic()`), for the columns given. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any dynamic select of any table
type Base = (columns: Record<string, any>) => any;

/** How a page's ids are read: walking the order's index, or the matches first, then ordered. */
export type Fence =
  | boolean
  /** decide by the page's position and the filter's share of the table (`rows`: the table's size, an estimate is enough) */
  | { rows: number };

/** A filter keeping at most this many rows is always read matches-first. */
export const FENCE_ROWS = 5000;

/**
 * Whether matches-first is the cheaper read: walking the order's index passes about
 * (offset + limit) x rows / total rows (the filter's matches spread along the index), reading
 * the matches costs about `total` rows and a sort.
 */
export function fenced(fence: Fence, total: number, window: PageWindow): boolean {
  if (typeof fence === 'boolean') return fence;
  if (total <= FENCE_ROWS) return true;
  return ((window.offset + window.limit) * fence.rows) / Math.max(1, total) > 2 * total;
}

/**
 * The ids of one page of a list: `base` selects from the list's tables with its filter, `terms`
 * is its total order (ending with the id). Read from the nearer end of the order.
 *
 * Fenced, the filter's rows are found first, then ordered, in a subquery the planner keeps apart
 * (`OFFSET 0`): for a filter that keeps few rows (a search, one employer's) the planner may
 * otherwise walk the order's index for a page, testing every row it passes. Not fenced, the
 * order's index is walked (a large set: the first rows it meets are the page's).
 */
export async function pageIdsOf(
  db: Db | Tx,
  base: Base,
  terms: readonly OrderTerm[],
  total: number,
  page: number,
  perPage: number,
  fence: Fence = false,
): Promise<number[]> {
  const window = pageWindow(total, page, perPage);
  if (window.limit === 0) return [];
  const [idTerm] = terms.slice(-1);
  let rows: { id: number }[];
  if (!fenced(fence, total, window)) {
    rows = await base({ id: idTerm.expr }).orderBy(...orderSql(terms, window.reverse)).limit(window.limit).offset(window.offset);
  } else {
    const columns = Object.fromEntries(terms.map((t, i) => [`k${i}`, sql`${t.expr}`.as(`k${i}`)]));
    const outer = orderSql(terms.map((t, i) => ({ ...t, expr: sql.raw(`s.k${i}`) })), window.reverse);
    rows = await queryRows<{ id: number }>(
      db as Db,
      sql`SELECT ${sql.raw(`s.k${terms.length - 1}`)} AS id FROM (${base(columns)} OFFSET 0) s
           ORDER BY ${sql.join(outer, sql`, `)} LIMIT ${window.limit} OFFSET ${window.offset}`,
    );
    rows = rows.map((r) => ({ id: Number(r.id) }));
  }
  return inOrder(rows, window).map((r) => r.id);
}

const sizes = new Map<string, { rows: number; at: number }>();

/** A table's number of rows as the planner estimates it (pg_class.reltuples), kept a minute. */
export async function estimatedRows(table: string): Promise<number> {
  const hit = sizes.get(table);
  if (hit && Date.now() - hit.at < 60_000) return hit.rows;
  const [row] = await queryRows<{ n: number }>(getDb(), sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = to_regclass(${table})`);
  const rows = Number(row?.n ?? 0);
  sizes.set(table, { rows, at: Date.now() });
  return rows;
}

/** Past this many matches a list page says "10,000+" (PRODUCT section 13); legacy answers count exactly. */
export const PAGE_COUNT_CAP = 10_000;

/**
 * The number of rows `query` (a select of the list's filter) finds, counted up to `cap`:
 * `capped` when there are more. A filter the planner expects to keep more than twice the cap is
 * not counted at all: even counting to the cap would read tens of thousands of rows for a
 * common word ("engineering" is in a third of the courses), so such a list is "10,000+" at once;
 * any other is counted, stopping past the cap.
 */
export async function countUpTo(db: Db, query: SQLWrapper, cap = PAGE_COUNT_CAP): Promise<{ n: number; capped: boolean }> {
  const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  if (Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0) > 2 * cap) return { n: cap, capped: true };
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${query} LIMIT ${cap + 1}) m`);
  const seen = Number(row?.n ?? 0);
  return { n: Math.min(seen, cap), capped: seen > cap };
}
