// GET /api/web/university/search/{key} — legacy admissions client (search screen): public universities matching the key, a page.
import { admissionsPage, legacyRoute, pageParams } from '@/lib/api/legacy';
import { toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';
import { listUniversitiesCached } from '@/lib/catalogue/cache';

export const dynamic = 'force-dynamic';

// `params.key` arrives decoded (by Next): decoding it again would turn `%25` into a URIError.
export const GET = legacyRoute<{ key: string }>('admissions', async ({ request, params }) => {
  const p = pageParams(request);
  const r = await listUniversitiesCached({ key: params.key.trim().slice(0, 100), page: p.page, perPage: p.perPage });
  return admissionsPage(r.items, r.total, p, toLegacyUniversityItem);
});
