// GET /api/app_admin/part_time_apply/?search= — the legacy admin's part-time applicants (newest first; search by skill or city): admin only; `{ count, next, previous, results }`.
import { jobPageParams, jobSidePage, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyPartTime } from '@/lib/api/legacy/part-time';
import { listPartTime } from '@/lib/jobs/part-time';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: async (ctx) => {
    const { page, perPage } = jobPageParams(ctx.request);
    const q = ctx.url.searchParams.get('search') ?? ctx.url.searchParams.get('q') ?? '';
    return jobSidePage(ctx.request, await listPartTime(ctx.actor, { page, per_page: perPage, q }), toLegacyPartTime);
  },
});
