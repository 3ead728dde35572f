import 'server-only';
import { findLegacyPath } from '@/lib/http/legacy-paths';
import { detailPathIn } from '@/lib/catalogue/detail-paths';
import { internalRewrite, isInternalPath } from '@/lib/catalogue/public-paths';
import { freshSlugIndex } from '@/lib/catalogue/slug-index';
import { freshJobIndex, jobPathIn } from '@/lib/jobs/public-index';
import { jobsInternalRewrite } from '@/lib/jobs/public-paths';
import { todayIso } from '@/lib/jobs/status';

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
  if (isInternalPath(pathname)) return null;
  // A signed-in area's page, unless it is one of the old site's forms (the proxy redirects those).
  if (areaPage.test(pathname)) return findLegacyPath(pathname) ? null : { rewrite: null };
  const query = new URLSearchParams(at < 0 ? '' : rawUrl.slice(at + 1));

  const slugs = freshSlugIndex();
  if (!slugs) return null;
  const jobsList = jobsInternalRewrite(pathname, query);
  if (jobsList) return { rewrite: jobsList };
  const internal = internalRewrite(pathname, query);
  // A finder degree page is cached only for a public degree (else the finder renders it).
  if (internal && (internal.degreeId === undefined || slugs.degreeIds.has(internal.degreeId)) && detailPathIn(slugs, pathname) !== 'ask') {
    // Next's rewrite passes the query on, as the proxy's did.
    return { rewrite: internal.path };
  }
  if (internal) return null;
  // A detail page the index holds as public, rendered where it is.
  const detail = detailPathIn(slugs, pathname);
  if (detail === 'public') return { rewrite: null };
  if (detail === null && pathname.startsWith('/jobs/')) {
    const jobs = freshJobIndex();
    if (jobs && jobPathIn(jobs, pathname, todayIso()) === 'public') return { rewrite: null };
  }
  return null;
}

const plainCharacters = /^[A-Za-z0-9\-._~/?=&+,:@!$'()*;]*$/;
const areaPage = /^\/(?:(?:admin|student|employer|candidate)\/|(?:application|checkout)$)/;
