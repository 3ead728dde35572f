import { notFound } from '@/lib/errors';

/** The largest id a record can have (ids are Postgres `integer`s). */
const MAX_ID = 2_147_483_647;

/** Whether a value is a record id: an integer within 1..MAX_ID. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;
}

/**
 * The one rule for an id from a path (`{id}`) or a query (`?id=`): digits only (no leading zero),
 * within 1..MAX_ID;
 * anything else is a record that does not exist (404, never 400 or 500), so a door answers the
 * same for `abc`, `-1`, `1e3` and `99999999999` as for an id nobody has. Numbers (already parsed
 * by a caller) pass the same range check.
 */
export function parseId(raw: unknown, what = 'Record'): number {
  const id = toId(raw);
  if (id === null) throw notFound(what);
  return id;
}

/** The same rule without throwing: the id, or null (for doors that answer a miss themselves). */
export function toId(raw: unknown): number | null {
  if (isId(raw)) return raw;
  if (typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw)) {
    const n = Number(raw);
    if (isId(n)) return n;
  }
  return null;
}
