// GET /api/web/city — legacy admissions client (home, filters): enabled cities, a plain array.
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { listCitiesCached } from '@/lib/catalogue/cache';
import { toLegacyCity } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => plainList(request, await listCitiesCached({}), toLegacyCity));
