// GET /api/web/university/list — legacy admissions client (university list): public universities by name, a plain array.
import { legacyRoute, plainList, plainListParams } from '@/lib/api/legacy';
import { listUniversitiesCached } from '@/lib/catalogue/cache';
import { toLegacyUniversityItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => {
  const p = plainListParams(request);
  const r = await listUniversitiesCached({ page: p.page, perPage: p.perPage });
  return plainList(request, { items: r.items, total: r.total }, toLegacyUniversityItem);
});
