// GET /api/app_admin/direct_hire/?search= — the legacy admin's direct-hire requests (newest first; search by title, organisation, city, e-mail, phone, category): admin only; `{ count, next, previous, results }`.
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyDirectHire } from '@/lib/api/legacy/job-admin';
import { listDirectHire } from '@/lib/jobs/direct-hire';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listDirectHire, {
    answerSchema: answers.jobSidePage(legacyJobSchemas.directHire),
    input: (ctx) => {
      const { page, perPage } = jobPageParams(ctx.request);
      return { page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? '', status: ctx.url.searchParams.get('status') ?? 'all' };
    },
    answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyDirectHire),
  }),
});
