import { NextResponse, type NextRequest } from 'next/server';
import { legacyPathResponse } from '@/lib/api/legacy/paths';
import { isMissingCatalogueRecord } from '@/lib/catalogue/detail-paths';

/**
 * The proxy (Next 16's name for middleware) runs for page requests only:
 * - a page path ending in `/` answers 308 to the canonical path (next.config.ts sets
 *   skipTrailingSlashRedirect so that `/api/…` answers both forms itself, without a redirect);
 * - a seed path form (`/admin/universitylist`, `/university?id=3`, the table in
 *   lib/api/legacy/paths.ts) answers 308 to its canonical page, before any page is matched;
 * - every request carries an `x-request-id` (the client's when well-formed, else a new one),
 *   passed on to the app and echoed in the answer.
 *
 * The matcher leaves out `/api/` (the legacy API, where uploads arrive), `/files/`, `/image/`,
 * `/upload…` and Next's own assets: the proxy buffers request bodies (cut at 10 MB), so upload
 * routes must never pass through it. Route handlers read the id with `requestIdFrom(headers)`.
 */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL would put the trailing slash back when formatting (it remembers it).
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  // Only the public record forms look the catalogue up (loaded on first use).
  const legacy = await legacyPathResponse(new URL(request.url), async () => (await import('@/lib/api/legacy/catalogue')).catalogueFinders);
  if (legacy) return legacy;
  const incoming = request.headers.get('x-request-id');
  const requestId = incoming && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  // An unknown or hidden university, course or city: rendered as an unmatched path (a real 404
  // with its page in the HTML), see lib/catalogue/detail-paths.ts.
  const response = (await isMissingCatalogueRecord(pathname))
    ? NextResponse.rewrite(new URL('/__missing__', request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  matcher: [
    '/((?!api(?:/|$)|_next/|files/|image/|images/|upload|favicon\\.ico$|robots\\.txt$|sitemap[^/]*\\.xml$|manifest\\.webmanifest$|icon|apple-icon).*)',
  ],
};
