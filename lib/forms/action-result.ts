import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { isAppError } from '@/lib/errors';
import { logUnexpected } from '@/lib/log';
import { errors as errorMessages } from '@/lib/messages';
import { formDataToObject } from './form-data';
import { type FieldErrors, zodIssuesToFieldErrors } from './field-errors';

/**
 * The server-action door: every action answers an ActionResult, and this file is the one place
 * where AppError, zod errors and unknown errors become one. The client hook
 * (components/forms/use-action-form.ts) puts `fieldErrors` on their inputs by dotted path.
 */
export type { FieldErrors } from './field-errors';

export type ActionSuccess<T = undefined> = { ok: true; data?: T; message?: string };
export type ActionFailure = { ok: false; message: string; fieldErrors: FieldErrors };
export type ActionResult<T = undefined> = ActionSuccess<T> | ActionFailure;

/** A success answer: `return ok(record, messages.success.saved)`. */
export function ok<T = undefined>(data?: T, message?: string): ActionSuccess<T> {
  const out: ActionSuccess<T> = { ok: true };
  if (data !== undefined) out.data = data;
  if (message !== undefined) out.message = message;
  return out;
}

/** A failure answer built by hand (rarely needed: throw AppError instead). */
export function fail(message: string, fieldErrors: FieldErrors = {}): ActionFailure {
  return { ok: false, message, fieldErrors };
}

/** The one translation of any thrown value into a failure answer. Rethrows Next's redirects/notFound. */
export function toActionFailure(err: unknown, context: Record<string, unknown> = {}): ActionFailure {
  unstable_rethrow(err);
  if (isAppError(err)) {
    const failure: ActionFailure = { ok: false, message: err.message, fieldErrors: err.fieldErrors };
    return failure;
  }
  if (err instanceof z.ZodError) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(err.issues);
    return { ok: false, message: formErrors[0] ?? errorMessages.invalidInput, fieldErrors };
  }
  const id = logUnexpected(err, { door: 'server-action', ...context });
  return { ok: false, message: errorMessages.genericWithId(id), fieldErrors: {} };
}

/**
 * Parses `input` (an object or FormData) with the SAME zod schema the form used, runs `fn` with the
 * parsed value, and translates whatever goes wrong. `fn` returns `ok(data?, message?)`.
 *
 *   export async function saveThingAction(input: unknown) {
 *     return runAction(thingSchema, input, async (data) => ok(await saveThing(await actorForAction(), data), messages.success.saved));
 *   }
 */
export async function runAction<S extends z.ZodType, T = undefined>(
  schema: S,
  input: unknown,
  fn: (data: z.output<S>) => Promise<ActionSuccess<T>>,
  context: Record<string, unknown> = {},
): Promise<ActionResult<T>> {
  const raw = input instanceof FormData || input instanceof URLSearchParams ? formDataToObject(input) : input;
  const parsed = await schema.safeParseAsync(raw);
  if (!parsed.success) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(parsed.error.issues);
    return { ok: false, message: formErrors[0] ?? errorMessages.invalidInput, fieldErrors };
  }
  try {
    return await fn(parsed.data);
  } catch (err) {
    return toActionFailure(err, context);
  }
}
