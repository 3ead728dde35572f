// GET, POST /api/admin/course — legacy admin client (course list; create with an optional logo): admin only.
import { admissionsPage, answers, legacyDoor, legacyHandlers, message, pageParams } from '@/lib/api/legacy';
import { courseFields, toLegacyAdminCourse, toLegacyAdminCourseItem } from '@/lib/api/legacy/catalogue';
import { createCourse } from '@/lib/catalogue/course-admin';
import { listCoursesForAdmin } from '@/lib/catalogue/course-admin-list';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'admissions',
  {
    GET: legacyDoor(listCoursesForAdmin, {
      answerSchema: answers.admissionsPage(),
      input: (ctx) => {
        const p = pageParams(ctx.url, { defaultPerPage: 20, maxPerPage: 60 });
        const s = ctx.url.searchParams;
        return {
          q: s.get('q') ?? s.get('key') ?? undefined,
          status: s.get('status') ?? undefined,
          university_id: s.get('university_id') ?? undefined,
          program_id: s.get('program_id') ?? undefined,
          sort: s.get('sort') ?? undefined,
          dir: s.get('dir') ?? undefined,
          page: String(p.page),
          per_page: String(p.perPage),
        };
      },
      answer: (page) => admissionsPage(page.items, page.total, { page: page.page, perPage: page.perPage }, toLegacyAdminCourseItem),
    }),
    POST: legacyDoor(createCourse, { answerSchema: answers.message(), fields: courseFields, answer: (created) => message(success.courseCreated, toLegacyAdminCourse(created)) }),
  },
  { fields: courseFields, uploads: true },
);
