// GET, PUT /api/web/application/{id} (and POST with _method=PUT, JSON or multipart) — legacy admissions client (the wizard's saves and its documents call): the application's student.
import { json, legacyHandlers, message, record } from '@/lib/api/legacy';
import {
  applicationFields,
  legacySectionsToDomain,
  mergeWithSaved,
  missingToLegacy,
  pairDocuments,
  sectionSteps,
  toLegacyApplication,
} from '@/lib/api/legacy/applications';
import { getApplication, resubmitApplication, submitApplication } from '@/lib/applications/applications';
import { saveApplicationParts } from '@/lib/applications/documents';
import type { MissingByStep } from '@/lib/applications/schemas';
import { AppError, isAppError } from '@/lib/errors';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { applicationMessages, errors, success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = legacyHandlers<{ id: string }>(
  'admissions',
  {
    GET: async (ctx) => record(toLegacyApplication(await getApplication(ctx.actor, ctx.id('id', 'Application')))),

    PUT: async (ctx) => {
      const actor = ctx.requireActor();
      const id = ctx.id('id', 'Application');
      const meta = requestMetaFrom(ctx.request.headers);
      // Someone else's application is a 404 before anything in the body is judged.
      let detail = await getApplication(actor, id);
      const steps = legacySectionsToDomain(ctx.body);
      const withFiles = ctx.body.files !== undefined || ctx.body.documents !== undefined;
      const documents = withFiles ? pairDocuments(ctx.body) : [];
      const inputs = sectionSteps.filter((s) => steps[s]).map((s) => ({ step: s, input: mergeWithSaved(s, detail.sections, steps[s]!) }));
      if (inputs.length === 0 && !withFiles) throw new AppError('validation', errors.invalidInput);
      // The steps sent (and the files, on the documents call) are one unit: all saved, or none.
      detail = await saveApplicationParts(actor, id, { steps: inputs, documents: withFiles ? documents : undefined }, meta);
      if (!withFiles) return message(success.applicationUpdated, toLegacyApplication(detail));

      // The old client had no submit or resubmit call: its documents call submits a complete draft,
      // and sends back an application whose requested documents are all uploaded again.
      const send = detail.status === 'draft' ? submitApplication : detail.status === 'documents_requested' ? resubmitApplication : null;
      if (!send) return message(applicationMessages.documentSaved, toLegacyApplication(detail));
      try {
        const sent = await send(actor, id, meta);
        return message(sent.status === 'resubmitted' ? success.applicationResubmitted : applicationMessages.submitted, toLegacyApplication(sent));
      } catch (err) {
        const missing = isAppError(err) && err.code === 'validation' ? (err.details?.missing as MissingByStep | undefined) : undefined;
        if (!missing) throw err;
        return json({ message: applicationMessages.incomplete, missing: missingToLegacy(missing) });
      }
    },
  },
  { fields: applicationFields, uploads: true },
);
