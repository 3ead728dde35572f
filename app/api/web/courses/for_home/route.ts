// GET /api/web/courses/for_home — legacy admissions client (home course grid): public courses, featured first, a plain array.
import { legacyRoute, plainList, plainListParams } from '@/lib/api/legacy';
import { listHomeCoursesCached } from '@/lib/catalogue/cache';
import { toLegacyCourseItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('admissions', async ({ request }) => {
  const p = plainListParams(request);
  return plainList(request, await listHomeCoursesCached(p.perPage, p.page), toLegacyCourseItem);
});
