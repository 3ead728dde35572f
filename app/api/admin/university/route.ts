// GET, POST /api/admin/university — legacy admin client (university list; create with logo and bannar): admin only.
import { admissionsPage, answers, legacyDoor, legacyHandlers, message, pageParams } from '@/lib/api/legacy';
import { legacyCatalogueSchemas, legacyAdminListQuery, toLegacyAdminUniversityItem, toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { listUniversitiesForAdmin } from '@/lib/catalogue/university-admin-list';
import { createUniversity } from '@/lib/catalogue/university-admin';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'admissions',
  {
    GET: legacyDoor(listUniversitiesForAdmin, {
      answerSchema: answers.admissionsPage(legacyCatalogueSchemas.adminUniversityItem),
      input: (ctx) => legacyAdminListQuery(ctx.url),
      answer: (page, ctx) => admissionsPage(page.items, page.total, { page: pageParams(ctx.request).page, perPage: page.perPage }, toLegacyAdminUniversityItem),
    }),
    // Renamed to our names; the use case checks the fields, then stores the logo and banner.
    POST: legacyDoor(createUniversity, { answerSchema: answers.message(legacyCatalogueSchemas.university), fields: universityFields, answer: (created) => message(success.universityCreated, toLegacyUniversity(created)) }),
  },
  { fields: universityFields, uploads: true },
);
