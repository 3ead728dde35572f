// GET /api/web/university/{id} — legacy admissions client (university screen): one public university, the record itself.
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, toLegacyUniversity } from '@/lib/api/legacy/catalogue';
import { getPublicUniversity } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers<{ id: string }>('admissions', {
  GET: legacyDoor(getPublicUniversity, { answerSchema: answers.body(legacyCatalogueSchemas.university), input: ({ params }) => ({ id: params.id }), answer: (u) => body(toLegacyUniversity(u)) }),
});
