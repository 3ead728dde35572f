// POST /api/university/create — the job side's program form (its university payload): admin only; 200 "University created successfully".
import { legacyCatalogueSchemas } from '@/lib/api/legacy/catalogue';
import { answers, legacyDoor, legacyHandlers, message } from '@/lib/api/legacy';
import { toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { createUniversity } from '@/lib/catalogue/university-admin';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'admissions',
  {
    POST: legacyDoor(createUniversity, {
      answerSchema: answers.message(legacyCatalogueSchemas.university),
      fields: universityFields,
      // The job side's `type` is 1/0 (public/private by its own numbering, never shown): it is ignored, the university is public.
      input: (_ctx, body) => {
        if (body.type !== undefined && !/^(public|private)$/i.test(String(body.type).trim())) delete body.type;
        return body;
      },
      answer: (created) => message(success.universityCreated, toLegacyUniversity(created)),
    }),
  },
  { fields: universityFields, uploads: true },
);
