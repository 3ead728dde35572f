// GET /api/web/university/topfive — legacy admissions client (home): the five most applied-to public universities, a plain array.
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { listPopularUniversities } from '@/lib/catalogue/public-api';
import { legacyCatalogueSchemas, toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listPopularUniversities, { answerSchema: answers.plainList(legacyCatalogueSchemas.universityItem), input: () => ({ limit: 5 }), answer: (universities, { request }) => plainList(request, universities, toLegacyUniversityItem) }),
});
