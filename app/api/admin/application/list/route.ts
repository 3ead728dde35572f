// GET /api/admin/application/list — legacy admin client (applicant list): admin only; a JSON array, the total in `X-Total-Count` (`?page=&per_page=` and the back office's filters).
import { legacyApplicationSchemas } from '@/lib/api/legacy/applications';
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { toLegacyAdminApplicationItem } from '@/lib/api/legacy/applications';
import { listApplicationsForReview } from '@/lib/applications/review';
import { reviewListQuery } from '@/lib/applications/review-schemas';
import { pageField } from '@/lib/http/page';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listApplicationsForReview, {
    answerSchema: answers.plainList(legacyApplicationSchemas.adminApplicationItem),
    input: (ctx) => reviewListQuery(ctx.url.searchParams),
    answer: (page, ctx) => {
      // A page past the last one is empty (the use case clamps the page it reads; the old client pages until an empty answer).
      const items = page.page === pageField.parse(ctx.url.searchParams.get('page') ?? undefined) ? page.items : [];
      return plainList(ctx.request, { items, total: page.total }, toLegacyAdminApplicationItem);
    },
  }),
});
