import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { isAppError } from '@/lib/errors';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { logUnexpected } from '@/lib/log';
import { errors as errorMessages } from '@/lib/messages';

/**
 * The JSON door (our own JSON route handlers, not the legacy API): errors become
 * status + `{ message, errors? }` here and nowhere else.
 */
export type JsonErrorBody = { message: string; errors?: Record<string, string[]>; [extra: string]: unknown };

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** status and body for any thrown value (exported for the legacy door and for tests). */
export function errorToJson(err: unknown, context: Record<string, unknown> = {}): { status: number; body: JsonErrorBody; headers: Record<string, string> } {
  unstable_rethrow(err);
  const headers: Record<string, string> = {};
  if (isAppError(err)) {
    const body: JsonErrorBody = { message: err.message, ...(err.details ?? {}) };
    if (Object.keys(err.fieldErrors).length > 0) body.errors = err.fieldErrors;
    if (err.code === 'rate_limited' && err.retryAfter) headers['Retry-After'] = String(Math.ceil(err.retryAfter));
    return { status: err.status, body, headers };
  }
  if (err instanceof z.ZodError) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(err.issues);
    return { status: 422, body: { message: formErrors[0] ?? errorMessages.invalidInput, errors: fieldErrors }, headers };
  }
  const id = logUnexpected(err, { door: 'json', ...context });
  return { status: 500, body: { message: errorMessages.genericWithId(id) }, headers };
}

export function jsonError(err: unknown, context: Record<string, unknown> = {}): Response {
  const { status, body, headers } = errorToJson(err, context);
  return jsonResponse(body, { status, headers });
}
