// GET, POST (_method=PUT), PUT, DELETE /api/admin/course/{id} — legacy admin client (one course; update only the fields sent; delete): admin only.
import { legacyHandlers, message, record } from '@/lib/api/legacy';
import { courseFields, toLegacyAdminCourse } from '@/lib/api/legacy/catalogue';
import { deleteCourse, getCourseForAdmin, splitCourseFiles, updateCourse } from '@/lib/catalogue/courses';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    GET: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const { dependents, ...course } = await getCourseForAdmin(actor, ctx.id('id', 'Course'));
      return record({ ...toLegacyAdminCourse(course), total_application: dependents.applications });
    },
    PUT: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const id = ctx.id('id', 'Course');
      const { input, files } = splitCourseFiles(courseFields.toDomain(ctx.body));
      const updated = await updateCourse(actor, id, input, files, requestMetaFrom(ctx.request.headers));
      return message(success.courseUpdated, toLegacyAdminCourse(updated));
    },
    // 409 when it has applications (disable it instead).
    DELETE: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const deleted = await deleteCourse(actor, ctx.id('id', 'Course'), requestMetaFrom(ctx.request.headers));
      return message(success.courseDeleted, { id: deleted.id, title: deleted.title });
    },
  },
  { fields: courseFields, uploads: true },
);
