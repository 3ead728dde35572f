/**
 * The public job list without filters reads only `?page=`: the proxy rewrites it, by its address
 * alone (no database), to the cached internal route `/internal/jobs/<page>` (the way
 * lib/catalogue/public-paths.ts does for /universities); the browser keeps `/jobs`. Searches,
 * filters, sorts and page sizes render per request. Pure and client-safe.
 */
import { INTERNAL_PREFIX, MAX_CACHED_PAGE } from '@/lib/catalogue/public-paths';

export function jobsInternalRewrite(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== '/jobs') return null;
  const names = [...new Set([...query.keys()].filter((k) => k !== '_rsc'))];
  if (names.some((n) => n !== 'page')) return null;
  const pages = query.getAll('page');
  if (pages.length === 0) return `${INTERNAL_PREFIX}/jobs/1`;
  if (pages.length > 1 || !/^[1-9]\d{0,2}$/.test(pages[0]) || Number(pages[0]) > MAX_CACHED_PAGE) return null;
  return `${INTERNAL_PREFIX}/jobs/${Number(pages[0])}`;
}
