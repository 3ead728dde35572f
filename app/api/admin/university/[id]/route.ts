// POST /api/admin/university/{id} with _method=PUT (and PUT) — legacy admin client (update university): admin only; `{ message, data }`.
import { legacyHandlers, message } from '@/lib/api/legacy';
import { storeUniversityImages, toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { requestMetaFrom } from '@/lib/api/request-meta';
import { updateUniversity } from '@/lib/catalogue/admin-universities';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST, PUT } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    PUT: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const id = ctx.id('id', 'University');
      // Renamed to our names, new logo/banner files stored; the domain validates and checks again.
      const input = await storeUniversityImages(actor, universityFields.toDomain(ctx.body));
      const updated = await updateUniversity(actor, id, input, requestMetaFrom(ctx.request.headers));
      return message(success.universityUpdated, toLegacyUniversity(updated));
    },
  },
  { fields: universityFields, uploads: true },
);
