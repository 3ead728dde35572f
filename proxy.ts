import { plainEnglish } from '@/lib/i18n/plain-english';
import { NextResponse, type NextRequest } from 'next/server';
import { legacyPathResponse } from '@/lib/http/legacy-paths';
import { isMissingCatalogueRecord } from '@/lib/catalogue/detail-paths';
import { internalRewrite, isInternalPath } from '@/lib/catalogue/public-paths';
import { getSlugIndex } from '@/lib/catalogue/slug-index';
import { isMissingJobRecord } from '@/lib/jobs/public-index';
import { jobsInternalRewrite } from '@/lib/jobs/public-paths';
import { env } from '@/lib/env';
import { isCrossSiteAction } from '@/lib/http/origin';
import { errors } from '@/lib/messages';
import { defaultLocale } from '@/lib/i18n/config';
import { LOCALE_HEADER, cookieLocale, localizedPath, publicAddress, routePath } from '@/lib/i18n/paths';

/**
 * The proxy (Next 16's name for middleware) runs for page requests, and for API and file paths that
 * carry a percent escape (see apiPathWithEscapes and malformedEscape):
 * - a path whose percent escapes do not decode (`%ZZ`, a lone `%`, half a UTF-8 character) names
 *   nothing: the API answers its 404, every other path the not-found page (404);
 * - a POST to a page is a server action: from another site it is refused with 403 (see
 *   isCrossSiteAction), and a body that is no form with 400;
 * - a page path ending in `/` answers 308 to the canonical path (next.config.ts sets
 *   skipTrailingSlashRedirect so that `/api/…` answers both forms itself, without a redirect);
 * - a seed path form (`/admin/universitylist`, `/university?id=3`, the table in
 *   lib/http/legacy-paths.ts) answers 308 to its canonical page, before any page is matched;
 *
 * A plain request (a GET of a public page whose record the in-process indexes hold, see
 * lib/http/public-gate.ts) never comes here: the launcher's front door marks it and the matcher
 * leaves it out, since Next's proxy machinery alone costs as much as serving a cached page; its
 * rewrite is next.config.ts's. The front door also gives every request its `x-request-id`.
 *
 * The matcher leaves out the rest of `/api/` (the legacy API, where uploads arrive), `/files/`, `/image/`,
 * `/upload…` and Next's own assets: the proxy buffers request bodies (cut at 10 MB), so upload
 * routes must never pass through it. Route handlers read the id with `requestIdFrom(headers)`.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/')) return apiPathWithEscapes(request);
  // Next decodes each path parameter once before the page or file route runs, and answers 500 when
  // that throws; such a path names no record, so it gets the not-found page as an unknown one would.
  if (malformedEscape(new URL(request.url).pathname)) return NextResponse.rewrite(new URL(routePath(defaultLocale, '/__missing__'), request.url));
  // A file path with a well-formed escape (the only ones the matcher sends here) goes on untouched.
  if (fileRoute.test(pathname)) return NextResponse.next();
  if (request.method === 'POST' && isCrossSiteAction(request.headers, { appUrl: env.appUrl, trustProxy: Boolean(env.TRUST_PROXY) })) {
    return plainText(errors.crossSite, 403);
  }
  if (request.method === 'POST' && (await unreadableForm(request))) return plainText(errors.unsupportedBody, 400);
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would put the trailing slash back when formatting (it remembers it).
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  // Only the public record forms look the catalogue up (loaded on first use).
  const legacy = await legacyPathResponse(new URL(request.url), async () => (await import('@/lib/api/legacy/catalogue')).catalogueFinders);
  if (legacy) return absoluteLocation(legacy, request.url);
  // The signed-in areas keep one address in every language (lib/i18n/paths.ts).
  const address = publicAddress(pathname);
  if (!address) return NextResponse.next();
  const { search } = request.nextUrl;
  // English has no prefix: `/en/…` answers with its one address.
  if (address.locale === defaultLocale) return NextResponse.redirect(new URL(address.path + search, request.url), 308);
  // An address without a language, asked by a visitor who chose another one (the switcher's cookie).
  const chosen = cookieLocale(request.headers.get('cookie'));
  if (address.locale === null && chosen && chosen !== defaultLocale && (request.method === 'GET' || request.method === 'HEAD')) {
    return NextResponse.redirect(new URL(localizedPath(chosen, address.path) + search, request.url), 307);
  }
  const locale = address.locale ?? defaultLocale;
  const path = address.path;
  // An unknown or hidden university, course or city: rendered as an unmatched path (a real 404
  // with its page in the HTML), see lib/catalogue/detail-paths.ts (answered from an in-process
  // index, no query per request). So is an address whose query holds a NUL character (no filter
  // or search means one, and the database would refuse it with an error rather than an answer),
  // and a direct request for an internal route.
  const missing = hasNulInQuery(request.nextUrl.searchParams) || isInternalPath(path) || (await isMissingCatalogueRecord(path)) || (await isMissingJobRecord(path));
  // Public pages that read their query string, or have no dynamic segment, render from an
  // internal route that is generated on first request and then served from the full-route cache
  // (lib/catalogue/public-paths.ts); the browser keeps the canonical address.
  const internal = missing ? null : internalRewrite(path, request.nextUrl.searchParams);
  const jobsList = missing ? null : jobsInternalRewrite(path, request.nextUrl.searchParams);
  const target = missing
    ? '/__missing__'
    : jobsList
      ? jobsList
      : internal && (internal.degreeId === undefined || (await getSlugIndex()).degreeIds.has(internal.degreeId))
        ? internal.path + search
        : path + search;
  // Every public page renders in app/[locale]; a server action posted to it reads its language here.
  const forwarded = new Headers(request.headers);
  forwarded.set(LOCALE_HEADER, locale);
  return NextResponse.rewrite(new URL(routePath(locale, target), request.url), { request: { headers: forwarded } });
}

/**
 * A page takes a POST only as a server action's form (a form sent before the scripts arrive).
 * Next reads a multipart body as that form before the page runs and answers 500 when it cannot;
 * a body that is no form at all is the client's mistake: 400. Page bodies are small (the
 * launcher caps them at 1 MB), so reading a copy here costs little.
 */
async function unreadableForm(request: NextRequest): Promise<boolean> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return false;
  try {
    await request.clone().formData();
    return false;
  } catch {
    return true;
  }
}

const plainText = (text: string, status: number) =>
  new Response(plainEnglish(text), { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The file routes the matcher leaves out unless their path carries a percent escape. */
const fileRoute = /^\/(files|image|images)\//;

/** True when a segment of the raw (still escaped) path does not decode. */
function malformedEscape(rawPath: string): boolean {
  for (const segment of rawPath.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}

function hasNulInQuery(query: URLSearchParams): boolean {
  for (const [k, v] of query) if (k.includes('\u0000') || v.includes('\u0000')) return true;
  return false;
}

/**
 * An `/api/…` path with a `%` in it (the only API requests the matcher sends here). Next decodes
 * each path parameter once before the route handler runs, and a malformed escape (`/api/web/course/%`,
 * `%zz`, `%E4%B8`) makes that decoding throw, which Next answers with a bare 500. Such a path names
 * no record: 404 in the legacy API's `{ message }` shape. So does an escaped dot segment
 * (`/api/web/course/%2e%2e`): Next would resolve it to another path (`/api/web/`), which is no
 * endpoint, and render its not-found page for a POST, which cannot read an API client's body.
 * Other well-formed escapes pass on untouched (the handler gets them decoded once, by Next).
 */
function apiPathWithEscapes(request: NextRequest): Response {
  const raw = new URL(request.url).pathname;
  const notFound = () => Response.json({ message: plainEnglish(errors.notFound) }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (malformedEscape(raw)) return notFound();
  for (const segment of raw.split('/')) {
    const decoded = decodeURIComponent(segment);
    if (decoded === '.' || decoded === '..') return notFound();
  }
  return NextResponse.next();
}

/**
 * Next resolves a proxy answer's Location as an absolute URL (a relative one throws) and sends it
 * relative again when the host is the request's own, so the client still sees `/admin/dashboard`.
 */
function absoluteLocation(response: Response, base: string): Response {
  const location = response.headers.get('location');
  if (!location) return response;
  const headers = new Headers(response.headers);
  headers.set('location', new URL(location, base).toString());
  return new Response(response.body, { status: response.status, headers });
}

export const config = {
  matcher: [
    // API paths only when they carry a percent escape (see apiPathWithEscapes); the others never
    // pass through the proxy, which would buffer their bodies.
    '/api/:path(.*%.*)',
    // File paths likewise, so that a malformed escape gets the not-found page (see malformedEscape).
    '/files/:path(.*%.*)',
    '/image/:path(.*%.*)',
    '/images/:path(.*%.*)',
    // Every other path but Next's assets and our files, unless the front door marked the request
    // plain (PLAIN_HEADER of lib/http/plain-headers.ts; the matcher must be a literal).
    {
      source: '/((?!api(?:/|$)|_next/|files/|image/|images/|upload|favicon\\.ico$|robots\\.txt$|sitemap[^/]*\\.xml$|manifest\\.webmanifest$|icon|apple-icon).*)',
      missing: [{ type: 'header', key: 'x-zhiyuan-plain' }],
    },
  ],
};
