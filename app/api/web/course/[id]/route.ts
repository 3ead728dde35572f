// GET /api/web/course/{id} — legacy admissions client (course screen): one public course with its program and university, the record itself.
import { body, legacyRoute } from '@/lib/api/legacy';
import { findCourseById } from '@/lib/catalogue/courses';
import { toLegacyCourse } from '@/lib/catalogue/legacy';
import { notFound } from '@/lib/errors';
import { parseId } from '@/lib/http/id';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('admissions', async ({ params }) => {
  const id = parseId(params.id, 'Course');
  const c = await findCourseById(id);
  if (!c) throw notFound('Course');
  return body(toLegacyCourse(c));
});
