// GET /api/web/university/city/{name} — legacy admissions client (university list by city): the city's public universities, a plain array.
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';
import { findCityByNameCached, listUniversitiesOfCityCached } from '@/lib/catalogue/cache';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

// `params.name` arrives decoded (by Next): decoding it again would turn `%25` into a URIError.
export const GET = legacyRoute<{ name: string }>('admissions', async ({ request, params }) => {
  const city = await findCityByNameCached(params.name.trim().slice(0, 200));
  if (!city) throw notFound('City');
  return plainList(request, await listUniversitiesOfCityCached(city.slug), toLegacyUniversityItem);
});
