import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { assertStorableText, type ErrorCode, isAppError } from '@/lib/errors';
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

/**
 * What a form branches on (never the message text): the domain's error codes, plus
 * `verification_required` (sign-in needs the e-mail code first) and `unexpected` (a bug, logged).
 */
export type ActionErrorCode = ErrorCode | 'verification_required' | 'unexpected';
export type ActionFailure = { ok: false; code: ActionErrorCode; message: string; fieldErrors: FieldErrors };
export type ActionResult<T = undefined> = ActionSuccess<T> | ActionFailure;

/**
 * The state a server-action form keeps between submits (`useActionState`): the last answer, when
 * it came (`at`, so the same message can show again), and what the user had typed, passwords
 * excepted (`values`), so the page rendered after a submit without JavaScript refills the form.
 */
export type FormState<T = undefined> = (ActionResult<T> & { at: number; values: Record<string, string> }) | null;

/** A server action a form can be bound to: `(previousState, formData) => nextState`. */
export type FormAction<T = undefined> = (previousState: FormState<T>, formData: FormData) => Promise<FormState<T>>;

/** Secrets never travel back to the page. */
const secretField = /password/i;

/** The non-secret text entries of a submitted form (React's own `$ACTION…` entries left out). */
export function echoValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$') || secretField.test(key)) continue;
    out[key] = value.slice(0, 10_000);
  }
  return out;
}

/** A success answer: `return ok(record, messages.success.saved)`. */
export function ok<T = undefined>(data?: T, message?: string): ActionSuccess<T> {
  const out: ActionSuccess<T> = { ok: true };
  if (data !== undefined) out.data = data;
  if (message !== undefined) out.message = message;
  return out;
}

/** A failure answer built by hand (rarely needed: throw AppError instead). */
export function fail(code: ActionErrorCode, message: string, fieldErrors: FieldErrors = {}): ActionFailure {
  return { ok: false, code, message, fieldErrors };
}

/** The one translation of any thrown value into a failure answer. Rethrows Next's redirects/notFound. */
export function toActionFailure(err: unknown, context: Record<string, unknown> = {}): ActionFailure {
  unstable_rethrow(err);
  if (isAppError(err)) {
    const code: ActionErrorCode = err.details?.verification_required ? 'verification_required' : err.code;
    return { ok: false, code, message: err.message, fieldErrors: err.fieldErrors };
  }
  if (err instanceof z.ZodError) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(err.issues);
    return { ok: false, code: 'validation', message: formErrors[0] ?? errorMessages.invalidInput, fieldErrors };
  }
  const id = logUnexpected(err, { door: 'server-action', ...context });
  return { ok: false, code: 'unexpected', message: errorMessages.genericWithId(id), fieldErrors: {} };
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
  let parsed: z.ZodSafeParseResult<z.output<S>>;
  try {
    // Text the database cannot store, in what was sent or in what the schema decoded from it.
    assertStorableText(raw);
    parsed = await schema.safeParseAsync(raw);
    if (parsed.success) assertStorableText(parsed.data);
  } catch (err) {
    return toActionFailure(err, context);
  }
  if (!parsed.success) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(parsed.error.issues);
    return { ok: false, code: 'validation', message: formErrors[0] ?? errorMessages.invalidInput, fieldErrors };
  }
  try {
    return await fn(parsed.data);
  } catch (err) {
    return toActionFailure(err, context);
  }
}

/**
 * The door of a server-action form: `(previousState, formData)` in, the next FormState out. Parses
 * the FormData with the SAME schema the browser validated with, runs `fn`, and keeps the typed
 * values (passwords excepted) so a page rendered without JavaScript shows them again.
 *
 *   export async function sendContactMessageAction(_prev: FormState, formData: FormData) {
 *     return runFormAction(contactMessageSchema, formData, async (data) => ok(undefined, messages.sent));
 *   }
 */
export async function runFormAction<S extends z.ZodType, T = undefined>(
  schema: S,
  formData: FormData,
  fn: (data: z.output<S>) => Promise<ActionSuccess<T>>,
  context: Record<string, unknown> = {},
): Promise<NonNullable<FormState<T>>> {
  const result = await runAction(schema, formData, fn, context);
  return toFormState(result, formData);
}

/** An answer as form state (for actions that decide the answer themselves). */
export function toFormState<T>(result: ActionResult<T>, formData: FormData): NonNullable<FormState<T>> {
  return { ...result, at: Date.now(), values: echoValues(formData) };
}
