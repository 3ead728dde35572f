// GET /api/web/degree — legacy admissions client (home, filters): enabled degrees (programs), a plain array.
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { listPublicDegrees } from '@/lib/catalogue/public-api';
import { legacyCatalogueSchemas, toLegacyDegree } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listPublicDegrees, { answerSchema: answers.plainList(legacyCatalogueSchemas.degree), input: () => ({}), answer: (degrees, { request }) => plainList(request, degrees, toLegacyDegree) }),
});
