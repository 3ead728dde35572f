// GET, POST (_method=PUT), PUT, DELETE /api/admin/course/{id} — legacy admin client (one course; update only the fields sent; delete): admin only.
import { answers, legacyDoor, legacyHandlers, message, record } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, courseFields, toLegacyAdminCourse } from '@/lib/api/legacy/catalogue';
import { deleteCourse, getCourseForAdmin, updateCourse } from '@/lib/catalogue/course-admin';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    GET: legacyDoor(getCourseForAdmin, {
      answerSchema: answers.record(legacyCatalogueSchemas.adminCourseWithApplications),
      input: (ctx) => ctx.params,
      answer: ({ dependents, ...course }) => record({ ...toLegacyAdminCourse(course), total_application: dependents.applications }),
    }),
    PUT: legacyDoor(updateCourse, { answerSchema: answers.message(legacyCatalogueSchemas.adminCourse), fields: courseFields, answer: (updated) => message(success.courseUpdated, toLegacyAdminCourse(updated)) }),
    // 409 when it has applications (disable it instead).
    DELETE: legacyDoor(deleteCourse, { answerSchema: answers.message(legacyCatalogueSchemas.deletedCourse), input: (ctx) => ctx.params, answer: (deleted) => message(success.courseDeleted, { id: deleted.id, title: deleted.title }) }),
  },
  { fields: courseFields, uploads: true },
);
