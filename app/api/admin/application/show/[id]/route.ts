// GET /api/admin/application/show/{id} — legacy admin client (application view): admin only; `{ data: application }` with the sections under the seed's names.
import { legacyApplicationSchemas } from '@/lib/api/legacy/applications';
import { answers, legacyDoor, legacyHandlers, record } from '@/lib/api/legacy';
import { toLegacyAdminApplication } from '@/lib/api/legacy/applications';
import { getApplicationForReview } from '@/lib/applications/review';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers<{ id: string }>('admissions', {
  GET: legacyDoor(getApplicationForReview, { answerSchema: answers.record(legacyApplicationSchemas.adminApplication), input: (ctx) => ({ id: ctx.params.id }), answer: (a) => record(toLegacyAdminApplication(a)) }),
});
