// GET /api/web/university/popular — legacy admissions client: public universities by applications, then courses, then name; a plain array.
import { answers, legacyDoor, legacyHandlers, PLAIN_LIST_MAX, plainList } from '@/lib/api/legacy';
import { listPopularUniversities } from '@/lib/catalogue/public-api';
import { legacyCatalogueSchemas, toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listPopularUniversities, {
    answerSchema: answers.plainList(legacyCatalogueSchemas.universityItem),
    input: () => ({ limit: PLAIN_LIST_MAX }),
    answer: (universities, { request }) => plainList(request, universities, toLegacyUniversityItem),
  }),
});
