// POST /api/admin/university/{id} with _method=PUT (and PUT) — legacy admin client (update university): admin only; `{ message, data }`.
import { legacyHandlers, message } from '@/lib/api/legacy';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { updateUniversity } from '@/lib/catalogue/admin-universities';
import { storeUniversityImages, toLegacyUniversity, universityFields } from '@/lib/catalogue/legacy';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST, PUT } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    PUT: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const id = /^\d{1,10}$/.test(ctx.params.id) ? Number(ctx.params.id) : 0;
      // Renamed to our names, new logo/banner files stored; the domain validates and checks again.
      const input = await storeUniversityImages(actor, universityFields.toDomain(ctx.body));
      const updated = await updateUniversity(actor, id, input, requestMetaFrom(ctx.request.headers));
      return message(success.universityUpdated, toLegacyUniversity(updated));
    },
  },
  { fields: universityFields },
);
