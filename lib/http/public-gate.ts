import 'server-only';
import { findLegacyPath } from '@/lib/http/legacy-paths';
import { detailPathIn } from '@/lib/catalogue/detail-paths';
import { internalRewrite, isInternalPath } from '@/lib/catalogue/public-paths';
import { freshSlugIndex } from '@/lib/catalogue/slug-index';
import { freshJobIndex, jobPathIn } from '@/lib/jobs/public-index';
import { jobsInternalRewrite } from '@/lib/jobs/public-paths';
import { todayIso } from '@/lib/jobs/status';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { cookieLocale, publicAddress, routePath } from '@/lib/i18n/paths';

/**
 * The plain requests that need no proxy (issue 28: "a cache hit costs what a static file costs").
 *
 * Next runs the proxy (proxy.ts) in its own machinery, which costs about as much CPU per request as
 * serving a cached page does, whatever the proxy then does. Most requests are plain: a GET or HEAD
 * without a body, without a percent escape in its address, not ending in `/`, for a cached public
 * page: a query-string list the proxy rewrites to its cached
 * internal route, or a detail page (university, course, city, job, job category) whose record the
 * in-process indexes hold as public; or a page of a signed-in area (`/admin/…`, `/student/…`,
 * `/employer/…`, `/candidate/…`, the application wizard and checkout), rendered per request, for
 * which the proxy only looked for the old site's path forms. The proxy would only have rewritten
 * it (or done nothing). Every other request (forms, the old site's paths, escapes, the rest of the
 * public pages) takes the proxy as before.
 *
 * The launcher's front door asks `plainRoute` before Next sees the request; when it answers, the
 * front door marks the request (lib/http/plain-headers.ts: PLAIN_HEADER, and REWRITE_HEADER with
 * the internal route), the proxy's matcher leaves marked requests out, and next.config.ts's header
 * rewrite does the proxy's rewrite. The decision is the proxy's own rules, asked of the indexes as they stand
 * (no waiting, no query): when an index is not built or cannot tell, the answer is null and the
 * request takes the proxy as before. The front door removes both headers from every request first,
 * so a client cannot set them.
 */

export interface PlainRoute {
  /** the internal route to render (the proxy's rewrite), or null: rendered where it is */
  rewrite: string | null;
}

type HeaderValue = string | string[] | undefined;

/** The route of a plain request (see above), or null when the proxy must see it. */
export function plainRoute(method: string | undefined, rawUrl: string | undefined, headers: Readonly<Record<string, HeaderValue>>): PlainRoute | null {
  if ((method !== 'GET' && method !== 'HEAD') || !rawUrl || rawUrl[0] !== '/') return null;
  // A body (a form sent to a page is a server action), or an action called by its id.
  if (headers['content-type'] !== undefined || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined || headers['next-action'] !== undefined) return null;
  // Only characters every parser reads alike: percent escapes (malformed ones, NUL in the query,
  // escaped slugs), backslashes and the like are the proxy's to judge.
  if (!plainCharacters.test(rawUrl)) return null;
  const at = rawUrl.indexOf('?');
  const pathname = at < 0 ? rawUrl : rawUrl.slice(0, at);
  if ((pathname.length > 1 && pathname.endsWith('/')) || pathname.includes('//') || /\/\.\.?(?:\/|$)/.test(pathname)) return null;
  // A signed-in area's page, unless it is one of the old site's forms (the proxy redirects those).
  const address = publicAddress(pathname);
  if (!address) return areaPage.test(pathname) && !findLegacyPath(pathname) ? { rewrite: null } : null;
  // `/en/…` (redirected to its address without prefix), and an address without a language asked
  // by a visitor who chose one (redirected to it): the proxy's.
  if (address.locale === defaultLocale) return null;
  const cookie = headers.cookie;
  const chosen = cookieLocale(Array.isArray(cookie) ? cookie.join('; ') : cookie);
  if (address.locale === null && chosen !== null && chosen !== defaultLocale) return null;
  const locale = address.locale ?? defaultLocale;
  const path = address.path;
  if (isInternalPath(path)) return null;
  const query = new URLSearchParams(at < 0 ? '' : rawUrl.slice(at + 1));

  const slugs = freshSlugIndex();
  if (!slugs) return null;
  const jobsList = jobsInternalRewrite(path, query);
  if (jobsList) return { rewrite: routePath(locale, jobsList) };
  const internal = internalRewrite(path, query);
  // A finder degree page is cached only for a public degree (else the finder renders it).
  if (internal && (internal.degreeId === undefined || slugs.degreeIds.has(internal.degreeId)) && detailPathIn(slugs, path) !== 'ask') {
    // Next's rewrite passes the query on, as the proxy's did.
    return { rewrite: routePath(locale, internal.path) };
  }
  if (internal) return null;
  // A detail page the index holds as public, rendered in its language's tree.
  const detail = detailPathIn(slugs, path);
  if (detail === 'public') return inTree(locale, path, pathname);
  if (detail === null && path.startsWith('/jobs/')) {
    const jobs = freshJobIndex();
    if (jobs && jobPathIn(jobs, path, todayIso()) === 'public') return inTree(locale, path, pathname);
  }
  return null;
}

/** A detail page in its language's tree: rewritten there, unless the address already is its route (`/fr/…`). */
function inTree(locale: Locale, path: string, pathname: string): { rewrite: string | null } {
  const route = routePath(locale, path);
  return { rewrite: route === pathname ? null : route };
}

const plainCharacters = /^[A-Za-z0-9\-._~/?=&+,:@!$'()*;]*$/;
/** The signed-in areas' pages (the proxy only looked for the old site's forms there). */
const areaPage = /^\/(?:(?:admin|student|employer|candidate|candidates)\/|(?:application|checkout|change-password)$)/;
