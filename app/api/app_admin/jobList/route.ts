// GET /api/app_admin/jobList/?page= — the legacy admin job list (every job, newest first, real pages): admin only; `{ count, next, previous, results }`.
import { answers, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobSchemas, toLegacyJob } from '@/lib/api/legacy/jobs';
import { listJobQueue } from '@/lib/jobs/moderation';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listJobQueue, {
    answerSchema: answers.jobSidePage(legacyJobSchemas.job),
    input: (ctx) => {
      const { page, perPage } = jobPageParams(ctx.request);
      return { page, per_page: perPage, status: ctx.url.searchParams.get('status') ?? 'all', q: ctx.url.searchParams.get('search') ?? '' };
    },
    answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyJob),
  }),
});
