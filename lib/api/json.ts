import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { checkApiAccess, refusesCrossSite } from '@/lib/auth/guard';
import { getRequestActor } from '@/lib/auth/request-actor';
import { AppError, isAppError, notFound } from '@/lib/errors';
import { containsNul, readBody } from '@/lib/http/body';
import { formOutcomeLocation } from '@/lib/http/form-outcome';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { type AnyUseCase, markDoor } from '@/lib/use-case';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { logUnexpected, requestIdFrom } from '@/lib/log';
import { renderAnswerMessages } from '@/lib/i18n/catalogue';
import { errors as errorMessages, success as successMessages } from '@/lib/messages';

/**
 * The JSON door (our own JSON route handlers, not the legacy API): errors become
 * status + `{ message, errors? }` here and nowhere else.
 */
export type JsonErrorBody = { message: string; errors?: Record<string, string[]>; [extra: string]: unknown };

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', headers.get('Cache-Control') ?? 'no-store');
  return new Response(JSON.stringify(renderAnswerMessages(body)), { ...init, headers });
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

// ---------------------------------------------------------------------------------------------
// The JSON route door, built from a use case's declaration (lib/use-case.ts).

type RouteParams = Record<string, string>;
export type JsonRouteHandler = (request: Request, route: { params: Promise<RouteParams> }) => Promise<Response>;

export interface JsonDoorOptions<O> {
  /** The use case's input from the request: path parameters and the body by default (the query for GET). */
  input?: (request: Request, params: RouteParams, body: Record<string, unknown>) => unknown;
  /** The body read takes multipart uploads (10 MB per file, 100 MB in all). */
  uploads?: boolean;
  /** The answer: a Response as it is, anything else as JSON with `status` (200 by default). */
  answer?: (output: O, request: Request) => unknown | Promise<unknown>;
  status?: number;
  /** The schema of the answer when `answer` reshapes the use case's output (for the API reference). */
  answerSchema?: z.ZodType;
  /** The success status(es) when `answer` builds its own Response (for the API reference; `status` otherwise). */
  answerStatus?: number | number[];
  /** The success answer's media type when not JSON (a download: `application/octet-stream`). */
  answerType?: string;
  /**
   * The page a browser's plain form post comes from (the form before JavaScript: the file drop,
   * components/ui/file-drop.tsx), derived from the route's parameters, never from the request:
   * such a post is answered 303 back to `page` with the outcome (`target` names the control) in
   * the address (lib/http/form-outcome.ts). Every other caller gets the JSON answers as ever.
   */
  formPost?: (params: RouteParams) => { page: string; target: string };
}

/**
 * A browser posting a form without JavaScript: it asks for HTML, sends a form body and the
 * session cookie (no bearer token). The JS path (XHR, fetch) and API clients never ask for HTML.
 */
export function isBrowserFormPost(request: Request): boolean {
  if (request.method !== 'POST' || request.headers.has('authorization')) return false;
  const accept = (request.headers.get('accept') ?? '').toLowerCase();
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return /(^|[\s,])text\/html\b/.test(accept) && (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded');
}

/** The message an answer carries (its `message`), for the page a plain form post goes back to. */
function answerMessage(answer: unknown): string {
  const message = answer && typeof answer === 'object' ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : successMessages.saved;
}

/** A refusal as the page shows it: the first field error (what the JSON answer puts on the field), else the message. */
function refusalMessage(body: JsonErrorBody): string {
  const first = Object.values(body.errors ?? {}).find((list) => list.length > 0)?.[0];
  return first ?? body.message;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * `export const POST = jsonRoute(saveProfileFile, { uploads: true, status: 201, answer: (f) => … })`:
 * refuses a cross-site cookie write (403), resolves the actor (cookie or bearer), checks the route
 * access table (the deny-by-default net), reads the bounded body, calls the use case (which
 * authorises, loads its record and parses, once each) and answers; any error in one place.
 */
export function jsonRoute<U extends AnyUseCase>(uc: U, opts: JsonDoorOptions<Awaited<ReturnType<U>>> = {}): JsonRouteHandler {
  const door: JsonRouteHandler = async (request, route) => {
    const path = new URL(request.url).pathname;
    // Set once the post is known to be a same-site browser form: then every answer is a 303 back.
    let back: { page: string; target: string; userId: number | null } | null = null;
    const context = { requestId: requestIdFrom(request.headers), method: request.method, path, useCase: uc.spec.name };
    try {
      if (refusesCrossSite(request)) throw new AppError('forbidden', errorMessages.crossSite);
      const actor = await getRequestActor(request);
      const params = (await route?.params) ?? {};
      if (opts.formPost && isBrowserFormPost(request)) back = { ...opts.formPost(params), userId: actor?.id ?? null };
      checkApiAccess(path, request.method, actor);
      if (containsNul(params)) throw notFound();
      const reads = request.method !== 'GET' && request.method !== 'HEAD';
      const body = reads ? await readBody(request, { uploads: opts.uploads }) : Object.fromEntries(new URL(request.url).searchParams);
      const input = opts.input ? opts.input(request, params, body) : { ...body, ...params };
      const output = await uc(actor, input, { meta: requestMetaFrom(request.headers) });
      const answer = opts.answer ? await opts.answer(output, request) : output;
      if (back) return seeOther(formOutcomeLocation(back.page, back.userId, { target: back.target, saved: true, message: answerMessage(answer) }));
      return answer instanceof Response ? answer : jsonResponse(answer ?? null, { status: opts.status ?? 200 });
    } catch (err) {
      if (!back) return jsonError(err, context);
      const { body } = errorToJson(err, context);
      return seeOther(formOutcomeLocation(back.page, back.userId, { target: back.target, saved: false, message: refusalMessage(body) }));
    }
  };
  return markDoor(door, {
    useCase: uc,
    answerSchema: opts.answerSchema,
    answerStatus: opts.answerStatus ?? opts.status,
    answerType: opts.answerType,
    formPost: Boolean(opts.formPost),
  });
}
