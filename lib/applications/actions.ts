'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { saveStep, submitApplication } from '@/lib/applications/applications';
import { applicationStepSchema, applicationSteps, draftStepSchemas, stepNumber, stepSchemas } from '@/lib/applications/schemas';
import { nestDotted } from '@/lib/applications/wizard-form';
import { requireActionActor } from '@/lib/auth/guard';
import { actorForAction } from '@/lib/auth/request-actor';
import { echoValues, type FormState, ok, runAction, runFormAction, toActionFailure } from '@/lib/forms/action-result';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { refresh } from 'next/cache';
import { accessRuleFor } from '@/lib/auth/access';
import { applicationMessages as am, feesMessages, reviewMessages } from '@/lib/messages';
import { confirmPaymentSchema, paymentReferenceSchema, refundPaymentSchema } from './payment-schemas';
import { confirmPayment, recordPaymentReference, refundPayment } from './payments';
import { acceptDocument, addReviewNote, bulkMoveStatus, requestDocumentAgain, reviewMove } from './review';
import { acceptDocumentSchema, bulkMoveSchema, requestAgainSchema, reviewMoveSchema, reviewNoteSchema } from './review-schemas';
import { deleteDraft, resubmitApplication, withdrawApplication } from './applications';

// ---------------------------------------------------------------------------
// The wizard (/application?application_id=): Next saves one step, Submit submits the whole.
// Both are server-action forms; the application id and the step travel as hidden fields and are
// checked again by the domain (someone else's application is a 404, whatever id is sent).

const wizardPath = (id: string, step: number) => `/application?application_id=${encodeURIComponent(id)}&step=${step}`;

/**
 * Next: saves the step with its full rules and moves on to the following step (a redirect, so the
 * page is read again with what was stored, with or without JavaScript). A refused save stays on
 * the step with the field errors by dotted path.
 */
export async function saveStepAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  const id = String(formData.get('application_id') ?? '');
  const parsedStep = applicationStepSchema.safeParse(formData.get('step'));
  // An unknown step saves nothing (never another step in its place).
  if (!parsedStep.success) return { ...toActionFailure(parsedStep.error), at: Date.now(), values: echoValues(formData) };
  const step = parsedStep.data;
  // "Save draft" keeps incomplete input (the lenient twin of the step's schema) and stays here.
  const draft = formData.get('intent') === 'draft';
  const state = await runFormAction(
    z.preprocess(nestDotted, (draft ? draftStepSchemas : stepSchemas)[step]),
    formData,
    async (data) => {
      const actor = await requireActionActor('applications.wizard');
      await saveStep(actor, id, step, data, { draft }, meta);
      return ok();
    },
    { action: 'saveStep', requestId: meta.requestId },
  );
  if (state?.ok) redirect(draft ? `${wizardPath(id, stepNumber(step))}&saved=draft` : wizardPath(id, Math.min(applicationSteps.length, stepNumber(step) + 1)));
  return state;
}

/**
 * Submit: the server checks the whole application with the composed schema; what is missing comes
 * back as field errors keyed `<step>.<field path>` (the page lists them with links to each step).
 */
export async function submitApplicationAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  const id = String(formData.get('application_id') ?? '');
  try {
    const actor = await requireActionActor('applications.wizard');
    await submitApplication(actor, id, meta);
  } catch (err) {
    return { ...toActionFailure(err, { action: 'submitApplication', requestId: meta.requestId }), at: Date.now(), values: {} };
  }
  redirect(wizardPath(id, applicationSteps.length));
}

// ---------------------------------------------------------------------------
const meta = async () => requestMetaFrom(await headers());

// --- Applied list: withdraw, delete draft, resubmit

const applicationIdSchema = z.object({ applicationId: idSchema() });

// The student area's roles, from the access table (the list and the view live under /student).
const studentArea = () => {
  const rule = accessRuleFor('/student/applied-program');
  if (rule === 'public') throw new Error('the student area must be guarded');
  return requireActionActor(rule);
};

export async function withdrawApplicationAction(input: unknown) {
  return runAction(applicationIdSchema, input, async ({ applicationId }) => {
    const actor = await studentArea();
    await withdrawApplication(actor, applicationId, null, await meta());
    refresh();
    return ok(undefined, am.withdrawn);
  });
}

export async function deleteDraftAction(input: unknown) {
  return runAction(applicationIdSchema, input, async ({ applicationId }) => {
    const actor = await studentArea();
    await deleteDraft(actor, applicationId, await meta());
    refresh();
    return ok(undefined, am.draftDeleted);
  });
}

export async function resubmitApplicationAction(input: unknown) {
  return runAction(applicationIdSchema, input, async ({ applicationId }) => {
    const actor = await studentArea();
    await resubmitApplication(actor, applicationId, await meta());
    refresh();
    return ok(undefined, am.resubmitted);
  });
}

// --- Fees page (/checkout?application_id=): the student records a payment reference

/**
 * Records how the student paid (method and reference) for one fee or every open one. The
 * application id travels in a hidden field and is checked again by the domain: someone else's
 * application is a 404, whatever id is sent.
 */
export async function recordPaymentReferenceAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const requestMeta = await meta();
  return runFormAction(
    paymentReferenceSchema,
    formData,
    async (data) => {
      const rule = accessRuleFor('/checkout');
      if (rule === 'public') throw new Error('the fees page must be guarded');
      const actor = await requireActionActor(rule);
      await recordPaymentReference(actor, data, requestMeta);
      refresh();
      return ok(undefined, feesMessages.referenceRecorded);
    },
    { action: 'recordPaymentReference', requestId: requestMeta.requestId },
  );
}

// ---------------------------------------------------------------------------
// The back office's payments (/admin/payments): confirm paid, refund with a reason.

/** "Confirm paid" on a fee line (a button behind a confirmation). */
export async function confirmPaymentAction(input: unknown) {
  const requestMeta = await meta();
  return runAction(
    confirmPaymentSchema,
    input,
    async (data) => {
      await confirmPayment(await actorForAction(), data, requestMeta);
      refresh();
      return ok(undefined, feesMessages.confirmed);
    },
    { action: 'confirmPayment', requestId: requestMeta.requestId },
  );
}

/** "Refund" on a paid fee line: a form with the reason the student reads. */
export async function refundPaymentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const requestMeta = await meta();
  return runFormAction(
    refundPaymentSchema,
    formData,
    async (data) => {
      await refundPayment(await actorForAction(), data, requestMeta);
      refresh();
      return ok(undefined, feesMessages.refunded);
    },
    { action: 'refundPayment', requestId: requestMeta.requestId },
  );
}

// ---------------------------------------------------------------------------
// The back office's review (/admin/applications): every action asks for a reviewer again and the
// domain checks the move with the status module.

const reviewer = () => requireActionActor('applications.review');

/** Bulk status change of the selected rows (start review; reject with one shared reason). */
export async function bulkMoveAction(input: unknown) {
  return runAction(bulkMoveSchema, input, async (data) => {
    const result = await bulkMoveStatus(await reviewer(), data, await meta());
    refresh();
    return ok(result, reviewMessages.bulkDone(result.moved.length, result.refused.length));
  });
}

/** One application's status change, with the note the student reads. */
export async function reviewMoveAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const m = await meta();
  const state = await runFormAction(
    reviewMoveSchema,
    formData,
    async (data) => {
      const moved = await reviewMove(await reviewer(), data, m);
      refresh();
      return ok(undefined, reviewMessages.statusChanged(moved.statusLabel));
    },
    { action: 'reviewMove', requestId: m.requestId },
  );
  return state;
}

/** Ask for one document again, with a reason. */
export async function requestAgainAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const m = await meta();
  return runFormAction(
    requestAgainSchema,
    formData,
    async (data) => {
      await requestDocumentAgain(await reviewer(), data, m);
      refresh();
      return ok(undefined, reviewMessages.documentRequested);
    },
    { action: 'requestAgain', requestId: m.requestId },
  );
}

export async function acceptDocumentAction(input: unknown) {
  return runAction(acceptDocumentSchema, input, async (data) => {
    await acceptDocument(await reviewer(), data, await meta());
    refresh();
    return ok(undefined, reviewMessages.documentAccepted);
  });
}

/** An internal note (never shown to the student). */
export async function addReviewNoteAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const m = await meta();
  return runFormAction(
    reviewNoteSchema,
    formData,
    async (data) => {
      await addReviewNote(await reviewer(), data, m);
      refresh();
      return ok(undefined, reviewMessages.noteAdded);
    },
    { action: 'addReviewNote', requestId: m.requestId },
  );
}
