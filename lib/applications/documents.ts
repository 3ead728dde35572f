import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db';
import { onRollback, withTransaction } from '@/db/transaction';
import { applicationDocuments, applications, courses, uploadedFiles, type Application } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { orNotFound } from '@/lib/auth/ownership';
import { crashPoint } from '@/lib/crash-point';
import { AppError, notFound, parseInput } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { applicationMessages as am, nouns, upload as uploadMessages } from '@/lib/messages';
import { checkUpload, getStorage, policyFor, sanitiseFileName, saveUpload, toStoredFile, type StoredFile } from '@/lib/storage';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { lockDocumentFile, releaseDocumentFile } from './document-files';
import { writeStep } from './drafts';
import { applicationDetail, isSlotOpen } from './reads';
import { documentSlotSchema, stepSchemas, type ApplicationStep } from './schemas';
import type { ApplicationDetail } from './types';
import type { DocumentSlot } from './values';
import { loadVisible, OWNER_ONLY, visibleApplication } from './visible';

/**
 * An application's documents: nine slots, one file each. The student uploads, replaces and removes
 * files while the slot is open (every slot of a draft; after submission only the slots an admin
 * requested). A file is kept once per student: a slot may point at a file the student already sent
 * with another application (attachDocument; no bytes are copied), and a slot that lets go of its
 * file deletes it only when no other slot still holds it (releaseDocumentFile). Files are checked by content (PDF, JPEG or PNG, 10 MB) before anything changes, so a
 * refused file leaves the files already uploaded as they were. Downloads are for the owner and
 * admins; anyone else gets a 404.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;
type Upload = Blob & { name?: string };

const ownApplication = { key: 'id', what: nouns.application, load: (actor: SignedInActor, id: number, tx?: Tx) => loadVisible(actor, id, tx ?? getDb(), OWNER_ONLY) };

async function slotRow(tx: Db | Tx, applicationId: number, slot: DocumentSlot) {
  const [row] = await tx
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.slot, slot)))
    .for('update');
  return row ?? null;
}

function assertSlotOpen(app: Application, doc: { requestedAt: Date | null } | null): void {
  if (!isSlotOpen(app.status, doc)) throw new AppError('conflict', am.slotNotOpen);
}

/**
 * Stores several slots' files at once (the old client's documents call sends up to nine). Every
 * slot must be open and every file acceptable before anything is stored: one refused file refuses
 * the request and leaves the files already uploaded as they were. Given the caller's transaction
 * (`tx`), the files are one part of the caller's unit: if it rolls back, the bytes stored here are
 * deleted again, and the files they replaced are deleted only after it commits.
 */
export async function storeDocuments(actor: SignedInActor, id: number, items: { slot: DocumentSlot; file: Upload }[], meta: Meta = {}, tx?: Tx): Promise<StoredFile[]> {
  const db = tx ?? getDb();
  // Refuse early (before reading any bytes) when a slot is not open.
  const pre = await loadVisible(actor, id, db, OWNER_ONLY);
  const preDocs = await db
    .select({ slot: applicationDocuments.slot, requestedAt: applicationDocuments.requestedAt })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, pre.id));
  for (const { slot } of items) assertSlotOpen(pre, preDocs.find((d) => d.slot === slot) ?? null);
  // Every file by content first, so a bad ninth file stores none of the eight before it.
  const policy = policyFor('application_document');
  for (const { slot, file } of items) {
    const field = `documents.${slot}`;
    if (!file || typeof file.arrayBuffer !== 'function') throw new AppError('validation', uploadMessages.required, { fieldErrors: { [field]: [uploadMessages.required] } });
    if (file.size > policy.maxBytes) {
      const msg = uploadMessages.tooLarge(Math.round(policy.maxBytes / (1024 * 1024)));
      throw new AppError('validation', msg, { fieldErrors: { [field]: [msg] } });
    }
    await checkUpload(new Uint8Array(await file.arrayBuffer()), sanitiseFileName(file.name), policy, field);
  }

  return withTransaction(tx, async (t) => {
    const app = await loadVisible(actor, id, t, { ownerOnly: true, lock: true });
    const stored: StoredFile[] = [];
    for (const [i, { slot, file }] of items.entries()) {
      if (i > 0) crashPoint('documents:between-slots');
      const doc = await slotRow(t, app.id, slot);
      assertSlotOpen(app, doc);
      const saved = await saveUpload({ file, kind: 'application_document', ownerId: actor.id, field: `documents.${slot}` }, t);
      // The row rolls back with the unit; the bytes are outside it.
      onRollback(t, () => getStorage().delete(saved.storageKey, saved.isPublic));
      stored.push(saved);
      if (doc) {
        // A new file is not yet reviewed: an earlier acceptance goes with the old file.
        await t.update(applicationDocuments).set({ fileId: saved.id, acceptedAt: null, acceptedBy: null }).where(eq(applicationDocuments.id, doc.id));
        // The replaced file goes with the unit, unless another application still holds it.
        await releaseDocumentFile(t, doc.fileId);
      } else {
        await t.insert(applicationDocuments).values({ applicationId: app.id, slot, fileId: saved.id });
      }
      await recordAudit(t, {
        actor,
        action: 'upload',
        entity: 'application_document',
        entityId: app.id,
        changes: { slot, file: [doc?.fileId ?? null, saved.id] },
        ip: meta.ip,
        requestId: meta.requestId,
      });
    }
    return stored;
  });
}

/** Uploads (or replaces) the file of one slot. Answers the stored file. */
export const saveDocument = defineUseCase({
  name: 'applications.saveDocument',
  summary: "Upload or replace the file of one of the application's document slots",
  access: 'applications:apply',
  record: ownApplication,
  input: z.object({
    id: idSchema(),
    slot: documentSlotSchema,
    file: z.custom<Upload>((v) => v instanceof Blob, { message: uploadMessages.required }),
  }),
  run: async (actor, { id, slot, file }, { meta, tx }): Promise<StoredFile> => (await storeDocuments(actor, id, [{ slot, file }], meta, tx))[0],
});

/**
 * Several wizard steps and, optionally, documents in one unit (the old client's application call
 * sends a few steps' sections, and its documents call files with them): every step is judged by
 * its full rules before anything is written, then all are saved in one transaction, so a part
 * that is refused or fails in the database leaves the whole application as it was (rows and
 * stored bytes). Answers the application as saved. A part of a use case (./send.ts), which has
 * authorised the student and found their application.
 */
export async function saveApplicationParts(
  actor: SignedInActor,
  id: number,
  parts: { steps: { step: ApplicationStep; input: unknown }[]; documents?: { slot: unknown; file: Upload }[] },
  meta: Meta = {},
): Promise<ApplicationDetail> {
  const steps = parts.steps.map(({ step, input }) => ({ step, data: parseInput(stepSchemas[step], input) as Record<string, unknown> }));
  const documents = parts.documents?.map((d) => ({ slot: parseInput(documentSlotSchema, d.slot), file: d.file }));
  return withTransaction(undefined, async (tx) => {
    let detail: ApplicationDetail | undefined;
    for (const { step, data } of steps) detail = await writeStep(tx, actor, id, step, data, false, meta);
    if (documents) await storeDocuments(actor, id, documents, meta, tx);
    return documents || !detail ? applicationDetail(tx, await loadVisible(actor, id, tx, OWNER_ONLY)) : detail;
  });
}

/** Removes the file of an open slot (a requested slot stays requested, now empty). */
export const removeDocument = defineUseCase({
  name: 'applications.removeDocument',
  summary: "Remove the file of one of the application's open document slots",
  access: 'applications:apply',
  record: ownApplication,
  input: z.object({ id: idSchema(), slot: documentSlotSchema }),
  run: async (actor, { id, slot }, { meta, tx }): Promise<void> =>
    withTransaction(tx, async (t) => {
      const app = await loadVisible(actor, id, t, { ownerOnly: true, lock: true });
      const doc = await slotRow(t, app.id, slot);
      assertSlotOpen(app, doc);
      if (!doc || doc.fileId === null) throw notFound(nouns.document);
      if (doc.requestedAt) await t.update(applicationDocuments).set({ fileId: null }).where(eq(applicationDocuments.id, doc.id));
      else await t.delete(applicationDocuments).where(eq(applicationDocuments.id, doc.id));
      await recordAudit(t, { actor, action: 'delete', entity: 'application_document', entityId: app.id, changes: { slot, file: [doc.fileId, null] }, ip: meta.ip, requestId: meta.requestId });
      // Removed from this application only: the others it was attached to keep it.
      await releaseDocumentFile(t, doc.fileId);
    }),
});

/**
 * The student's document files that may go into a slot: those attached to any of the student's
 * own applications (the one given included). Anything else, someone else's file included: null.
 */
async function ownDocumentFile(db: Db | Tx, studentId: number, uuid: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const [row] = await db
    .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
    .from(uploadedFiles)
    .innerJoin(applicationDocuments, eq(applicationDocuments.fileId, uploadedFiles.id))
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(and(eq(uploadedFiles.uuid, uuid), eq(uploadedFiles.kind, 'application_document'), eq(uploadedFiles.ownerId, studentId), eq(applications.userId, studentId)))
    .limit(1);
  return row ?? null;
}

/**
 * "Use <file> (sent with your application to <course>)": puts into an open slot of the student's
 * application a file the student already attached to one of their applications, by pointing the
 * slot at the same stored file (no bytes are copied; PRODUCT 13, "Friction"). Any of the student's
 * document files may go into any open slot (the documents step offers each slot the file of the
 * same kind). A file that is not one of this student's application documents: 404; a slot that is
 * not open: 409. Audited like an upload (`attached: true`). A file already in the slot changes
 * nothing (so a slot asked for again is not answered by its own file).
 */
export const attachDocument = defineUseCase({
  name: 'applications.attachDocument',
  summary: 'Attach to an open document slot a file the student already sent with another application',
  access: 'applications:apply',
  record: { key: 'application_id', what: nouns.application, load: ownApplication.load },
  input: z.object({ application_id: idSchema(), slot: documentSlotSchema, file: z.string().trim().max(64) }),
  run: async (actor, { application_id: id, slot, file: uuid }, { meta, tx }): Promise<{ slot: DocumentSlot; fileId: number }> =>
    withTransaction(tx, async (t) => {
      const app = await loadVisible(actor, id, t, { ownerOnly: true, lock: true });
      const doc = await slotRow(t, app.id, slot);
      assertSlotOpen(app, doc);
      const file = await ownDocumentFile(t, actor.id, uuid);
      // Locked so that a release in flight elsewhere (a draft deleted meanwhile) cannot delete it under us.
      if (!file || !(await lockDocumentFile(t, file.id))) throw notFound(nouns.document);
      if (doc?.fileId === file.id) return { slot, fileId: file.id };
      if (doc) await t.update(applicationDocuments).set({ fileId: file.id, acceptedAt: null, acceptedBy: null }).where(eq(applicationDocuments.id, doc.id));
      else await t.insert(applicationDocuments).values({ applicationId: app.id, slot, fileId: file.id });
      await recordAudit(t, {
        actor,
        action: 'upload',
        entity: 'application_document',
        entityId: app.id,
        changes: { slot, file: [doc?.fileId ?? null, file.id], attached: true },
        ip: meta.ip,
        requestId: meta.requestId,
      });
      await releaseDocumentFile(t, doc?.fileId ?? null);
      return { slot, fileId: file.id };
    }),
});

/** A document the student may reuse in an empty open slot of this application. */
export interface DocumentOffer {
  slot: DocumentSlot;
  file: { uuid: string; name: string; sizeBytes: number };
  /** The application it was sent with (the newest such, when several were). */
  sentWith: { applicationId: number; course: string };
}

/**
 * The documents step's offers: for each open slot of this application without a file, the newest
 * file of the same kind the student sent with another of their applications (one already sent,
 * not a draft). One offer per slot.
 */
export const listDocumentOffers = defineUseCase({
  name: 'applications.listDocumentOffers',
  summary: 'Documents the student sent with other applications that may fill the empty open slots of this one',
  access: 'applications:apply',
  record: ownApplication,
  input: z.object({ id: idSchema() }),
  run: async (actor, _input, { record, tx }): Promise<DocumentOffer[]> => {
    const db = tx ?? getDb();
    const own = await db
      .select({ slot: applicationDocuments.slot, fileId: applicationDocuments.fileId, requestedAt: applicationDocuments.requestedAt })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, record.id));
    const empty = new Set(
      documentSlotSchema.options.filter((slot) => {
        const d = own.find((o) => o.slot === slot) ?? null;
        return isSlotOpen(record.status, d) && (d?.fileId ?? null) === null;
      }),
    );
    if (empty.size === 0) return [];
    const held = new Set(own.map((o) => o.fileId).filter((f): f is number => f !== null));
    const rows = await db
      .select({
        slot: applicationDocuments.slot,
        fileId: uploadedFiles.id,
        uuid: uploadedFiles.uuid,
        name: uploadedFiles.originalName,
        sizeBytes: uploadedFiles.sizeBytes,
        applicationId: applications.id,
        course: courses.title,
      })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, applicationDocuments.fileId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .where(and(eq(applications.userId, actor.id), ne(applications.id, record.id), ne(applications.status, 'draft'), eq(uploadedFiles.ownerId, actor.id)))
      .orderBy(desc(uploadedFiles.createdAt), desc(applications.id));
    const offers = new Map<DocumentSlot, DocumentOffer>();
    for (const r of rows) {
      if (!empty.has(r.slot) || offers.has(r.slot) || held.has(r.fileId)) continue;
      offers.set(r.slot, { slot: r.slot, file: { uuid: r.uuid, name: r.name, sizeBytes: r.sizeBytes }, sentWith: { applicationId: r.applicationId, course: r.course } });
    }
    return documentSlotSchema.options.filter((s) => offers.has(s)).map((s) => offers.get(s)!);
  },
});

/** The application a download names, as this actor may see it (anything else: the 404 `Document not found`). */
async function loadForDownload(actor: SignedInActor, id: number, db: Db | Tx) {
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), visibleApplication(actor)));
  return orNotFound(app, nouns.document);
}

/**
 * The stored file of a slot, for a download door: the application's student, or an admin for any
 * application that is not a draft. Anyone else, a missing slot or an empty one: 404.
 */
export const getDocumentFile = defineUseCase({
  name: 'applications.getDocumentFile',
  summary: "Download the file of one of an application's document slots",
  access: 'signed-in',
  record: { key: 'id', what: nouns.document, load: (actor, id, tx) => loadForDownload(actor, id, tx ?? getDb()) },
  // A slot that is none names no document (404, not a field error).
  input: z.object({ id: idSchema(), slot: documentSlotSchema.nullable().catch(null) }),
  run: async (_actor, { id, slot }): Promise<StoredFile> => {
    if (!slot) throw notFound(nouns.document);
    const [row] = await getDb()
      .select({ file: uploadedFiles })
      .from(applicationDocuments)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, applicationDocuments.fileId))
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, slot)));
    if (!row) throw notFound(nouns.document);
    return toStoredFile(row.file);
  },
});
