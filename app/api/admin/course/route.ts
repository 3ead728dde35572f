// GET, POST /api/admin/course — legacy admin client (course list; create with an optional logo): admin only.
import { admissionsPage, answers, legacyDoor, legacyHandlers, message, pageParams } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, courseFields, legacyAdminListQuery, toLegacyAdminCourse, toLegacyAdminCourseItem } from '@/lib/api/legacy/catalogue';
import { createCourse } from '@/lib/catalogue/course-admin';
import { listCoursesForAdmin } from '@/lib/catalogue/course-admin-list';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'admissions',
  {
    GET: legacyDoor(listCoursesForAdmin, {
      answerSchema: answers.admissionsPage(legacyCatalogueSchemas.adminCourseItem),
      input: (ctx) => legacyAdminListQuery(ctx.url, ['university_id', 'program_id']),
      answer: (page, ctx) => admissionsPage(page.items, page.total, { page: pageParams(ctx.request).page, perPage: page.perPage }, toLegacyAdminCourseItem),
    }),
    POST: legacyDoor(createCourse, { answerSchema: answers.message(legacyCatalogueSchemas.adminCourse), fields: courseFields, answer: (created) => message(success.courseCreated, toLegacyAdminCourse(created)) }),
  },
  { fields: courseFields, uploads: true },
);
