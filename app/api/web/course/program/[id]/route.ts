// GET /api/web/course/program/{id} — legacy admissions client (courses of a degree): the degree's public courses, a plain array.
import { legacyRoute, plainList, plainListParams } from '@/lib/api/legacy';
import { listCoursesCached, listDegreesCached } from '@/lib/catalogue/cache';
import { toLegacyCourseItem } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';
import { parseId } from '@/lib/http/id';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async ({ request, params }) => {
  const id = parseId(params.id, 'Program');
  const degree = (await listDegreesCached()).find((d) => d.id === id);
  if (!degree) throw notFound('Program');
  const p = plainListParams(request);
  const r = await listCoursesCached({ programId: degree.id, page: p.page, perPage: p.perPage });
  return plainList(request, r, toLegacyCourseItem);
});
