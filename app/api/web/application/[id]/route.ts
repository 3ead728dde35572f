// GET, PUT /api/web/application/{id} (and POST with _method=PUT, JSON or multipart) — legacy admissions client (the wizard's saves and its documents call): the application's student.
import { legacyApplicationSchemas } from '@/lib/api/legacy/applications';
import { answers, json, legacyDoor, legacyHandlers, message, record } from '@/lib/api/legacy';
import { applicationFields, legacyApplicationRequestSchema, legacySectionsToDomain, missingToLegacy, pairDocuments, toLegacyApplication } from '@/lib/api/legacy/applications';
import { getApplication } from '@/lib/applications/reads';
import { saveAndSendApplication } from '@/lib/applications/send';
import { applicationMessages, success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    GET: legacyDoor(getApplication, { answerSchema: answers.record(legacyApplicationSchemas.application), input: (ctx) => ({ id: ctx.params.id }), answer: (a) => record(toLegacyApplication(a)) }),

    // The sections sent (the seed's names and values, as JSON text) and, on the documents call, the
    // files: saved as one unit; the documents call then submits a complete draft, or sends back an
    // application whose requested documents are all uploaded again (the old client had no such call).
    PUT: legacyDoor(saveAndSendApplication, {
      requestSchema: legacyApplicationRequestSchema(),
      answerSchema: answers.message(legacyApplicationSchemas.application).or(answers.message(null).extend({ missing: legacyApplicationSchemas.missing })),
      input: (ctx) => {
        const withFiles = ctx.body.files !== undefined || ctx.body.documents !== undefined;
        const sections = Object.assign({}, ...Object.values(legacySectionsToDomain(ctx.body)));
        return { ...sections, id: ctx.params.id, documents: withFiles ? pairDocuments(ctx.body) : undefined };
      },
      answer: (sent) => {
        const application = toLegacyApplication(sent.application);
        switch (sent.outcome) {
          case 'saved':
            return message(success.applicationUpdated, application);
          case 'documentsSaved':
            return message(applicationMessages.documentSaved, application);
          case 'resubmitted':
            return message(success.applicationResubmitted, application);
          case 'submitted':
            return message(applicationMessages.submitted, application);
          case 'incomplete':
            return json({ message: applicationMessages.incomplete, missing: missingToLegacy(sent.missing) });
        }
      },
    }),
  },
  { fields: applicationFields, uploads: true },
);
