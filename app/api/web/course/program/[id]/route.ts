// GET /api/web/course/program/{id} — legacy admissions client (courses of a degree): the degree's public courses, a plain array.
import { answers, legacyDoor, legacyHandlers, plainList, plainListParams } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, toLegacyCourseItem } from '@/lib/api/legacy/catalogue';
import { listCoursesOfDegree } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers<{ id: string }>('admissions', {
  GET: legacyDoor(listCoursesOfDegree, {
    answerSchema: answers.plainList(legacyCatalogueSchemas.courseItem),
    input: ({ request, params }) => {
      const p = plainListParams(request);
      return { id: params.id, page: p.page, perPage: p.perPage };
    },
    answer: (courses, { request }) => plainList(request, courses, toLegacyCourseItem),
  }),
});
