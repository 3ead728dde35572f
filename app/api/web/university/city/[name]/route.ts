// GET /api/web/university/city/{name} — legacy admissions client (university list by city): the city's public universities, a plain array.
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { findCityByNameCached, listUniversitiesOfCityCached } from '@/lib/catalogue/cache';
import { toLegacyUniversityItem } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ name: string }>('admissions', async ({ request, params }) => {
  const city = await findCityByNameCached(decodeURIComponent(params.name));
  if (!city) throw notFound('City');
  return plainList(request, await listUniversitiesOfCityCached(city.slug), toLegacyUniversityItem);
});
