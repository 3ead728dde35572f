// POST /api/web/course/filter — legacy admissions client (programs screen): public courses matching key, program_id, teaching_language, mejor, university_id; a plain array.
import { legacyHandlers, plainList, plainListParams } from '@/lib/api/legacy';
import { listCoursesCached } from '@/lib/catalogue/cache';
import { courseFilterFields, toLegacyCourseItem } from '@/lib/api/legacy/catalogue';
import { legacyCourseFilterSchema } from '@/lib/catalogue/schemas';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'admissions',
  {
    POST: async (ctx) => {
      const f = await ctx.parse(legacyCourseFilterSchema);
      const p = plainListParams(ctx.request);
      // An id no public record has simply matches nothing: an empty list, not an error.
      const r = await listCoursesCached({
        key: f.key,
        programId: f.program_id,
        teachingLanguage: f.teaching_language,
        major: f.major,
        universityId: f.university_id,
        page: p.page,
        perPage: p.perPage,
      });
      return plainList(ctx.request, r, toLegacyCourseItem);
    },
  },
  { fields: courseFilterFields },
);
