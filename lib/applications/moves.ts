import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Tx } from '@/db';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { applicationDocuments, applications, applicationStatusHistory, courses, notifications, universities, users, type Application } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { AppError } from '@/lib/errors';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { idSchema } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { log } from '@/lib/log';
import { mails } from '@/lib/mail';
import { notificationMessages } from '@/lib/notifications/messages';
import { applicationMessages as am, nouns } from '@/lib/messages';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { createFeeRows } from './fees';
import { applicationLink, isRequestAnswered } from './reads';
import { applicationStatusSchema, applicationSubmitSchema, missingByStep, requestDocumentsSchema, statusNoteSchema, type MissingByStep } from './schemas';
import { assertMove } from './status';
import type { ApplicationStatus, DocumentSlot } from './values';
import { assertCourseOpen, loadVisible, OWNER_ONLY } from './visible';

/**
 * An application's status moves (every one through `assertMove` of ./status.ts): the student's
 * submit, resubmit and withdraw; the admissions office's moves and document requests. Each status
 * change writes a history row (who, when, from, to, note), an audit row and an in-app notification
 * in the same transaction, and sends the student an e-mail after the commit.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

interface Change {
  to: ApplicationStatus;
  note?: string | null;
}

interface MailJob {
  to: string;
  locale: Locale;
  name: string | null;
  applicationId: number;
  course: string;
  university: string;
  status: ApplicationStatus;
  note: string | null;
}

/**
 * The one writer of a status: checks the move, updates the row, and writes the history,
 * notification and audit rows in the caller's transaction. Returns the mail to send after commit.
 */
async function changeStatus(tx: Tx, actor: SignedInActor, app: Application, change: Change, meta: Meta): Promise<MailJob | null> {
  assertMove(actor, app.status, change.to, change.note);
  const note = change.note?.trim() || null;
  const now = new Date();
  await tx
    .update(applications)
    .set({
      status: change.to,
      ...(change.to === 'submitted' ? { submittedAt: now } : {}),
      ...(change.to === 'accepted' || change.to === 'rejected' ? { decidedAt: now } : {}),
    })
    .where(eq(applications.id, app.id));
  await tx.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: app.status, toStatus: change.to, actorId: actor.id, note });
  await recordAudit(tx, {
    actor,
    action: 'status_change',
    entity: 'application',
    entityId: app.id,
    changes: { status: [app.status, change.to], ...(note ? { note } : {}) },
    ip: meta.ip,
    requestId: meta.requestId,
  });
  if (app.userId === null) return null;
  const [info] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale, course: courses.title, university: universities.name })
    .from(users)
    .innerJoin(courses, eq(courses.id, app.courseId))
    .innerJoin(universities, eq(universities.id, app.universityId))
    .where(eq(users.id, app.userId));
  await tx.insert(notifications).values({ userId: app.userId, ...notificationMessages.applicationStatus(change.to, note), link: applicationLink(app.id) });
  return info ? { to: info.email, locale: asLocale(info.locale), name: info.name, applicationId: app.id, course: info.course, university: info.university, status: change.to, note } : null;
}

/** The student's e-mail for a status change; a mail failure is logged, the change stands. */
async function sendStatusMail(job: MailJob | null): Promise<void> {
  if (!job) return;
  try {
    await mails.applicationStatus(job.to, {
      locale: job.locale,
      name: job.name,
      applicationRef: `#${job.applicationId}`,
      course: job.course,
      university: job.university,
      status: job.status,
      note: job.note,
      link: applicationLink(job.applicationId),
    });
  } catch (err) {
    log.error('application status mail not sent', { applicationId: job.applicationId, status: job.status, err });
  }
}

/** What a move answers: the application and the status it is now in (callers that show more read it). */
export interface MoveResult {
  id: number;
  status: ApplicationStatus;
}

/**
 * Runs one status change in a transaction on the locked row (as this actor may see it), then
 * mails the student; answers the application's id and new status.
 */
async function runMove(
  actor: SignedInActor,
  id: number,
  opts: { ownerOnly: boolean },
  work: (tx: Tx, app: Application) => Promise<Change>,
  meta: Meta,
): Promise<MoveResult> {
  let status: ApplicationStatus | undefined;
  const job = await getDb().transaction(async (tx) => {
    const app = await loadVisible(actor, id, tx, { ...opts, lock: true });
    const change = await work(tx, app);
    status = change.to;
    return changeStatus(tx, actor, app, change, meta);
  });
  await sendStatusMail(job);
  return { id, status: status! };
}

const ownApplication = (key: string) => ({ key, what: nouns.application, load: (actor: SignedInActor, id: number, tx?: Tx) => loadVisible(actor, id, tx ?? getDb(), OWNER_ONLY) });
const reviewedApplication = (key: string) => ({ key, what: nouns.application, load: (actor: SignedInActor, id: number, tx?: Tx) => loadVisible(actor, id, tx ?? getDb()) });

// ---------------------------------------------------------------------------
// The student's moves

async function filledSlots(tx: Tx, applicationId: number): Promise<DocumentSlot[]> {
  const rows = await tx
    .select({ slot: applicationDocuments.slot, fileId: applicationDocuments.fileId })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
  return rows.filter((r) => r.fileId !== null).map((r) => r.slot);
}

/** The stored sections in the shape of the submit schema (each step under its name). */
export function composeForSubmit(app: Application, documents: DocumentSlot[]) {
  return {
    student: {
      contact_details: app.contactDetails ?? {},
      students_information: app.studentsInformation ?? {},
      home_address: app.homeAddress ?? {},
      postal_same_as_home: app.postalSameAsHome,
      postal_address: app.postalAddress ?? {},
      language_proficiency: app.languageProficiency ?? {},
      education_background: app.educationBackground ?? [],
      work_experience: app.workExperience ?? [],
    },
    family: {
      family_contact: app.familyContact ?? {},
      financial_supporter: app.financialSupporter ?? {},
      emergency_contact: app.emergencyContact ?? {},
    },
    declaration: { declaration: app.declaration ?? {} },
    documents,
  };
}

/** Submits a draft (the student's own; the unit of ./send.ts calls it too). */
export async function submitOwn(actor: SignedInActor, id: number, meta: Meta): Promise<MoveResult> {
  return runMove(
    actor,
    id,
    OWNER_ONLY,
    async (tx, app) => {
      assertMove(actor, app.status, 'submitted');
      await assertCourseOpen(tx, app.courseId);
      const r = applicationSubmitSchema.safeParse(composeForSubmit(app, await filledSlots(tx, app.id)));
      if (!r.success) {
        const { fieldErrors } = zodIssuesToFieldErrors(r.error.issues);
        const missing = missingByStep(fieldErrors);
        throw new AppError('validation', am.incomplete, { fieldErrors, details: { missing } });
      }
      await createFeeRows(tx, app.id);
      return { to: 'submitted' };
    },
    meta,
  );
}

/**
 * Submits a draft: the whole application is checked with the composed schema; what is missing is
 * answered per step (`details.missing`, and field errors as `<step>.<field path>`). The two fee
 * rows are created from the site settings' fees.
 */
export const submitApplication = defineUseCase({
  name: 'applications.submitApplication',
  summary: 'Submit a complete draft (what is missing is answered per step)',
  access: 'applications:apply',
  record: ownApplication('application_id'),
  input: z.object({ application_id: idSchema() }),
  run: (actor, { application_id }, { meta }) => submitOwn(actor, application_id, meta),
});

/** The student withdraws their application (after submitting, before a decision). */
export const withdrawApplication = defineUseCase({
  name: 'applications.withdrawApplication',
  summary: 'Withdraw a submitted application (before a decision)',
  access: 'applications:apply',
  record: ownApplication('applicationId'),
  input: z.object({ applicationId: idSchema(), note: statusNoteSchema }),
  run: (actor, { applicationId, note }, { meta }) => runMove(actor, applicationId, OWNER_ONLY, async () => ({ to: 'withdrawn', note }), meta),
});

/** Sends back an application whose requested documents are all uploaded again (./send.ts calls it too). */
export async function resubmitOwn(actor: SignedInActor, id: number, meta: Meta): Promise<MoveResult> {
  return runMove(
    actor,
    id,
    OWNER_ONLY,
    async (tx, app) => {
      assertMove(actor, app.status, 'resubmitted');
      const requested = await tx
        .select({ slot: applicationDocuments.slot, fileId: applicationDocuments.fileId, requestedAt: applicationDocuments.requestedAt, updatedAt: applicationDocuments.updatedAt })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, app.id));
      const fieldErrors: Record<string, string[]> = {};
      for (const d of requested) {
        if (d.requestedAt && !isRequestAnswered(d)) fieldErrors[`documents.${d.slot}`] = [am.documentRequired];
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError('validation', am.incomplete, { fieldErrors, details: { missing: missingByStep(fieldErrors) satisfies MissingByStep } });
      }
      await tx.update(applicationDocuments).set({ requestedAt: null, requestReason: null }).where(eq(applicationDocuments.applicationId, app.id));
      return { to: 'resubmitted' };
    },
    meta,
  );
}

/**
 * The student sends the application back after documents were requested: every requested slot
 * must hold a file uploaded since the request; the slots then close again.
 */
export const resubmitApplication = defineUseCase({
  name: 'applications.resubmitApplication',
  summary: 'Send an application back once every requested document is uploaded again',
  access: 'applications:apply',
  record: ownApplication('applicationId'),
  input: z.object({ applicationId: idSchema() }),
  run: (actor, { applicationId }, { meta }) => resubmitOwn(actor, applicationId, meta),
});

// ---------------------------------------------------------------------------
// The admissions office's moves

/**
 * A move that needs nothing but an optional note (start review, accept) or a reason (reject), on
 * an application this reviewer may see (the bulk move and the detail page's form call it).
 */
export async function moveAs(reviewer: SignedInActor, id: number, to: ApplicationStatus, note: string | null | undefined, meta: Meta): Promise<MoveResult> {
  return runMove(
    reviewer,
    id,
    { ownerOnly: false },
    async (_tx, app) => {
      const move = assertMove(reviewer, app.status, to, note);
      if (move.name === 'requestDocuments') throw new AppError('validation', am.slotsRequired, { fieldErrors: { slots: [am.slotsRequired] } });
      return { to, note };
    },
    meta,
  );
}

/**
 * An admin's move that needs nothing but an optional note (start review, accept) or a reason
 * (reject). Requesting documents names the slots: `requestDocuments`. The student's own moves
 * have their own use cases (submit, resubmit, withdraw), which check what each needs.
 */
export const moveStatus = defineUseCase({
  name: 'applications.moveStatus',
  summary: 'Move an application to a status (start review, accept, reject) with a note',
  access: 'applications:review',
  record: reviewedApplication('applicationId'),
  input: z.object({ applicationId: idSchema(), to: applicationStatusSchema, note: statusNoteSchema }),
  run: (admin, { applicationId, to, note }, { meta }) => moveAs(admin, applicationId, to, note, meta),
});

/** The named slots reopen for upload, with the reason the student reads. */
export async function requestDocumentsAs(reviewer: SignedInActor, id: number, slots: DocumentSlot[], reason: string, meta: Meta): Promise<MoveResult> {
  return runMove(
    reviewer,
    id,
    { ownerOnly: false },
    async (tx, app) => {
      assertMove(reviewer, app.status, 'documents_requested', reason);
      // A requested slot counts as re-uploaded once its row changes after `requested_at`, so the
      // request stamps both with the same time.
      const now = new Date();
      const unique = [...new Set(slots)];
      const existing = await tx
        .select({ slot: applicationDocuments.slot })
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.applicationId, app.id), inArray(applicationDocuments.slot, unique)));
      const have = new Set(existing.map((e) => e.slot));
      if (have.size > 0) {
        await tx
          .update(applicationDocuments)
          .set({ requestedAt: now, requestReason: reason, acceptedAt: null, acceptedBy: null, updatedAt: now })
          .where(and(eq(applicationDocuments.applicationId, app.id), inArray(applicationDocuments.slot, [...have])));
      }
      const missing = unique.filter((s) => !have.has(s));
      if (missing.length > 0) {
        await tx.insert(applicationDocuments).values(missing.map((slot) => ({ applicationId: app.id, slot, fileId: null, requestedAt: now, requestReason: reason, updatedAt: now })));
      }
      return { to: 'documents_requested', note: reason };
    },
    meta,
  );
}

/** An admin asks for documents again: the named slots reopen for upload, with the reason the student reads. */
export const requestDocuments = defineUseCase({
  name: 'applications.requestDocuments',
  summary: 'Ask the student for documents again (the slots reopen, with a reason)',
  access: 'applications:review',
  record: reviewedApplication('applicationId'),
  input: requestDocumentsSchema.extend({ applicationId: idSchema() }),
  run: (admin, { applicationId, slots, reason }, { meta }) => requestDocumentsAs(admin, applicationId, slots, reason, meta),
});
