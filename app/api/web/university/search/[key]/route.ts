// GET /api/web/university/search/{key} — legacy admissions client (search screen): public universities matching the key, a page.
import { admissionsPage, answers, legacyDoor, legacyHandlers, pageParams } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';
import { searchUniversities } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

// `params.key` arrives decoded (by Next): decoding it again would turn `%25` into a URIError.
export const { GET } = legacyHandlers<{ key: string }>('admissions', {
  GET: legacyDoor(searchUniversities, {
    answerSchema: answers.admissionsPage(legacyCatalogueSchemas.universityItem),
    input: ({ request, params }) => {
      const p = pageParams(request);
      return { key: params.key, page: p.page, perPage: p.perPage };
    },
    answer: (r, { request }) => admissionsPage(r.items, r.total, pageParams(request), toLegacyUniversityItem),
  }),
});
