// GET /api/web/degree — legacy admissions client (home, filters): enabled degrees (programs), a plain array.
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { listDegreesCached } from '@/lib/catalogue/cache';
import { toLegacyDegree } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => plainList(request, await listDegreesCached(), toLegacyDegree));
