import 'server-only';
import { accountPhone } from '@/lib/forms/phone';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { applicationDocuments, applicationNotes, users } from '@/db/schema';
import type { PaymentStatus } from './values';
import { recordAudit } from '@/lib/audit';
import { AppError, isAppError } from '@/lib/errors';
import { nouns, reviewMessages as rm } from '@/lib/messages';
import { moveAs, type MoveResult, requestDocumentsAs } from './moves';
import { applicationDetail } from './reads';
import type { ApplicationForReview, BulkMoveResult, ReviewNote } from './types';
import { loadVisible } from './visible';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { idSchema } from '@/lib/http/id';
import { z } from 'zod';
import { acceptDocumentSchema, bulkMoveSchema, requestAgainSchema, reviewMoveSchema, reviewNoteSchema, worsePaymentStatus } from './review-schemas';

/**
 * The admissions office's review: the list of every submitted application (filters, search, sort,
 * pages; the same query feeds the CSV export and the legacy list), bulk status changes, the detail
 * with the student, each document's review state and the internal notes, and the writes on them.
 * Every status change goes through the status module's moves (`moveStatus`, `requestDocuments` in
 * ./applications.ts), so the history, notification, audit row and e-mail come with it.
 *
 * Internal notes are read here only, by reviewers: no student DTO selects `application_notes`.
 */

// The list (filters, search, sort, pages, the export's batches, the type-ahead): ./review-list.ts
export {
  EXPORT_BATCH_ROWS,
  listApplicationsForExport,
  listApplicationsForReview,
  listApplicationsForReviewPage,
  REVIEW_COUNT_CAP,
  matchingUniversities,
  reviewBatches,
  reviewFilterOptions,
  searchReviewUniversities,
  type FilterOptionRow,
  type ReviewExport,
} from './review-list';

// ---------------------------------------------------------------------------
// Bulk status change

/**
 * Moves several applications at once, each through the status module on its own (its own
 * transaction, history, notification and e-mail). Only the moves that need nothing per application
 * are offered (start review; reject with one shared reason); an application that cannot make the
 * move is refused with the reason and the others still move.
 */
export const bulkMoveStatus = defineUseCase({
  name: 'applications.bulkMoveStatus',
  summary: 'Move several applications at once (start review; reject with one shared reason)',
  access: 'applications:review',
  input: bulkMoveSchema,
  run: async (actor, { ids, to, note }, { meta }): Promise<BulkMoveResult> => {
  const result: BulkMoveResult = { moved: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await moveAs(actor, id, to, note || null, meta);
      result.moved.push(id);
    } catch (err) {
      if (isAppError(err) && (err.code === 'conflict' || err.code === 'not_found' || err.code === 'validation')) {
        result.refused.push({ id, message: err.code === 'not_found' ? rm.notFound : err.message });
      } else throw err;
    }
  }
  return result;
  },
});

// ---------------------------------------------------------------------------
// The detail

/** The application a reviewer names, as they may see it: an unknown id or a draft is a 404. */
const reviewed = (key: string) => ({ key, what: nouns.application, load: (actor: SignedInActor, id: number, tx?: Tx) => loadVisible(actor, id, tx ?? getDb()) });

/** One application as the admissions office reviews it (a draft, or an unknown id: 404). */
export const getApplicationForReview = defineUseCase({
  name: 'applications.getApplicationForReview',
  summary: 'One application as the admissions office reviews it: the student, document reviews, notes, payment status',
  access: 'applications:review',
  record: reviewed('id'),
  input: z.object({ id: idSchema() }),
  run: async (_admin, _input, { record }): Promise<ApplicationForReview> => {
  const db = getDb();
  const detail = await applicationDetail(db, record);
  const [student] = detail.userId
    ? await db
        .select({ name: users.name, email: users.email, phoneCode: users.phoneCode, phone: users.phoneNumber, country: users.country })
        .from(users)
        .where(eq(users.id, detail.userId))
    : [];
  const acceptor = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${applicationDocuments.acceptedBy})`;
  const reviewed = await db
    .select({ slot: applicationDocuments.slot, acceptedAt: applicationDocuments.acceptedAt, by: acceptor })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, detail.id), sql`${applicationDocuments.acceptedAt} is not null`));
  const reviews: ApplicationForReview['reviews'] = {};
  for (const r of reviewed) if (r.acceptedAt) reviews[r.slot] = { acceptedAt: r.acceptedAt, by: r.by };
  return {
    ...detail,
    student: student ? { name: student.name, email: student.email, phone: accountPhone(student.phoneCode, student.phone), country: student.country } : null,
    reviews,
    notes: await notesOf(db, detail.id),
    paymentStatus: worsePaymentStatus(detail.fees.map((f) => f.status).filter((s): s is PaymentStatus => s !== null)),
  };
  },
});

async function notesOf(db: Db | Tx, applicationId: number): Promise<ReviewNote[]> {
  const rows = await db
    .select({ id: applicationNotes.id, body: applicationNotes.body, author: users.name, at: applicationNotes.createdAt })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
  return rows;
}


// ---------------------------------------------------------------------------
// Writes on one application

/** A status change from the detail page (start review, accept, reject), with the note the student reads. */
export const reviewMove = defineUseCase({
  name: 'applications.reviewMove',
  summary: "Change one application's status from its review page (start review, accept, reject), with the note the student reads",
  access: 'applications:review',
  input: reviewMoveSchema,
  run: (admin, { applicationId, to, note }, { meta }): Promise<MoveResult> => moveAs(admin, applicationId, to, note || null, meta),
});

/** Asks for one document again, with the reason the student reads (the status module's request). */
export const requestDocumentAgain = defineUseCase({
  name: 'applications.requestDocumentAgain',
  summary: 'Ask the student for one document again, with the reason they read',
  access: 'applications:review',
  input: requestAgainSchema,
  run: (admin, { applicationId, slot, reason }, { meta }): Promise<MoveResult> => requestDocumentsAs(admin, applicationId, [slot], reason, meta),
});

/**
 * Accepts the file in a slot. Refused (409) when the slot holds no file, or when the slot was
 * requested again and the student has not uploaded a new file since.
 */
export const acceptDocument = defineUseCase({
  name: 'applications.acceptDocument',
  summary: 'Accept the file in one document slot',
  access: 'applications:review',
  input: acceptDocumentSchema,
  run: async (actor, { applicationId, slot }, { meta }): Promise<void> => {
  await getDb().transaction(async (tx) => {
    const app = await loadVisible(actor, applicationId, tx, { lock: true });
    const [doc] = await tx
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, app.id), eq(applicationDocuments.slot, slot)))
      .for('update');
    if (!doc || doc.fileId === null) throw new AppError('conflict', rm.noFileToAccept);
    if (doc.requestedAt && doc.updatedAt <= doc.requestedAt) throw new AppError('conflict', rm.awaitingNewFile);
    await tx.update(applicationDocuments).set({ acceptedAt: new Date(), acceptedBy: actor.id }).where(eq(applicationDocuments.id, doc.id));
    await recordAudit(tx, { actor, action: 'accept', entity: 'application_document', entityId: app.id, changes: { slot }, ip: meta.ip, requestId: meta.requestId });
  });
  },
});

/** Adds an internal note (the admissions office's own; never shown to the student). */
export const addReviewNote = defineUseCase({
  name: 'applications.addReviewNote',
  summary: 'Add an internal note to an application (never shown to the student)',
  access: 'applications:review',
  input: reviewNoteSchema,
  run: async (actor, { applicationId, body }, { meta }): Promise<ReviewNote> =>
  getDb().transaction(async (tx) => {
    const app = await loadVisible(actor, applicationId, tx, { lock: true });
    const [row] = await tx.insert(applicationNotes).values({ applicationId: app.id, authorId: actor.id, body }).returning();
    // The audit row names the note, not its text (the text is the office's, kept in one place).
    await recordAudit(tx, { actor, action: 'create', entity: 'application_note', entityId: app.id, changes: { noteId: row.id }, ip: meta.ip, requestId: meta.requestId });
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    return { id: row.id, body: row.body, author: author?.name ?? null, at: row.createdAt };
  }),
});
