import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db';
import { AppError, isAppError } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import { errors, nouns, upload as uploadMessages } from '@/lib/messages';
import { defineUseCase } from '@/lib/use-case';
import { saveApplicationParts } from './documents';
import { resubmitOwn, submitOwn } from './moves';
import { applicationDetail } from './reads';
import type { MissingByStep } from './schemas';
import { formSteps, mergeWithSaved, stepOfSection, type FormStep, type SectionName } from './sections';
import type { ApplicationDetail } from './types';
import { loadVisible, OWNER_ONLY } from './visible';

/**
 * Save, then send: the sections sent (some of a step's, or several steps') and, with the documents,
 * the files are saved as one unit (all or nothing, ./documents.ts); when documents came, a complete
 * draft is then submitted and an application whose requested documents are all uploaded again is
 * sent back, in a transaction of its own (the saved parts stand if sending is refused). The old
 * client's application call is this use case: it had no submit or resubmit call.
 */

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export type SendOutcome =
  /** saved; nothing sent (no documents came) */
  | { outcome: 'saved'; application: ApplicationDetail }
  /** documents saved; the status takes no sending (under review, say) */
  | { outcome: 'documentsSaved'; application: ApplicationDetail }
  | { outcome: 'submitted' | 'resubmitted'; application: ApplicationDetail }
  /** documents saved; the draft is not complete yet: what is missing, per step */
  | { outcome: 'incomplete'; application: ApplicationDetail; missing: MissingByStep };

export const saveAndSendApplication = defineUseCase({
  name: 'applications.saveAndSendApplication',
  summary: 'Save sections and documents as one unit, then submit (or resubmit) when documents came',
  access: 'applications:apply',
  // Someone else's application is a 404 before anything in the body is judged.
  record: { key: 'id', what: nouns.application, load: (actor, id, tx) => loadVisible(actor, id, tx ?? getDb(), OWNER_ONLY) },
  // The sections sent, each under its own name (our names), beside the id and the files.
  input: z.looseObject({
    id: idSchema(),
    /** The files of the documents call (absent: no documents call). */
    documents: z.array(z.object({ slot: z.unknown(), file: z.custom<Blob & { name?: string }>((v) => v instanceof Blob, { message: uploadMessages.required }) })).optional(),
  }),
  run: async (actor, { id, documents, ...sent }, { meta, record }): Promise<SendOutcome> => {
    const saved = await applicationDetail(getDb(), record);
    const sections = (step: FormStep) =>
      Object.fromEntries((Object.keys(stepOfSection) as SectionName[]).filter((n) => stepOfSection[n] === step && has(sent, n)).map((n) => [n, sent[n]]));
    const inputs = formSteps
      .map((step) => ({ step, given: sections(step) }))
      .filter(({ given }) => Object.keys(given).length > 0)
      .map(({ step, given }) => ({ step, input: mergeWithSaved(step, saved.sections, given) }));
    if (inputs.length === 0 && !documents) throw new AppError('validation', errors.invalidInput);
    // The steps sent (and the files, on the documents call) are one unit: all saved, or none.
    const application = await saveApplicationParts(actor, id, { steps: inputs, documents }, meta);
    if (!documents) return { outcome: 'saved', application };
    const send = application.status === 'draft' ? submitOwn : application.status === 'documents_requested' ? resubmitOwn : null;
    if (!send) return { outcome: 'documentsSaved', application };
    try {
      const sent = await send(actor, id, meta);
      // The old client's answer carries the application as it now is: read once, here.
      const db = getDb();
      const now = await applicationDetail(db, await loadVisible(actor, id, db, OWNER_ONLY));
      return { outcome: sent.status === 'resubmitted' ? 'resubmitted' : 'submitted', application: now };
    } catch (err) {
      const missing = isAppError(err) && err.code === 'validation' ? (err.details?.missing as MissingByStep | undefined) : undefined;
      if (!missing) throw err;
      return { outcome: 'incomplete', application, missing };
    }
  },
});
