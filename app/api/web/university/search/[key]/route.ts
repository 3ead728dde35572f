// GET /api/web/university/search/{key} — legacy admissions client (search screen): public universities matching the key, a page.
import { admissionsPage, legacyRoute, pageParams } from '@/lib/api/legacy';
import { listUniversitiesCached } from '@/lib/catalogue/cache';
import { toLegacyUniversityItem } from '@/lib/catalogue/legacy';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ key: string }>('admissions', async ({ request, params }) => {
  const p = pageParams(request);
  const key = decodeURIComponent(params.key).trim().slice(0, 100);
  const r = await listUniversitiesCached({ key, page: p.page, perPage: p.perPage });
  return admissionsPage(r.items, r.total, p, toLegacyUniversityItem);
});
