// GET /api/web/courses/for_home — legacy admissions client (home course grid): public courses, featured first, a plain array.
import { answers, legacyDoor, legacyHandlers, plainList, plainListParams } from '@/lib/api/legacy';
import { listHomeCourses } from '@/lib/catalogue/public-api';
import { legacyCatalogueSchemas, toLegacyCourseItem } from '@/lib/api/legacy/catalogue';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listHomeCourses, {
    answerSchema: answers.plainList(legacyCatalogueSchemas.courseItem),
    input: ({ request }) => {
      const p = plainListParams(request);
      return { page: p.page, perPage: p.perPage };
    },
    answer: (courses, { request }) => plainList(request, courses, toLegacyCourseItem),
  }),
});
