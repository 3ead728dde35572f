/**
 * Public pages that read their query string cannot come from Next's full-route cache as they are
 * (the cache keys a page by its path), nor can pages without a dynamic segment be generated on
 * their first request instead of at build time (when there is no database). The proxy therefore
 * rewrites them, by their address alone (no database), to internal routes under INTERNAL_PREFIX
 * that are generated on first request and then served from the cache; the address in the browser
 * stays the canonical one. Direct requests to INTERNAL_PREFIX answer 404 (the proxy's job).
 *
 * Pure and client-safe, so the rules are unit-tested without a server.
 */
export const INTERNAL_PREFIX = '/internal';

/** The university page's tabs (`?tab=`), the first being the page without one. */
export const universityTabIds = ['introduction', 'about', 'accommodation', 'fees', 'admission', 'scholarship'] as const;
export type UniversityTabId = (typeof universityTabIds)[number];

/** Pages of a cached list beyond this are rendered per request (they are rarely visited). */
export const MAX_CACHED_PAGE = 100;

export interface InternalRewrite {
  /** The internal path to render. */
  path: string;
  /** A finder degree page: the proxy rewrites only when this degree is public (else the finder renders it). */
  degreeId?: number;
}

const pagePattern = /^[1-9]\d{0,2}$/;

/** The query's names, without Next's own `_rsc` (a client navigation's cache buster). */
function queryNames(query: URLSearchParams): string[] {
  return [...new Set([...query.keys()].filter((k) => k !== '_rsc'))];
}

const only = (names: string[], allowed: string[]) => names.every((n) => allowed.includes(n));

/** A cacheable page number from `?page=` (absent: 1), or null when the page is rendered per request. */
function cachedPage(query: URLSearchParams): number | null {
  const all = query.getAll('page');
  if (all.length === 0) return 1;
  if (all.length > 1 || !pagePattern.test(all[0])) return null;
  const n = Number(all[0]);
  return n <= MAX_CACHED_PAGE ? n : null;
}

/**
 * The internal route that renders `pathname?query` from the cache, or null when the request is
 * rendered where it is (a cached dynamic route such as `/courses/[slug]`, or a page that stays
 * dynamic: filters, keyword searches).
 */
export function internalRewrite(pathname: string, query: URLSearchParams): InternalRewrite | null {
  const names = queryNames(query);
  if (pathname === '/') return { path: `${INTERNAL_PREFIX}/home/index` };
  if (pathname === '/scholarships') return { path: `${INTERNAL_PREFIX}/scholarships/index` };
  // They read the legal facts of the site settings (no query).
  if (pathname === '/about' || pathname === '/terms' || pathname === '/privacy') return { path: `${INTERNAL_PREFIX}/legal${pathname}` };
  if (pathname === '/universities') {
    if (!only(names, ['page'])) return null;
    const page = cachedPage(query);
    return page === null ? null : { path: `${INTERNAL_PREFIX}/universities/${page}` };
  }
  if (pathname === '/programs') {
    if (names.length === 0) return { path: `${INTERNAL_PREFIX}/programs/all` };
    const ids = query.getAll('program_id');
    if (names.length !== 1 || names[0] !== 'program_id' || ids.length !== 1 || !/^[1-9]\d{0,8}$/.test(ids[0])) return null;
    return { path: `${INTERNAL_PREFIX}/programs/${ids[0]}`, degreeId: Number(ids[0]) };
  }
  let m = /^\/universities\/([^/]+)$/.exec(pathname);
  if (m) {
    const tab = query.get('tab');
    if (tab === null || tab === 'introduction' || !(universityTabIds as readonly string[]).includes(tab)) return null;
    return { path: `${INTERNAL_PREFIX}/university-tab/${m[1]}/${tab}` };
  }
  m = /^\/universities\/([^/]+)\/courses$/.exec(pathname);
  if (m) {
    // The page without `?page=` (or with one that is no page number, read leniently as the first)
    // renders where it is; a page past MAX_CACHED_PAGE shares one entry (past the end of any
    // university's list at 50 courses a page).
    const raw = query.get('page');
    if (raw === null || !/^\d+$/.test(raw) || Number(raw) <= 1) return null;
    const page = Math.min(Number(raw), MAX_CACHED_PAGE + 1);
    return { path: `${INTERNAL_PREFIX}/university-courses/${m[1]}/${page}` };
  }
  m = /^\/cities\/([^/]+)$/.exec(pathname);
  if (m && query.has('q')) return { path: `${INTERNAL_PREFIX}/city-filter/${m[1]}` };
  return null;
}

/** True for a path under INTERNAL_PREFIX (answered 404 when asked for directly). */
export function isInternalPath(pathname: string): boolean {
  return pathname === INTERNAL_PREFIX || pathname.startsWith(`${INTERNAL_PREFIX}/`);
}
