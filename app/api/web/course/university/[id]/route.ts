// GET /api/web/course/university/{id} — legacy admissions client (courses by university): the university's public courses, a plain array.
import { legacyRoute, plainList, plainListParams } from '@/lib/api/legacy';
import { toLegacyCourseItem } from '@/lib/api/legacy/catalogue';
import { listCoursesCached, findUniversityCached } from '@/lib/catalogue/cache';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async (ctx) => {
  const u = await findUniversityCached(ctx.id('id', 'University'));
  if (!u) throw notFound('University');
  const p = plainListParams(ctx.request);
  return plainList(ctx.request, await listCoursesCached({ universityId: u.id, sort: 'degree', page: p.page, perPage: p.perPage }), toLegacyCourseItem);
});
