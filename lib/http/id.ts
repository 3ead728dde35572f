import { z } from 'zod';
import { notFound } from '@/lib/errors';
import { nouns, validation } from '@/lib/messages';

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
export function parseId(raw: unknown, what: string = nouns.record): number {
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

/**
 * The one schema of an id anywhere in a body, a form or a query (`course_id`, `cv`,
 * `job_category_choice`, a row's `id`…): the same rule as `parseId` (an integer within
 * 1..MAX_ID, as a number or as digits), so an id past the column's range is a field error and
 * never reaches SQL. Nothing sent (absent, null, blank) says `required`; anything else that is no
 * id says `invalid` (never "required" for a value that was sent). Client-safe.
 *
 *   cv: idSchema({ required: m.cvRequired, invalid: m.cvRequired }),
 *   category_id: idSchema().optional(),
 */
export function idSchema(messages: { required?: string; invalid?: string } = {}) {
  const required = messages.required ?? validation.required;
  const invalid = messages.invalid ?? validation.invalidValue;
  return z.unknown().transform((raw, ctx): number => {
    const v = typeof raw === 'string' ? raw.trim() : raw;
    const id = toId(v);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: v === undefined || v === null || v === '' ? required : invalid, input: raw });
    return z.NEVER;
  });
}

/** An id that may be left out: absent, null or blank is `undefined`, anything else as `idSchema`. */
export function optionalIdSchema(messages: { invalid?: string } = {}) {
  return z.preprocess((raw) => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? undefined : raw), idSchema(messages).optional());
}
