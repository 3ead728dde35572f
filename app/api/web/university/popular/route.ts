// GET /api/web/university/popular — legacy admissions client: public universities by applications, then courses, then name; a plain array.
import { legacyRoute, PLAIN_LIST_MAX, plainList } from '@/lib/api/legacy';
import { listPopularUniversitiesCached } from '@/lib/catalogue/cache';
import { toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => plainList(request, await listPopularUniversitiesCached(PLAIN_LIST_MAX), toLegacyUniversityItem));
