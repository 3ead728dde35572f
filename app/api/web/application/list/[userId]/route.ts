// GET /api/web/application/list/{userId} — legacy admissions client (applied programs): the student themself; a page `{ data: [...], current_page, per_page, total, last_page }`.
import { legacyApplicationSchemas } from '@/lib/api/legacy/applications';
import { admissionsPage, answers, legacyDoor, legacyHandlers, pageParams } from '@/lib/api/legacy';
import { assertSelf, toLegacyApplicationItem } from '@/lib/api/legacy/applications';
import { listApplications } from '@/lib/applications/reads';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers<{ userId: string }>('admissions', {
  GET: legacyDoor(listApplications, {
    answerSchema: answers.admissionsPage(legacyApplicationSchemas.applicationItem),
    input: (ctx) => {
      // Someone else's list is a 403 (the path names a user, not a record of theirs).
      assertSelf(ctx.actor, ctx.params.userId);
      const q = ctx.url.searchParams;
      return { page: q.get('page') ?? undefined, per_page: q.get('per_page') ?? undefined };
    },
    answer: (page, ctx) => admissionsPage(page.items, page.total, { page: pageParams(ctx.request).page, perPage: page.perPage }, toLegacyApplicationItem),
  }),
});
