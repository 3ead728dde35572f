// POST /api/admin/university/{id} with _method=PUT (and PUT) — legacy admin client (update university): admin only; `{ message, data }`.
import { legacyHandlers, message } from '@/lib/api/legacy';
import { toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { splitUniversityFiles, updateUniversity } from '@/lib/catalogue/universities';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST, PUT } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    PUT: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const id = ctx.id('id', 'University');
      // Renamed to our names; the domain checks the fields, then stores new logo/banner files.
      const { input, files } = splitUniversityFiles(universityFields.toDomain(ctx.body));
      const updated = await updateUniversity(actor, id, input, files, requestMetaFrom(ctx.request.headers));
      return message(success.universityUpdated, toLegacyUniversity(updated));
    },
  },
  { fields: universityFields, uploads: true },
);
