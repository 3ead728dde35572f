// GET /api/app_admin/jobList/?page= — the legacy admin job list (every job, newest first, real pages): admin only; `{ count, next, previous, results }`.
import { legacyHandlers } from '@/lib/api/legacy';
import { drfPage, jobSidePage } from '@/lib/api/legacy/job-admin';
import { toLegacyJob } from '@/lib/api/legacy/jobs';
import { listJobQueue } from '@/lib/jobs/moderation';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: async (ctx) => {
    const status = ctx.url.searchParams.get('status') ?? 'all';
    return drfPage(ctx.request, await listJobQueue(ctx.actor, { ...jobSidePage(ctx.request), status, q: ctx.url.searchParams.get('search') ?? '' }), toLegacyJob);
  },
});
