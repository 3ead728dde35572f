// GET /api/web/university/topfive — legacy admissions client (home): the five most applied-to public universities, a plain array.
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { listPopularUniversitiesCached } from '@/lib/catalogue/cache';
import { toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => plainList(request, await listPopularUniversitiesCached(5), toLegacyUniversityItem));
