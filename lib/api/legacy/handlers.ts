import 'server-only';
import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';
import { checkApiAccess, refusesCrossSite } from '@/lib/auth/guard';
import { getRequestActor } from '@/lib/auth/request-actor';
import { AppError, assertStorableText, notFound } from '@/lib/errors';
import { containsNul, readBody } from '@/lib/http/body';
import { parseId } from '@/lib/http/id';
import { log, type Logger, requestIdFrom } from '@/lib/log';
import { errors as errorMessages } from '@/lib/messages';
import { json, legacyErrorResponse, type LegacySide } from './envelopes';
import { type FieldMap, sameFields } from './fields';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { type AnyUseCase, type DoorInfo, doorInfo, markDoor } from '@/lib/use-case';

const methodsTag = Symbol.for('zhiyuan.door.methods');

export interface LegacyRouteInfo {
  side: LegacySide;
  /** Per method, what its door was built from (empty: a handler not built from a declaration). */
  methods: Record<string, DoorInfo[]>;
}

/** What a legacyHandlers route was built from, or null for any other handler. */
export function legacyRouteInfo(route: unknown): LegacyRouteInfo | null {
  return (route as Record<symbol, LegacyRouteInfo> | null)?.[methodsTag] ?? null;
}

/** Per method, the use cases a legacyHandlers route was built from (for the doors test). */
export function legacyMethodUseCases(route: unknown): Record<string, string[]> | null {
  const info = legacyRouteInfo(route);
  return info && Object.fromEntries(Object.entries(info.methods).map(([m, doors]) => [m, doors.map((d) => d.useCase.spec.name)]));
}

/**
 * The legacy API's one route wrapper: every route handler under app/api goes through it. In order:
 * 1. a state-changing request that authenticates by the session cookie must come from our own
 *    site (lib/http/origin.ts), else 403: a cross-site form cannot act with a user's cookie;
 * 2. who may call is settled by the access table (401 / 403) before the body is read;
 * 3. the body is read by the one bounded reader (lib/http/body.ts: 1 MB, uploads 10 MB per file
 *    and 100 MB per request, else 413), in any of the three encodings, `_method` honoured;
 * 4. the handler runs; whatever it throws is answered in the side's envelope (./envelopes.ts).
 *
 * Path parameters arrive decoded once, by Next: handlers use them as they are (decoding again
 * turns `%25` into a URIError). Each method's handler is built from a use case's declaration
 * (`legacyDoor` below): it names the use case, the seed's field map and the seed's answer.
 *
 *   // GET, POST /api/admin/city/[id] — admin back office (legacy admissions client)
 *   export const { GET, POST, PUT } = legacyHandlers<{ id: string }>('admissions', {
 *     GET: legacyDoor(getCity, { input: (ctx) => ctx.params, answer: (c) => record(toLegacyCity(c)) }),
 *     PUT: legacyDoor(updateCity, { fields: cityFields, answer: (c) => message(success.updated, toLegacyCity(c)) }),
 *   });
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export const overridableMethods = ['PUT', 'PATCH', 'DELETE'] as const;

/** The effective method: a POST with `_method` (body or query) of PUT, PATCH or DELETE means that. */
export function effectiveMethod(request: Request, body: Record<string, unknown>): HttpMethod {
  const method = request.method.toUpperCase() as HttpMethod;
  if (method !== 'POST') return method;
  const raw = body._method ?? new URL(request.url).searchParams.get('_method');
  const wanted = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (overridableMethods as readonly string[]).includes(wanted) ? (wanted as HttpMethod) : 'POST';
}

/** Reads the body (bounded) and the effective method; `_method` is removed from the body. */
export async function parseLegacyBody(request: Request, options: { uploads?: boolean } = {}): Promise<{ method: HttpMethod; body: Record<string, unknown> }> {
  const body = await readBody(request, options);
  const method = effectiveMethod(request, body);
  delete body._method;
  return { method, body };
}

export interface LegacyContext<P = Record<string, string>> {
  request: Request;
  url: URL;
  /** Path parameters, decoded once (by Next). */
  params: P;
  /** The method the client meant (a POST with `_method=PUT` is 'PUT'). */
  method: HttpMethod;
  actor: Actor;
  requestId: string;
  log: Logger;
  side: LegacySide;
  /** The body as a plain object (any encoding; `_method` removed; files as File). */
  body: Record<string, unknown>;
  /** A numeric path parameter as a record id; 404 `<what> not found` when it cannot be one. */
  id(name: keyof P & string, what?: string): number;
  /** Errors thrown from now on are keyed by the seed's names through `map`. */
  keyErrorsBy(map: FieldMap): void;
}

export type LegacyHandler<P> = (ctx: LegacyContext<P>) => Promise<Response>;
type RouteArgs<P> = { params: Promise<P> };
export type RouteHandler<P> = (request: Request, route: RouteArgs<P>) => Promise<Response>;

export interface LegacyOptions {
  /** Field map used for error keys (a legacyDoor may set its own). */
  fields?: FieldMap;
  /** The route takes multipart uploads (10 MB per file, 100 MB per request); else bodies stop at 1 MB. */
  uploads?: boolean;
}

async function buildContext<P>(request: Request, params: P, side: LegacySide, options: LegacyOptions, state: { fields: FieldMap }): Promise<LegacyContext<P>> {
  const requestId = requestIdFrom(request.headers);
  const url = new URL(request.url);
  if (refusesCrossSite(request)) throw new AppError('forbidden', errorMessages.crossSite);
  const actor = await getRequestActor(request);
  checkApiAccess(url.pathname, request.method, actor);
  let read: Awaited<ReturnType<typeof parseLegacyBody>>;
  try {
    // Text the database cannot store is refused in the query as in the body; either way the
    // field's name is the client's own, so its error key is not renamed.
    assertStorableText(Object.fromEntries(url.searchParams));
    read = await parseLegacyBody(request, { uploads: options.uploads });
  } catch (err) {
    state.fields = sameFields;
    throw err;
  }
  const { method, body } = read;
  if (method !== request.method) checkApiAccess(url.pathname, method, actor);
  return {
    request,
    url,
    params,
    method,
    actor,
    requestId,
    log: log.child({ requestId }),
    side,
    body,
    id(name, what) {
      const value = (params as Record<string, unknown>)[name];
      return parseId(value, what);
    },
    keyErrorsBy(map) {
      state.fields = map;
    },
  };
}

/** Wraps one handler: context, then the one error translation for `side`. */
export function legacyRoute<P = Record<string, string>>(side: LegacySide, handler: LegacyHandler<P>, options: LegacyOptions = {}): RouteHandler<P> {
  return async (request, route) => {
    const requestId = requestIdFrom(request.headers);
    const state = { fields: options.fields ?? sameFields };
    try {
      const params = (route?.params ? await route.params : {}) as P;
      // A path parameter with a NUL character names nothing (and the database would refuse it).
      if (containsNul(params)) throw notFound();
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

export interface LegacyDoorOptions<P, O> {
  /** The seed's field names ↔ ours: the body is renamed to ours, errors keyed by the seed's names. */
  fields?: FieldMap;
  /** The use case's input (ours) from the request; by default the renamed body and the path parameters. */
  input?: (ctx: LegacyContext<P>, body: Record<string, unknown>) => unknown | Promise<unknown>;
  /** The seed's answer (its envelope and names) from the use case's. */
  answer: (output: O, ctx: LegacyContext<P>) => Response | Promise<Response>;
  /** The seed's request body as JSON Schema, when `input` reshapes it (for the API reference). */
  requestSchema?: Record<string, unknown>;
  /** The schema of the seed's answer body (for the API reference). */
  answerSchema?: z.ZodType;
  /** The success status(es) when not 200 (for the API reference). */
  answerStatus?: number | number[];
}

/**
 * A legacy handler built from a use case's declaration: it names the use case, the seed's field map
 * and the seed's answer; the use case authorises, loads its record and parses, once each.
 *
 *   PUT: legacyDoor(updateUniversity, {
 *     fields: universityFields,
 *     answer: (u) => message(success.universityUpdated, toLegacyUniversity(u)),
 *   }),
 */
export function legacyDoor<P, U extends AnyUseCase>(uc: U, opts: LegacyDoorOptions<P, Awaited<ReturnType<U>>>): LegacyHandler<P> {
  const door: LegacyHandler<P> = async (ctx) => {
    if (opts.fields) ctx.keyErrorsBy(opts.fields);
    const body = (opts.fields ?? sameFields).toDomain(ctx.body);
    const input = opts.input ? await opts.input(ctx, body) : { ...body, ...(ctx.params as Record<string, unknown>) };
    const output = await uc(ctx.actor, input, { meta: requestMetaFrom(ctx.request.headers) });
    return opts.answer(output, ctx);
  };
  return markDoor(door, { useCase: uc, fields: opts.fields, requestSchema: opts.requestSchema, answerSchema: opts.answerSchema, answerStatus: opts.answerStatus });
}

type MethodHandlers<P> = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', LegacyHandler<P>>>;

/**
 * The exports of a legacy route file. POST also serves `_method=PUT|PATCH|DELETE` (body or
 * query) by calling that method's handler; PUT/PATCH/DELETE are exported for clients that send
 * the real method. Destructure only the methods you defined (plus POST when you defined PUT,
 * PATCH or DELETE): `export const { GET, POST, PUT } = legacyHandlers('admissions', { GET, PUT })`.
 */
export function legacyHandlers<P = Record<string, string>>(
  side: LegacySide,
  handlers: MethodHandlers<P>,
  options: LegacyOptions = {},
): Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', RouteHandler<P>> {
  const dispatch: LegacyHandler<P> = async (ctx) => {
    // HEAD is GET without its body (Next calls GET's handler for it and drops the body).
    const h = handlers[(ctx.method === 'HEAD' ? 'GET' : ctx.method) as keyof MethodHandlers<P>];
    if (!h) {
      const allowed = Object.keys(handlers).join(', ');
      return json({ message: errorMessages.methodNotAllowed }, { status: 405, headers: { Allow: allowed } });
    }
    return h(ctx);
  };
  const route = legacyRoute<P>(side, dispatch, options);
  // The route records every method's door (the doors test and the API reference read it).
  Object.defineProperty(route, methodsTag, { value: { side, methods: Object.fromEntries(Object.entries(handlers).map(([m, h]) => [m, doorInfo(h)])) } });
  return { GET: route, POST: route, PUT: route, PATCH: route, DELETE: route };
}
