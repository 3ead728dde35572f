// GET, POST (_method=PUT), PUT, DELETE /api/admin/university/{id} — legacy admin client (one university; update with logo and bannar; delete): admin only.
import { answers, legacyDoor, legacyHandlers, message, record } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { deleteUniversity, getUniversityForAdmin, updateUniversity } from '@/lib/catalogue/university-admin';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    GET: legacyDoor(getUniversityForAdmin, {
      answerSchema: answers.record(legacyCatalogueSchemas.adminUniversity),
      input: (ctx) => ctx.params,
      answer: ({ dependents, ...university }) =>
        record({ ...toLegacyUniversity(university), total_application: dependents.applications, total_course: dependents.courses }),
    }),
    // Renamed to our names; the use case checks the fields, then stores new logo/banner files.
    PUT: legacyDoor(updateUniversity, { answerSchema: answers.message(legacyCatalogueSchemas.university), fields: universityFields, answer: (u) => message(success.universityUpdated, toLegacyUniversity(u)) }),
    // 409 when it has applications (disable it instead).
    DELETE: legacyDoor(deleteUniversity, {
      answerSchema: answers.message(legacyCatalogueSchemas.deletedUniversity),
      input: (ctx) => ctx.params,
      answer: (deleted) => message(success.universityDeleted, { id: deleted.id, name: deleted.name, courses: deleted.dependents.courses, offers: deleted.dependents.offers }),
    }),
  },
  { fields: universityFields, uploads: true },
);
