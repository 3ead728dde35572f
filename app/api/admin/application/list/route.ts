// GET /api/admin/application/list — legacy admin client (applicant list): admin only; a JSON array, the total in `X-Total-Count` (`?page=&per_page=` and the back office's filters).
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { toLegacyAdminApplicationItem } from '@/lib/api/legacy/applications';
import { listApplicationsForReview } from '@/lib/applications/review';
import { reviewListSchema } from '@/lib/applications/review-schemas';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async (ctx) => {
  const q = ctx.url.searchParams;
  const query = reviewListSchema.parse(Object.fromEntries(Object.keys(reviewListSchema.shape).map((k) => [k, q.get(k) ?? undefined])));
  const page = await listApplicationsForReview(ctx.actor, query);
  // A page past the last one is empty (the domain clamps the page it reads; the old client pages until an empty answer).
  const items = page.page === query.page ? page.items : [];
  return plainList(ctx.request, { items, total: page.total }, toLegacyAdminApplicationItem);
});
