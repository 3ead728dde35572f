// GET /api/universities — job-side legacy client (university picker): public universities (id, uuid, name, logo), a page.
import { admissionsPage, legacyRoute, pageParams } from '@/lib/api/legacy';
import { listUniversitySummariesCached } from '@/lib/catalogue/cache';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => {
  const p = pageParams(request);
  const r = await listUniversitySummariesCached(p.page, p.perPage);
  return admissionsPage(r.items, r.total, p);
});
