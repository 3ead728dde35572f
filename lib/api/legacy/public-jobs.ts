import { env } from '@/lib/env';
import { listPublicJobs } from '@/lib/jobs/search';
import { parseJobSearchParams } from '@/lib/jobs/search-schemas';
import { json } from './envelopes';
import { toLegacyJob } from './jobs';

/**
 * The job side's public lists (`GET anonymous/job-list/`, `GET anonymous/category/{id}/jobs/`) in
 * the old board's page envelope (Django REST style): `{ count, next, previous, results }`, with
 * `next` and `previous` the absolute addresses of the neighbouring pages (null at the ends). Pages
 * by `page` and `per_page` (or `page_size`), default 20, at most 60; a page past the end is empty
 * (as the old API answered, rather than the last page the HTML list shows). The public list's
 * search parameters (`q`, `where`, `type`, …) apply too.
 */
export const LEGACY_JOB_PAGE_DEFAULT = 20;
export const LEGACY_JOB_PAGE_MAX = 60;

function int(v: string | null, fallback: number): number {
  const n = v === null || v.trim() === '' ? NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export async function legacyPublicJobPage(url: URL, categoryId?: number): Promise<Response> {
  const page = Math.min(int(url.searchParams.get('page'), 1), 1_000_000);
  const perPage = Math.min(int(url.searchParams.get('per_page') ?? url.searchParams.get('page_size'), LEGACY_JOB_PAGE_DEFAULT), LEGACY_JOB_PAGE_MAX);
  const search = parseJobSearchParams(url.searchParams);
  // listPublicJobs clamps the page to the last; the old API answered an empty page past the end.
  const result = await listPublicJobs({ ...search, categoryId: categoryId ?? search.categoryId, page, perPage });
  const items = result.page === page ? result.items : [];
  const at = (n: number) => {
    // The site's public address (behind a proxy the request's own host may be an internal one).
    const u = new URL(url.pathname + url.search, env.appUrl);
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  return json({
    count: result.total,
    next: page < result.pageCount ? at(page + 1) : null,
    previous: page > 1 ? at(Math.min(page - 1, result.pageCount)) : null,
    results: items.map(toLegacyJob),
  });
}
