// GET /api/web/course/program/{id} — legacy admissions client (courses of a degree): the degree's public courses, a plain array.
import { legacyRoute, plainList, plainListParams } from '@/lib/api/legacy';
import { toLegacyCourseItem } from '@/lib/api/legacy/catalogue';
import { listCoursesCached, listDegreesCached } from '@/lib/catalogue/cache';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async (ctx) => {
  const id = ctx.id('id', 'Program');
  const degree = (await listDegreesCached()).find((d) => d.id === id);
  if (!degree) throw notFound('Program');
  const p = plainListParams(ctx.request);
  return plainList(ctx.request, await listCoursesCached({ programId: degree.id, page: p.page, perPage: p.perPage }), toLegacyCourseItem);
});
