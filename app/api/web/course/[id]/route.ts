// GET /api/web/course/{id} — legacy admissions client (course screen): one public course with its program and university, the record itself.
import { body, legacyRoute } from '@/lib/api/legacy';
import { toLegacyCourse } from '@/lib/api/legacy/catalogue';
import { findCourseById } from '@/lib/catalogue/courses';
import { notFound } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async (ctx) => {
  const c = await findCourseById(ctx.id('id', 'Course'));
  if (!c) throw notFound('Course');
  return body(toLegacyCourse(c));
});
