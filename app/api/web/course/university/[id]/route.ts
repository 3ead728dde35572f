// GET /api/web/course/university/{id} — legacy admissions client (courses by university): the university's public courses, a plain array.
import { legacyRoute, plainList, plainListParams } from '@/lib/api/legacy';
import { listCoursesCached, findUniversityCached } from '@/lib/catalogue/cache';
import { toLegacyCourseItem } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';
import { parseId } from '@/lib/http/id';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async ({ request, params }) => {
  const id = parseId(params.id, 'University');
  const u = await findUniversityCached(id);
  if (!u) throw notFound('University');
  const p = plainListParams(request);
  const r = await listCoursesCached({ universityId: u.id, sort: 'degree', page: p.page, perPage: p.perPage });
  return plainList(request, r, toLegacyCourseItem);
});
