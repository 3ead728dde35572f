import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import type { Actor, Role } from '@/lib/auth/actor';
import { assertAllowed, checkApiAccess } from '@/lib/auth/guard';
import { getRequestActor } from '@/lib/auth/request-actor';
import { AppError, isAppError } from '@/lib/errors';
import { firstFieldError, zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { log, type Logger, logUnexpected, requestIdFrom } from '@/lib/log';
import { errors as errorMessages } from '@/lib/messages';
import { effectiveMethod, type HttpMethod, readBody } from './body';
import { type FieldMap, sameFields } from './field-map';

/**
 * The legacy JSON API's door (PRODUCT.md section 10): bodies in any of the three encodings,
 * `_method`, the seed's field names, the seed's answer shapes and the two error envelopes.
 * Route handlers stay a few lines: parse, call a domain function, shape.
 *
 *   // GET, POST /api/admin/city/[id] — admin back office (legacy admissions client)
 *   export const { GET, POST, DELETE } = legacyHandlers<{ id: string }>('admissions', {
 *     GET: async (ctx) => legacy.record(await getCity(ctx.actor, Number(ctx.params.id))),
 *     PUT: async (ctx) => legacy.message(messages.success.updated, await updateCity(ctx.actor, Number(ctx.params.id), await ctx.parse(citySchema))),
 *     DELETE: ...
 *   });
 */
export type LegacySide = 'admissions' | 'jobs';
export { defineFieldMap, type FieldMap } from './field-map';
export { parseLegacyBody, readBody, effectiveMethod } from './body';

export const PLAIN_LIST_MAX = 1000;

// ---------------------------------------------------------------------------------------------
// Answers

function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export interface PageParams {
  page: number;
  perPage: number;
  limit: number;
  offset: number;
}

/** `?page=&per_page=` (1-based page), clamped; `defaultPerPage` when absent. */
export function pageParams(request: Request | URL, opts: { defaultPerPage?: number; maxPerPage?: number } = {}): PageParams {
  const url = request instanceof URL ? request : new URL(request.url);
  const max = opts.maxPerPage ?? 100;
  const def = Math.min(opts.defaultPerPage ?? 15, max);
  const int = (v: string | null, d: number) => {
    const n = v === null || v.trim() === '' ? NaN : Number(v);
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  const page = Math.min(int(url.searchParams.get('page'), 1), 1_000_000);
  const perPage = Math.min(int(url.searchParams.get('per_page') ?? url.searchParams.get('page_size'), def), max);
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** Plain-array paging: at most 1,000 items per answer. */
export function plainListParams(request: Request | URL): PageParams {
  return pageParams(request, { defaultPerPage: PLAIN_LIST_MAX, maxPerPage: PLAIN_LIST_MAX });
}

/**
 * A body that IS a JSON array, with the total in `X-Total-Count`. Give it either every item (it
 * slices the requested page) or the page the domain already fetched plus the total.
 */
export function plainList<T>(request: Request, items: readonly T[] | { items: readonly T[]; total: number }, map?: (item: T) => unknown): Response {
  const p = plainListParams(request);
  let page: readonly T[];
  let total: number;
  if (Array.isArray(items)) {
    total = items.length;
    page = items.slice(p.offset, p.offset + p.limit);
  } else {
    const given = items as { items: readonly T[]; total: number };
    total = given.total;
    page = given.items.slice(0, p.limit);
  }
  return json(map ? page.map(map) : page, { headers: { 'X-Total-Count': String(total) } });
}

/** The admissions side's page: `{ data, current_page, per_page, total, last_page }`. */
export function admissionsPage<T>(items: readonly T[], total: number, p: Pick<PageParams, 'page' | 'perPage'>, map?: (item: T) => unknown): Response {
  return json({
    data: map ? items.map(map) : items,
    current_page: p.page,
    per_page: p.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / p.perPage)),
  });
}

/** The job side's page: `{ count, next, previous, results }` with absolute next/previous links. */
export function jobsPage<T>(request: Request, items: readonly T[], total: number, p: Pick<PageParams, 'page' | 'perPage'>, map?: (item: T) => unknown): Response {
  const link = (page: number) => {
    const url = new URL(request.url);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
  const last = Math.max(1, Math.ceil(total / p.perPage));
  return json({
    count: total,
    next: p.page < last ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(Math.min(p.page - 1, last)) : null,
    results: map ? items.map(map) : items,
  });
}

/** `{ data: record }` */
export function record(data: unknown, status = 200): Response {
  return json({ data }, { status });
}

/** `{ message, data? }` */
export function message(text: string, data?: unknown, status = 200): Response {
  return json(data === undefined ? { message: text } : { message: text, data }, { status });
}

/** A bare JSON body (a record, the job side's 201 with the created record, a dashboard). */
export function body(value: unknown, status = 200, headers?: HeadersInit): Response {
  return json(value, { status, headers });
}

export const legacy = { plainList, admissionsPage, jobsPage, record, message, body, pageParams, plainListParams };

// ---------------------------------------------------------------------------------------------
// Errors: the two envelopes, in one place.

/** status, body and headers of the legacy answer for any thrown value. */
export function legacyError(
  err: unknown,
  side: LegacySide,
  opts: { fields?: FieldMap; context?: Record<string, unknown> } = {},
): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  unstable_rethrow(err);
  const fields = opts.fields ?? sameFields;
  const headers: Record<string, string> = {};
  let appErr: AppError | undefined;
  if (isAppError(err)) appErr = err;
  else if (err instanceof z.ZodError) {
    const { fieldErrors, formErrors } = zodIssuesToFieldErrors(err.issues);
    appErr = new AppError('validation', formErrors[0] ?? firstFieldError(fieldErrors) ?? errorMessages.invalidInput, { fieldErrors });
  }
  if (!appErr) {
    const id = logUnexpected(err, { door: 'legacy', side, ...opts.context });
    return { status: 500, body: { message: errorMessages.genericWithId(id) }, headers };
  }
  if (appErr.code === 'rate_limited' && appErr.retryAfter) headers['Retry-After'] = String(Math.ceil(appErr.retryAfter));
  const status = appErr.status;
  const fieldErrors = fields.fieldErrorsToLegacy(appErr.fieldErrors);
  const hasFields = Object.keys(fieldErrors).length > 0;
  if (appErr.code === 'validation' && status === 422) {
    if (side === 'admissions') return { status: 422, body: { message: appErr.message, errors: fieldErrors, ...appErr.details }, headers };
    // The job side (Django REST style): 400 with the field errors as the body.
    return { status: 400, body: hasFields ? fieldErrors : { message: appErr.message, detail: appErr.message }, headers };
  }
  const bodyOut: Record<string, unknown> = { message: appErr.message, ...appErr.details };
  if (side === 'jobs') bodyOut.detail = appErr.message;
  if (hasFields) bodyOut.errors = fieldErrors;
  return { status, body: bodyOut, headers };
}

export function legacyErrorResponse(err: unknown, side: LegacySide, opts: { fields?: FieldMap; context?: Record<string, unknown> } = {}): Response {
  const { status, body: b, headers } = legacyError(err, side, opts);
  return json(b, { status, headers });
}

// ---------------------------------------------------------------------------------------------
// The route wrapper

export interface LegacyContext<P = Record<string, string>> {
  request: Request;
  url: URL;
  params: P;
  /** The method the client meant (a POST with `_method=PUT` is 'PUT'). */
  method: HttpMethod;
  actor: Actor;
  requestId: string;
  log: Logger;
  side: LegacySide;
  /** The body as a plain object (any encoding; `_method` removed; files as File). */
  body: Record<string, unknown>;
  /**
   * Validates the body (or `input`) with the domain's zod schema after renaming the seed's field
   * names; a failure throws AppError('validation') whose keys are the seed's names again.
   */
  parse<S extends z.ZodType>(schema: S, opts?: { fields?: FieldMap; input?: Record<string, unknown> }): Promise<z.output<S>>;
  /** 401 for a visitor; 403 when `roles` is given and the actor has none of them. */
  requireActor(...roles: Role[]): NonNullable<Actor>;
}

export type LegacyHandler<P> = (ctx: LegacyContext<P>) => Promise<Response>;
type RouteArgs<P> = { params: Promise<P> };
export type RouteHandler<P> = (request: Request, route: RouteArgs<P>) => Promise<Response>;

export interface LegacyOptions {
  /** Field map used for error keys (and by `ctx.parse` unless it gets its own). */
  fields?: FieldMap;
}

async function buildContext<P>(
  request: Request,
  params: P,
  side: LegacySide,
  options: LegacyOptions,
  state: { fields: FieldMap },
): Promise<LegacyContext<P>> {
  const requestId = requestIdFrom(request.headers);
  const url = new URL(request.url);
  // Who may call is settled by the access table before the body is read (401 / 403 first).
  const actor = await getRequestActor(request);
  checkApiAccess(url.pathname, request.method, actor);
  const body = await readBody(request);
  const method = effectiveMethod(request, body);
  delete body._method;
  if (method !== request.method) checkApiAccess(url.pathname, method, actor);
  const ctx: LegacyContext<P> = {
    request,
    url,
    params,
    method,
    actor,
    requestId,
    log: log.child({ requestId }),
    side,
    body,
    async parse(schema, opts = {}) {
      const map = opts.fields ?? options.fields ?? sameFields;
      // Errors thrown after this (by the schema or the domain) are keyed by the seed's names via this map.
      state.fields = map;
      const result = await schema.safeParseAsync(map.toDomain(opts.input ?? body));
      if (result.success) return result.data;
      const { fieldErrors, formErrors } = zodIssuesToFieldErrors(result.error.issues);
      throw new AppError('validation', formErrors[0] ?? firstFieldError(fieldErrors) ?? errorMessages.invalidInput, { fieldErrors });
    },
    requireActor(...roles) {
      return assertAllowed(roles.length > 0 ? roles : 'signed-in', actor);
    },
  };
  return ctx;
}

/** Wraps one handler: context, then the one error translation for `side`. */
export function legacyRoute<P = Record<string, string>>(side: LegacySide, handler: LegacyHandler<P>, options: LegacyOptions = {}): RouteHandler<P> {
  return async (request, route) => {
    const requestId = requestIdFrom(request.headers);
    const state = { fields: options.fields ?? sameFields };
    try {
      const params = (route?.params ? await route.params : {}) as P;
      const ctx = await buildContext(request, params, side, options, state);
      return withRequestId(await handler(ctx), requestId);
    } catch (err) {
      const res = legacyErrorResponse(err, side, {
        fields: state.fields,
        context: { requestId, method: request.method, path: new URL(request.url).pathname },
      });
      return withRequestId(res, requestId);
    }
  };
}

function withRequestId(res: Response, requestId: string): Response {
  try {
    res.headers.set('X-Request-Id', requestId);
  } catch {
    // Immutable headers (Response.redirect): the id is in the log line anyway.
  }
  return res;
}

type MethodHandlers<P> = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', LegacyHandler<P>>>;

/**
 * The exports of a legacy route file. POST also serves `_method=PUT|PATCH|DELETE` (body or
 * query) by calling that method's handler; PUT/PATCH/DELETE are exported for clients that send
 * the real method. Destructure only the methods you defined (plus POST when you defined PUT,
 * PATCH or DELETE): `export const { GET, POST, PUT } = legacyHandlers('admissions', { GET, PUT })`.
 */
export function legacyHandlers<P = Record<string, string>>(side: LegacySide, handlers: MethodHandlers<P>, options: LegacyOptions = {}): Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler<P>> {
  const dispatch: LegacyHandler<P> = async (ctx) => {
    const h = handlers[ctx.method as keyof MethodHandlers<P>];
    if (!h) {
      const allowed = Object.keys(handlers).join(', ');
      return json({ message: errorMessages.methodNotAllowed }, { status: 405, headers: { Allow: allowed } });
    }
    return h(ctx);
  };
  const route = legacyRoute<P>(side, dispatch, options);
  return { GET: route, POST: route, PUT: route, PATCH: route, DELETE: route };
}
