import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL building blocks of the scale dataset. Vocabulary goes in as literal arrays (constants the
 * planner folds once), numbers as literals; both come from the seed's own files, never from input.
 */
function literal(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}
export function arr(list: readonly string[]): SQL {
  return sql.raw(`(ARRAY[${list.map(literal).join(',')}]::text[])`);
}
export function num(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`not a number: ${n}`);
  return sql.raw(String(n));
}
/** A random element (independent draw per evaluation). */
export function pick(list: readonly string[]): SQL {
  return sql`${arr(list)}[1 + floor(random() * ${num(list.length)})::int]`;
}
/** The element at a (non-negative integer) position, wrapping around. */
export function pickAt(list: readonly string[], i: SQL): SQL {
  return sql`${arr(list)}[1 + ((${i})::bigint % ${num(list.length)})::int]`;
}
/** A random integer in [lo, hi]. */
export function between(lo: number, hi: number): SQL {
  return sql`(${num(lo)} + floor(random() * ${num(hi - lo + 1)}))::int`;
}
export function json(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}
