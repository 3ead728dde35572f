// GET, POST (_method=PUT), PUT, DELETE /api/admin/university/{id} — legacy admin client (one university; update with logo and bannar; delete): admin only.
import { legacyDoor, legacyHandlers, message, record } from '@/lib/api/legacy';
import { toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { deleteUniversity, getUniversityForAdmin, updateUniversity } from '@/lib/catalogue/universities';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    GET: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const { dependents, ...university } = await getUniversityForAdmin(actor, ctx.id('id', 'University'));
      return record({ ...toLegacyUniversity(university), total_application: dependents.applications, total_course: dependents.courses });
    },
    // Renamed to our names; the domain checks the fields, then stores new logo/banner files.
    PUT: legacyDoor(updateUniversity, { fields: universityFields, answer: (u) => message(success.universityUpdated, toLegacyUniversity(u)) }),
    // 409 when it has applications (disable it instead).
    DELETE: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const deleted = await deleteUniversity(actor, ctx.id('id', 'University'), requestMetaFrom(ctx.request.headers));
      return message(success.universityDeleted, { id: deleted.id, name: deleted.name, courses: deleted.dependents.courses, offers: deleted.dependents.offers });
    },
  },
  { fields: universityFields, uploads: true },
);
