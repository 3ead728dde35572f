import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { type ErrorCode, isAppError } from '@/lib/errors';
import { logUnexpected } from '@/lib/log';
import { errors as errorMessages } from '@/lib/messages';
import { type FieldChoices, type FieldErrors, zodIssuesToFieldErrors } from './field-errors';

/**
 * What every server action answers (an ActionResult; a form's FormState), and the one place where
 * AppError, zod errors and unknown errors become one. The actions themselves are built from use
 * cases' declarations in ./action-door.ts. The client hook
 * (components/forms/use-action-form.ts) puts `fieldErrors` on their inputs by dotted path.
 */
export type { FieldChoices, FieldErrors } from './field-errors';

export type ActionSuccess<T = undefined> = { ok: true; data?: T; message?: string };

/**
 * What a form branches on (never the message text): the domain's error codes, plus
 * `verification_required` (sign-in needs the e-mail code first) and `unexpected` (a bug, logged).
 */
export type ActionErrorCode = ErrorCode | 'verification_required' | 'unexpected';
export type ActionFailure = { ok: false; code: ActionErrorCode; message: string; fieldErrors: FieldErrors; choices?: FieldChoices };
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

/** A success answer. */
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
    return { ok: false, code, message: err.message, fieldErrors: err.fieldErrors, ...(err.choices ? { choices: err.choices } : {}) };
  }
  if (err instanceof z.ZodError) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(err.issues);
    return { ok: false, code: 'validation', message: formErrors[0] ?? errorMessages.invalidInput, fieldErrors };
  }
  const id = logUnexpected(err, { door: 'server-action', ...context });
  return { ok: false, code: 'unexpected', message: errorMessages.genericWithId(id), fieldErrors: {} };
}

/** An answer as form state (for actions that decide the answer themselves). */
export function toFormState<T>(result: ActionResult<T>, formData: FormData): NonNullable<FormState<T>> {
  return { ...result, at: Date.now(), values: echoValues(formData) };
}
