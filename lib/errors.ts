import type { z } from 'zod';
import { type FieldChoices, zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { findUnstorableText } from '@/lib/forms/text';
import { parseMessage, type MessageParams } from '@/lib/i18n/message';
import { errors as errorMessages, nouns, validation } from '@/lib/messages';

/**
 * One error vocabulary for the domain. Domain functions throw AppError; each door (server action,
 * JSON route, legacy route) translates it in exactly one place (lib/api/*, lib/forms/*).
 */
export type ErrorCode = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

/** Field errors keyed by dotted path, e.g. `education.0.grade`, so a form can put each on its input. */
export type FieldErrors = Record<string, string[]>;

export const httpStatusOf: Record<ErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors;
  /** Seconds until a rate-limited caller may try again. */
  readonly retryAfter?: number;
  /** Extra body fields a door may add (e.g. `verification_required`). */
  readonly details?: Record<string, unknown>;
  /** What a field's error offers to choose from (a typed name of several matches); the form door shows it. */
  readonly choices?: FieldChoices;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fieldErrors?: FieldErrors; retryAfter?: number; details?: Record<string, unknown>; choices?: FieldChoices; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = opts.fieldErrors ?? {};
    this.retryAfter = opts.retryAfter;
    this.details = opts.details;
    this.choices = opts.choices;
  }

  get status(): number {
    return httpStatusOf[this.code];
  }

  /**
   * The catalogue key of `message` (a message token, lib/i18n/message.ts; the doors render it in
   * the reader's language), or null when the message is plain text.
   */
  get key(): string | null {
    return parseMessage(this.message)?.key ?? null;
  }

  /** The parameters of the message token (empty for plain text or a message without any). */
  get params(): MessageParams {
    return parseMessage(this.message)?.params ?? {};
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/**
 * Parses a domain input with its shared schema; a refusal is the domain's one error (a
 * `validation` AppError with field errors keyed by dotted path), not the schema library's own.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertStorableText(input);
  const r = schema.safeParse(input);
  // The output too: a schema may decode text the input only carried escaped (a JSON list in text).
  if (r.success) return assertStorableText(r.data), r.data;
  const { fieldErrors } = zodIssuesToFieldErrors(r.error.issues);
  throw new AppError('validation', r.error.issues[0]?.message ?? validation.invalidValue, { fieldErrors, cause: r.error });
}

/**
 * The one check of text PostgreSQL cannot store (a NUL or a lone surrogate, `findUnstorableText`
 * in lib/forms/text.ts), at any depth of `value`: a `validation` AppError with "This text contains
 * a character we cannot store" on the field's dotted path (under `prefix`, e.g. the JSON-text
 * section it was decoded from). Called where text enters: the body reader, the server-action
 * door, the legacy wrapper (query too), the JSON-text section decoder and `parseInput`.
 */
export function assertStorableText(value: unknown, opts: { prefix?: string } = {}): void {
  const path = findUnstorableText(value);
  if (path === null) return;
  const at = opts.prefix ? (path === '' ? opts.prefix : `${opts.prefix}.${path}`) : path;
  throw new AppError('validation', validation.unstorableText, { fieldErrors: at === '' ? {} : { [at]: [validation.unstorableText] } });
}

/**
 * Shorthands for the common throws. `what` is a noun of the catalogue (`nouns.university` from
 * lib/messages.ts): "University not found".
 */
export const notFound = (what: string = nouns.record) => new AppError('not_found', errorMessages.recordNotFound(what));
export const forbidden = (message: string = errorMessages.forbidden) => new AppError('forbidden', message);
export const unauthenticated = (message: string = errorMessages.unauthenticated) => new AppError('unauthenticated', message);

/**
 * True for Postgres' unique-violation error (SQLSTATE 23505; both drivers expose it as `code`,
 * Drizzle may wrap it in `cause`). With `constraint`, only when the violated constraint's name
 * contains it (e.g. 'code' for `universities_code_unique`).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const pg = e as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505') return !constraint || (typeof pg.constraint === 'string' && pg.constraint.includes(constraint));
  }
  return false;
}
