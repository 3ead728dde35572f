// GET /api/web/city — legacy admissions client (home, filters): enabled cities, a plain array.
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { listPublicCities } from '@/lib/catalogue/public-api';
import { legacyCatalogueSchemas, toLegacyCity } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listPublicCities, { answerSchema: answers.plainList(legacyCatalogueSchemas.city), input: () => ({}), answer: (cities, { request }) => plainList(request, cities, toLegacyCity) }),
});
