// GET /api/web/course/{id} — legacy admissions client (course screen): one public course with its program and university, the record itself.
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, toLegacyCourse } from '@/lib/api/legacy/catalogue';
import { getPublicCourse } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers<{ id: string }>('admissions', {
  GET: legacyDoor(getPublicCourse, { answerSchema: answers.body(legacyCatalogueSchemas.course), input: ({ params }) => ({ id: params.id }), answer: (c) => body(toLegacyCourse(c)) }),
});
