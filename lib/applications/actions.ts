'use server';

import { action, formAction } from '@/lib/forms/action-door';
import { applicationMessages as am, feesMessages, reviewMessages } from '@/lib/messages';
import { attachDocument } from './documents';
import { deleteDraft, saveStep } from './drafts';
import { recordPaymentReference } from './fees';
import { resubmitApplication, submitApplication, withdrawApplication } from './moves';
import { confirmPayment, refundPayment } from './payments';
import { acceptDocument, addReviewNote, bulkMoveStatus, requestDocumentAgain, reviewMove } from './review';
import { applicationSteps, stepNumber } from './schemas';

// ---------------------------------------------------------------------------
// The wizard (/application?application_id=): Next saves one step, Submit submits the whole.
// Both are server-action forms; the application id and the step travel as hidden fields and are
// judged by the use case (someone else's application is a 404, whatever id is sent).

const wizardPath = (id: unknown, step: number) => `/application?application_id=${encodeURIComponent(String(id ?? ''))}&step=${step}`;

/**
 * Next: saves the step with its full rules and moves on to the following step (a redirect, so the
 * page is read again with what was stored, with or without JavaScript). "Save draft" keeps
 * incomplete input and stays here. A refused save stays on the step with the field errors by
 * dotted path.
 */
export const saveStepAction = formAction(saveStep, {
  redirect: (_, input) => {
    const step = stepNumber(input.step as (typeof applicationSteps)[number]);
    return input.intent === 'draft'
      ? `${wizardPath(input.application_id, step)}&saved=draft`
      : wizardPath(input.application_id, Math.min(applicationSteps.length, step + 1));
  },
});

/**
 * Submit: the server checks the whole application with the composed schema; what is missing comes
 * back as field errors keyed `<step>.<field path>` (the page lists them with links to each step).
 */
export const submitApplicationAction = formAction(submitApplication, {
  redirect: (_, input) => wizardPath(input.application_id, applicationSteps.length),
});

/**
 * "Send back to the office" on the documents step once every requested document has a new file
 * (issue 30, item 1): back on the same step, which then says it waits on the office.
 */
export const sendBackApplicationAction = formAction(resubmitApplication, {
  redirect: (_, input) => `${wizardPath(input.applicationId, applicationSteps.length)}&sent=back`,
});

/**
 * "Use <file> (sent with your application to <course>)" on the documents step: attaches the file
 * the student already sent with another application (no bytes copied) and comes back to the step,
 * which then shows it in the slot. A plain form: it works before JavaScript arrives.
 */
export const attachDocumentAction = formAction(attachDocument, {
  redirect: (_, input) => wizardPath(input.application_id, applicationSteps.length),
});

// ---------------------------------------------------------------------------
// Applied list: withdraw, delete draft, resubmit

export const withdrawApplicationAction = action(withdrawApplication, { message: am.withdrawn, refresh: true });
export const deleteDraftAction = action(deleteDraft, { message: am.draftDeleted, refresh: true });
export const resubmitApplicationAction = action(resubmitApplication, { message: am.resubmitted, refresh: true });

// ---------------------------------------------------------------------------
// Fees page (/checkout?application_id=): the student records a payment reference (the
// application id travels in a hidden field; someone else's application is a 404).

export const recordPaymentReferenceAction = formAction(recordPaymentReference, { message: feesMessages.referenceRecorded, refresh: true });

// ---------------------------------------------------------------------------
// The back office's payments (/admin/payments): confirm paid, refund with a reason.

/** "Confirm paid" on a fee line (a button behind a confirmation). */
export const confirmPaymentAction = action(confirmPayment, { message: feesMessages.confirmed, refresh: true });

/** "Refund" on a paid fee line: a form with the reason the student reads. */
export const refundPaymentAction = formAction(refundPayment, { message: feesMessages.refunded, refresh: true });

// ---------------------------------------------------------------------------
// The back office's review (/admin/applications): every move goes through the status module.

/** Bulk status change of the selected rows (start review; reject with one shared reason). */
export const bulkMoveAction = action(bulkMoveStatus, {
  message: (result) => reviewMessages.bulkDone(result.moved.length, result.refused.length),
  data: (result) => result,
  refresh: true,
});

/** One application's status change, with the note the student reads. */
export const reviewMoveAction = formAction(reviewMove, { message: (moved) => reviewMessages.statusChanged(moved.status), refresh: true });

/** Ask for one document again, with a reason. */
export const requestAgainAction = formAction(requestDocumentAgain, { message: reviewMessages.documentRequested, refresh: true });

export const acceptDocumentAction = action(acceptDocument, { message: reviewMessages.documentAccepted, refresh: true });

/** An internal note (never shown to the student). */
export const addReviewNoteAction = formAction(addReviewNote, { message: reviewMessages.noteAdded, refresh: true });
