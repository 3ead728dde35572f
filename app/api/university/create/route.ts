// POST /api/university/create — the job side's program form (its university payload): admin only; 200 "University created successfully".
import { legacyHandlers, message } from '@/lib/api/legacy';
import { toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { createUniversity, splitUniversityFiles } from '@/lib/catalogue/universities';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'admissions',
  {
    POST: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const body = universityFields.toDomain(ctx.body);
      // The job side's `type` is 1/0 (public/private by its own numbering, never shown): it is ignored, the university is public.
      if (body.type !== undefined && !/^(public|private)$/i.test(String(body.type).trim())) delete body.type;
      const { input, files } = splitUniversityFiles(body);
      const created = await createUniversity(actor, input, files, requestMetaFrom(ctx.request.headers));
      return message(success.universityCreated, toLegacyUniversity(created));
    },
  },
  { fields: universityFields, uploads: true },
);
