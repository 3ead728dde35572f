// POST /api/web/course/filter — legacy admissions client (programs screen): public courses matching key, program_id, teaching_language, mejor, university_id; a plain array.
import { answers, legacyDoor, legacyHandlers, plainList, plainListParams } from '@/lib/api/legacy';
import { courseFilterFields, legacyCatalogueSchemas, toLegacyCourseItem } from '@/lib/api/legacy/catalogue';
import { filterCourses } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'admissions',
  {
    POST: legacyDoor(filterCourses, {
      answerSchema: answers.plainList(legacyCatalogueSchemas.courseItem),
      fields: courseFilterFields,
      input: ({ request }, body) => {
        const p = plainListParams(request);
        return { ...body, page: p.page, perPage: p.perPage };
      },
      answer: (courses, { request }) => plainList(request, courses, toLegacyCourseItem),
    }),
  },
  { fields: courseFilterFields },
);
