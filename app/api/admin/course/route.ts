// GET, POST /api/admin/course — legacy admin client (course list; create with an optional logo): admin only.
import { admissionsPage, legacyHandlers, message, pageParams } from '@/lib/api/legacy';
import { courseFields, toLegacyAdminCourse, toLegacyAdminCourseItem } from '@/lib/api/legacy/catalogue';
import { createCourse, listCoursesForAdmin, splitCourseFiles } from '@/lib/catalogue/courses';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'admissions',
  {
    GET: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const p = pageParams(ctx.url, { defaultPerPage: 20, maxPerPage: 60 });
      const s = ctx.url.searchParams;
      const page = await listCoursesForAdmin(actor, {
        q: s.get('q') ?? s.get('key') ?? undefined,
        status: s.get('status') ?? undefined,
        university_id: s.get('university_id') ?? undefined,
        program_id: s.get('program_id') ?? undefined,
        sort: s.get('sort') ?? undefined,
        dir: s.get('dir') ?? undefined,
        page: String(p.page),
        per_page: String(p.perPage),
      });
      return admissionsPage(page.items, page.total, { page: page.page, perPage: page.perPage }, toLegacyAdminCourseItem);
    },
    POST: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const { input, files } = splitCourseFiles(courseFields.toDomain(ctx.body));
      const created = await createCourse(actor, input, files, requestMetaFrom(ctx.request.headers));
      return message(success.courseCreated, toLegacyAdminCourse(created));
    },
  },
  { fields: courseFields, uploads: true },
);
