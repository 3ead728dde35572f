// GET /api/admin/application/show/{id} — legacy admin client (application view): admin only; `{ data: application }` with the sections under the seed's names.
import { legacyRoute, record } from '@/lib/api/legacy';
import { toLegacyAdminApplication } from '@/lib/api/legacy/applications';
import { getApplicationForReview } from '@/lib/applications/review';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async (ctx) => {
  const id = ctx.id('id', 'Application');
  return record(toLegacyAdminApplication(await getApplicationForReview(ctx.actor, id)));
});
