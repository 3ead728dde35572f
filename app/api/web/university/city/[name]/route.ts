// GET /api/web/university/city/{name} — legacy admissions client (university list by city): the city's public universities, a plain array.
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';
import { listUniversitiesOfCity } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

// `params.name` arrives decoded (by Next): decoding it again would turn `%25` into a URIError.
export const { GET } = legacyHandlers<{ name: string }>('admissions', {
  GET: legacyDoor(listUniversitiesOfCity, {
    answerSchema: answers.plainList(legacyCatalogueSchemas.universityItem),
    input: ({ params }) => ({ name: params.name }),
    answer: (universities, { request }) => plainList(request, universities, toLegacyUniversityItem),
  }),
});
