import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db';
import { AppError, isAppError } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import { errors } from '@/lib/messages';
import { defineUseCase } from '@/lib/use-case';
import { saveApplicationParts } from './documents';
import { resubmitOwn, submitOwn } from './moves';
import { applicationDetail } from './reads';
import type { MissingByStep } from './schemas';
import { formSteps, mergeWithSaved, type SectionName } from './sections';
import type { ApplicationDetail } from './types';
import { loadVisible, OWNER_ONLY } from './visible';

/**
 * Save, then send: the sections sent (some of a step's, or several steps') and, with the documents,
 * the files are saved as one unit (all or nothing, ./documents.ts); when documents came, a complete
 * draft is then submitted and an application whose requested documents are all uploaded again is
 * sent back, in a transaction of its own (the saved parts stand if sending is refused). The old
 * client's application call is this use case: it had no submit or resubmit call.
 */

const sectionsSchema = z.record(z.string(), z.unknown());

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
  record: { key: 'id', what: 'Application', load: (actor, id, tx) => loadVisible(actor, id, tx ?? getDb(), OWNER_ONLY) },
  input: z.object({
    id: idSchema(),
    /** Per step, the sections sent under our names. */
    steps: z.object({ student: sectionsSchema.optional(), family: sectionsSchema.optional(), declaration: sectionsSchema.optional() }),
    /** The files of the documents call (absent: no documents call). */
    documents: z.array(z.object({ slot: z.unknown(), file: z.custom<Blob & { name?: string }>((v) => v instanceof Blob) })).optional(),
  }),
  run: async (actor, { id, steps, documents }, { meta, record }): Promise<SendOutcome> => {
    const saved = await applicationDetail(getDb(), record);
    const inputs = formSteps
      .filter((s) => steps[s])
      .map((s) => ({ step: s, input: mergeWithSaved(s, saved.sections, steps[s] as Partial<Record<SectionName, unknown>>) }));
    if (inputs.length === 0 && !documents) throw new AppError('validation', errors.invalidInput);
    // The steps sent (and the files, on the documents call) are one unit: all saved, or none.
    const application = await saveApplicationParts(actor, id, { steps: inputs, documents }, meta);
    if (!documents) return { outcome: 'saved', application };
    const send = application.status === 'draft' ? submitOwn : application.status === 'documents_requested' ? resubmitOwn : null;
    if (!send) return { outcome: 'documentsSaved', application };
    try {
      const sent = await send(actor, id, meta);
      return { outcome: sent.status === 'resubmitted' ? 'resubmitted' : 'submitted', application: sent };
    } catch (err) {
      const missing = isAppError(err) && err.code === 'validation' ? (err.details?.missing as MissingByStep | undefined) : undefined;
      if (!missing) throw err;
      return { outcome: 'incomplete', application, missing };
    }
  },
});
