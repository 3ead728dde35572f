// GET /api/app_admin/jobList/?page= — the legacy admin job list (every job, newest first, real pages): admin only; `{ count, next, previous, results }`.
import { jobSidePage, legacyHandlers, jobPageParams } from '@/lib/api/legacy';

import { toLegacyJob } from '@/lib/api/legacy/jobs';
import { listJobQueue } from '@/lib/jobs/moderation';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: async (ctx) => {
    const status = ctx.url.searchParams.get('status') ?? 'all';
    const { page, perPage } = jobPageParams(ctx.request);
    return jobSidePage(ctx.request, await listJobQueue(ctx.actor, { page, per_page: perPage, status, q: ctx.url.searchParams.get('search') ?? '' }), toLegacyJob);
  },
});
