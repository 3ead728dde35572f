import 'server-only';
import { headers } from 'next/headers';
import { refresh as refreshPage } from 'next/cache';
import { redirect } from 'next/navigation';
import { actorForAction } from '@/lib/auth/request-actor';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { type AnyUseCase, markDoor } from '@/lib/use-case';
import { z } from 'zod';
import { isAppError } from '@/lib/errors';
import { renderFieldErrors, renderMessage } from '@/lib/i18n/catalogue';
import { requestLocale } from '@/lib/i18n/locale';
import { errors as errorMessages } from '@/lib/messages';
import { type ActionFailure, type ActionResult, type FormState, ok, toActionFailure, toFormState } from './action-result';
import { zodIssuesToFieldErrors } from './field-errors';
import { formDataToObject } from './form-data';

/**
 * The server-action door, built from a use case's declaration (lib/use-case.ts): one line in a
 * `'use server'` module, no role, no permission, no parse of its own.
 *
 *   export const setUniversityStatusAction = action(setUniversityStatus, {
 *     message: (_, input) => (input.enabled ? success.universityEnabled : success.universityDisabled),
 *     refresh: true,
 *   });
 *   export const updateUniversityAction = formAction(updateUniversity, { bound: ['id'], message: success.universityUpdated });
 *
 * `action` takes an object or FormData (a row action's call); `formAction` is a form's
 * `(previousState, formData)` with the typed values echoed back (passwords excepted) so a page
 * rendered without JavaScript refills the form. Values the page binds (`action.bind(null, id)`)
 * come first and are named by `bound`; they are input like any other and judged by the use case.
 */
type Output<U> = U extends AnyUseCase<infer O> ? O : never;
type Input = Record<string, unknown>;

export interface DoorOptions<U extends AnyUseCase, T> {
  /** The success message: a text, or one chosen from the answer and the input. */
  message?: string | ((output: Output<U>, input: Input) => string | undefined);
  /** What the caller gets back in `data` (nothing by default: the page re-renders). */
  data?: (output: Output<U>, input: Input) => T;
  /** Re-render the page the user is on (its server components read again). */
  refresh?: boolean;
}

export interface FormDoorOptions<U extends AnyUseCase, T> extends DoorOptions<U, T> {
  /** Names of the values bound before `(previousState, formData)`, in order. */
  bound?: readonly string[];
  /** Where to go after a success (a redirect; the form state is then not answered). */
  redirect?: (output: Output<U>, input: Input) => string | null | undefined;
}

/** Runs the use case for the signed-in user of this request (or a visitor). */
async function callFromAction<U extends AnyUseCase>(uc: U, input: Input): Promise<Output<U>> {
  const [actor, h] = await Promise.all([actorForAction(), headers()]);
  return uc(actor, input, { meta: requestMetaFrom(h) });
}

const toInput = (raw: unknown): Input =>
  raw instanceof FormData || raw instanceof URLSearchParams ? formDataToObject(raw) : raw !== null && typeof raw === 'object' ? (raw as Input) : {};

function success<U extends AnyUseCase, T>(opts: DoorOptions<U, T>, output: Output<U>, input: Input) {
  if (opts.refresh) refreshPage();
  const message = typeof opts.message === 'function' ? opts.message(output, input) : opts.message;
  return ok<T>(opts.data ? opts.data(output, input) : undefined, message);
}

/**
 * A failure as the forms have always shown it: when the use case's schema refused the input, the
 * form's message is its form-level error or "check the form" (each field carries its own); any
 * other error keeps its message.
 */
function failure(err: unknown, uc: AnyUseCase): ActionFailure {
  const out = toActionFailure(err, { action: uc.spec.name });
  if (isAppError(err) && err.code === 'validation' && err.cause instanceof z.ZodError) {
    return { ...out, message: zodIssuesToFieldErrors(err.cause.issues).formErrors[0] ?? errorMessages.invalidInput };
  }
  return out;
}

/** The answer in the reader's language: its message and field errors are message tokens until here. */
async function rendered<T>(result: ActionResult<T>): Promise<ActionResult<T>> {
  const locale = await requestLocale();
  if (result.ok) return result.message === undefined ? result : { ...result, message: renderMessage(result.message, locale) };
  return { ...result, message: renderMessage(result.message, locale), fieldErrors: renderFieldErrors(result.fieldErrors, locale) };
}

/** A row action's door: `(input)` → ActionResult. */
export function action<U extends AnyUseCase, T = undefined>(uc: U, opts: DoorOptions<U, T> = {}): (input: unknown) => Promise<ActionResult<T>> {
  const door = async (raw: unknown): Promise<ActionResult<T>> => {
    const input = toInput(raw);
    try {
      return await rendered(success(opts, await callFromAction(uc, input), input));
    } catch (err) {
      return rendered(failure(err, uc));
    }
  };
  return markDoor(door, uc);
}

/** A form's door: `(...bound, previousState, formData)` → the next FormState. */
export function formAction<U extends AnyUseCase, T = undefined>(
  uc: U,
  opts: FormDoorOptions<U, T> = {},
): (...args: unknown[]) => Promise<NonNullable<FormState<T>>> {
  const door = async (...args: unknown[]): Promise<NonNullable<FormState<T>>> => {
    const formData = args[args.length - 1];
    const form = formData instanceof FormData ? formData : new FormData();
    const bound = opts.bound ?? [];
    const input: Input = { ...formDataToObject(form), ...Object.fromEntries(bound.map((key, i) => [key, args[i]])) };
    let to: string | null | undefined;
    let result: ActionResult<T>;
    try {
      const output = await callFromAction(uc, input);
      to = opts.redirect?.(output, input);
      result = to ? ok<T>() : success(opts, output, input);
    } catch (err) {
      result = failure(err, uc);
    }
    // Outside the try: redirect() throws Next's redirect signal.
    if (to) redirect(to);
    return toFormState(await rendered(result), form);
  };
  return markDoor(door, uc);
}
