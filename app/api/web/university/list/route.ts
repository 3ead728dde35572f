// GET /api/web/university/list — legacy admissions client (university list): public universities by name, a plain array.
import { answers, legacyDoor, legacyHandlers, plainList, plainListParams } from '@/lib/api/legacy';
import { listPublicUniversities } from '@/lib/catalogue/public-api';
import { legacyCatalogueSchemas, toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listPublicUniversities, {
    answerSchema: answers.plainList(legacyCatalogueSchemas.universityItem),
    input: ({ request }) => {
      const p = plainListParams(request);
      return { page: p.page, perPage: p.perPage };
    },
    answer: (r, { request }) => plainList(request, { items: r.items, total: r.total }, toLegacyUniversityItem),
  }),
});
