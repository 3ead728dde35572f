// GET /api/app_admin/part_time_apply/?search= — the legacy admin's part-time applicants (newest first; search by skill or city): admin only; `{ count, next, previous, results }`.
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyPartTime } from '@/lib/api/legacy/part-time';
import { listPartTime } from '@/lib/jobs/part-time';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listPartTime, {
    answerSchema: answers.jobSidePage(legacyJobSchemas.partTime),
    input: (ctx) => {
      const { page, perPage } = jobPageParams(ctx.request);
      return { page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? ctx.url.searchParams.get('q') ?? '' };
    },
    answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyPartTime),
  }),
});
