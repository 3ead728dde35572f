// GET /api/web/course/{id} — legacy admissions client (course screen): one public course with its program and university, the record itself.
import { body, legacyRoute } from '@/lib/api/legacy';
import { findCourseById } from '@/lib/catalogue/courses';
import { toLegacyCourse } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async ({ params }) => {
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const c = id > 0 ? await findCourseById(id) : null;
  if (!c) throw notFound('Course');
  return body(toLegacyCourse(c));
});
