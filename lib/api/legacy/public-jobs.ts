import type { JobSummary } from '@/lib/jobs/dto';
import type { Page } from '@/lib/http/page';
import { jobPageParams, jobSidePage } from './envelopes';
import type { LegacyContext } from './handlers';
import { toLegacyJob } from './jobs';

/**
 * The job side's public lists (`GET anonymous/job-list/`, `GET anonymous/category/{id}/jobs/`) in
 * the old board's page envelope (Django REST style): `{ count, next, previous, results }`, with
 * `next` and `previous` the absolute addresses of the neighbouring pages (null at the ends). Pages
 * by `page` and `per_page` (or `page_size`), default 20, at most 60; the public list's search
 * parameters (`q`, `where`, `type`, …) apply too (lib/jobs/public-board.ts).
 */
export const publicJobPageInput = (ctx: LegacyContext<Record<string, string>>) => ({ ...ctx.params, ...jobPageParams(ctx.url), query: ctx.url.searchParams });

export const legacyPublicJobPage = (page: Page<JobSummary>, ctx: LegacyContext<Record<string, string>>): Response => jobSidePage(ctx.url, page, toLegacyJob);
