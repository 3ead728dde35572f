import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { env } from '@/lib/env';
import { AppError, isAppError } from '@/lib/errors';
import { firstFieldError, zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { logUnexpected } from '@/lib/log';
import { renderAnswerMessages, renderFieldErrors } from '@/lib/i18n/catalogue';
import { errors as errorMessages } from '@/lib/messages';
import { type FieldMap, sameFields } from './fields';

/**
 * The legacy API's answer shapes and its two error envelopes, in one place: the admissions side
 * (Laravel style: `{ data }`, `{ message, data? }`, `{ data, current_page, … }`, 422
 * `{ message, errors }`) and the job side (Django REST style: bare bodies, 400 with the field
 * errors as the body, `detail` beside `message`).
 */
export type LegacySide = 'admissions' | 'jobs';

export const PLAIN_LIST_MAX = 1000;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(renderAnswerMessages(body)), { ...init, headers });
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
    // The domain answers a page past the last with the last; the old clients page until an empty answer.
    page = p.page > Math.max(1, Math.ceil(total / p.limit)) ? [] : given.items.slice(0, p.limit);
  }
  return json(map ? page.map(map) : page, { headers: { 'X-Total-Count': String(total) } });
}

/**
 * The admissions side's page: `{ data, current_page, per_page, total, last_page }`. `p.page` is the
 * page the client asked for: past the last it answers `data: []` (the domain reads the last page
 * instead, and the old clients page until an empty answer).
 */
export function admissionsPage<T>(items: readonly T[], total: number, p: Pick<PageParams, 'page' | 'perPage'>, map?: (item: T) => unknown): Response {
  const lastPage = Math.max(1, Math.ceil(total / p.perPage));
  const shown = p.page > lastPage ? [] : items;
  return json({
    data: map ? shown.map(map) : shown,
    current_page: p.page,
    per_page: p.perPage,
    total,
    last_page: lastPage,
  });
}

/** `{ data: record }` */
export function record(data: unknown, status = 200): Response {
  return json({ data }, { status });
}

/** The job side's page params: `page`, `per_page` or `page_size`, default 20, at most 60. */
export function jobPageParams(request: Request | URL): { page: number; perPage: number } {
  const p = pageParams(request, { defaultPerPage: 20, maxPerPage: 60 });
  return { page: p.page, perPage: p.perPage };
}

/**
 * THE job side's page envelope (the old board's Django REST style): `{ count, next, previous,
 * results }`, `next` and `previous` the absolute addresses of the neighbouring pages on the
 * site's public address (behind a proxy the request's own host may be an internal one), null at
 * either end.
 */
export function jobSidePage<T>(
  request: Request | URL,
  page: { total: number; page: number; pageCount: number; items: readonly T[] },
  map: (item: T) => unknown,
): Response {
  const url = request instanceof URL ? request : new URL(request.url);
  // A page past the last: the domain read the last, the old board answered an empty page.
  const past = pageParams(url).page > page.page;
  const at = (n: number) => {
    const u = new URL(url.pathname + url.search, env.appUrl);
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  return json({
    count: page.total,
    next: !past && page.page < page.pageCount ? at(page.page + 1) : null,
    previous: past ? at(page.pageCount) : page.page > 1 ? at(page.page - 1) : null,
    results: past ? [] : page.items.map(map),
  });
}

/** `{ message, data? }` */
export function message(text: string, data?: unknown, status = 200): Response {
  return json(data === undefined ? { message: text } : { message: text, data }, { status });
}

/** A bare JSON body (a record, the job side's 201 with the created record, a dashboard). */
export function body(value: unknown, status = 200, headers?: HeadersInit): Response {
  return json(value, { status, headers });
}

export const legacy = { plainList, admissionsPage, record, message, body, pageParams, plainListParams };
/**
 * The schemas of the answer shapes above (for the API reference, lib/api/openapi.ts): each door
 * names the envelope its `answer` builds and the exact shape of what it carries (the schemas beside
 * the mappers: `legacyCatalogueSchemas`, `legacyJobSchemas`, …); there is no default, so a door
 * cannot document "any object".
 */
export const answers = {
  /** `admissionsPage(...)` */
  admissionsPage: (item: z.ZodType) =>
    z.strictObject({ data: z.array(item), current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
  /** `plainList(...)`: a JSON array (the total in `X-Total-Count`). */
  plainList: (item: z.ZodType) => z.array(item),
  /** `record(...)`: `{ data }` */
  record: (data: z.ZodType) => z.strictObject({ data }),
  /** `message(...)`: `{ message, data }`, or `{ message }` alone (`null`: the door gives no data). */
  message: (data: z.ZodType | null) => (data ? z.strictObject({ message: z.string(), data }) : z.strictObject({ message: z.string() })),
  /** `body(...)`: a bare value. */
  body: (value: z.ZodType) => value,
  /** `jobSidePage(...)`: `{ count, next, previous, results }` */
  jobSidePage: (item: z.ZodType) =>
    z.strictObject({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) }),
};

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
  const fieldErrors = fields.fieldErrorsToLegacy(renderFieldErrors(appErr.fieldErrors));
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
