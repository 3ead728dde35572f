import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { validation } from '@/lib/messages';

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

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fieldErrors?: FieldErrors; retryAfter?: number; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = opts.fieldErrors ?? {};
    this.retryAfter = opts.retryAfter;
    this.details = opts.details;
  }

  get status(): number {
    return httpStatusOf[this.code];
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
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const { fieldErrors } = zodIssuesToFieldErrors(r.error.issues);
  throw new AppError('validation', r.error.issues[0]?.message ?? validation.invalidValue, { fieldErrors, cause: r.error });
}

/** Shorthands for the common throws. */
export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('forbidden', message);
export const unauthenticated = (message = 'Please sign in first') => new AppError('unauthenticated', message);

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
