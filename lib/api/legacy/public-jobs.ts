import { listPublicJobs } from '@/lib/jobs/search';
import { parseJobSearchParams } from '@/lib/jobs/search-schemas';
import { jobPageParams, jobSidePage } from './envelopes';
import { toLegacyJob } from './jobs';

/**
 * The job side's public lists (`GET anonymous/job-list/`, `GET anonymous/category/{id}/jobs/`) in
 * the old board's page envelope (Django REST style): `{ count, next, previous, results }`, with
 * `next` and `previous` the absolute addresses of the neighbouring pages (null at the ends). Pages
 * by `page` and `per_page` (or `page_size`), default 20, at most 60; a page past the end is empty
 * (as the old API answered, rather than the last page the HTML list shows). The public list's
 * search parameters (`q`, `where`, `type`, …) apply too.
 */
export async function legacyPublicJobPage(url: URL, categoryId?: number): Promise<Response> {
  const { page, perPage } = jobPageParams(url);
  const search = parseJobSearchParams(url.searchParams);
  // listPublicJobs clamps the page to the last; the old API answered an empty page past the end.
  const result = await listPublicJobs({ ...search, categoryId: categoryId ?? search.categoryId, page, perPage });
  return jobSidePage(url, { ...result, page, items: result.page === page ? result.items : [] }, toLegacyJob);
}
