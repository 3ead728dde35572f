import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import { applicationDocuments, applications, uploadedFiles, type Application } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { orNotFound } from '@/lib/auth/ownership';
import { crashPoint } from '@/lib/crash-point';
import { AppError, notFound, parseInput } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { applicationMessages as am, nouns, upload as uploadMessages } from '@/lib/messages';
import { checkUpload, deleteStoredFile, getStorage, policyFor, sanitiseFileName, saveUpload, toStoredFile, type StoredFile } from '@/lib/storage';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { writeStep } from './drafts';
import { applicationDetail, isSlotOpen } from './reads';
import { documentSlotSchema, stepSchemas, type ApplicationStep } from './schemas';
import type { ApplicationDetail } from './types';
import type { DocumentSlot } from './values';
import { loadVisible, OWNER_ONLY, visibleApplication } from './visible';

/**
 * An application's documents: nine slots, one file each. The student uploads, replaces and removes
 * files while the slot is open (every slot of a draft; after submission only the slots an admin
 * requested). Files are checked by content (PDF, JPEG or PNG, 10 MB) before anything changes, so a
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
        // The replaced file goes once the new one is committed in its place.
        const replaced = doc.fileId;
        if (replaced !== null) afterCommit(t, () => deleteStoredFile(replaced));
        // A new file is not yet reviewed: an earlier acceptance goes with the old file.
        await t.update(applicationDocuments).set({ fileId: saved.id, acceptedAt: null, acceptedBy: null }).where(eq(applicationDocuments.id, doc.id));
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
  run: async (actor, { id, slot }, { meta }): Promise<void> => {
    const removed = await getDb().transaction(async (tx) => {
      const app = await loadVisible(actor, id, tx, { ownerOnly: true, lock: true });
      const doc = await slotRow(tx, app.id, slot);
      assertSlotOpen(app, doc);
      if (!doc || doc.fileId === null) throw notFound(nouns.document);
      if (doc.requestedAt) await tx.update(applicationDocuments).set({ fileId: null }).where(eq(applicationDocuments.id, doc.id));
      else await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, doc.id));
      await recordAudit(tx, { actor, action: 'delete', entity: 'application_document', entityId: app.id, changes: { slot, file: [doc.fileId, null] }, ip: meta.ip, requestId: meta.requestId });
      return doc.fileId;
    });
    await deleteStoredFile(removed);
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
