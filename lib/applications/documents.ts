import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import { applicationDocuments, applications, uploadedFiles, type Application } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { crashPoint } from '@/lib/crash-point';
import type { Actor } from '@/lib/auth/actor';
import { assertCan, assertOwns } from '@/lib/auth/permissions';
import { AppError, notFound, parseInput, unauthenticated } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { applicationMessages as am, upload as uploadMessages } from '@/lib/messages';
import { checkUpload, deleteStoredFile, getStorage, policyFor, sanitiseFileName, saveUpload, toStoredFile, type StoredFile } from '@/lib/storage';
import { getApplication, isSlotOpen, saveStep, type ApplicationDetail } from './applications';
import { documentSlotSchema, stepSchemas, type ApplicationStep } from './schemas';
import type { DocumentSlot } from './values';

/**
 * An application's documents: nine slots, one file each. The student uploads, replaces and removes
 * files while the slot is open (every slot of a draft; after submission only the slots an admin
 * requested). Files are checked by content (PDF, JPEG or PNG, 10 MB) before anything changes, so a
 * refused file leaves the files already uploaded as they were. Downloads are for the owner and
 * admins; anyone else gets a 404.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

async function loadOwn(actor: Actor, rawId: unknown, db: Db | Tx, lock = false): Promise<Application> {
  if (!actor) throw unauthenticated();
  const id = parseId(rawId, 'Application');
  const q = db.select().from(applications).where(eq(applications.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Application');
  assertOwns(actor, row);
  return row;
}

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

/** Uploads (or replaces) the file of one slot. Returns the stored file. */
export async function saveDocument(actor: Actor, rawId: unknown, rawSlot: unknown, file: Blob & { name?: string }, meta: Meta = {}): Promise<StoredFile> {
  const [stored] = await saveDocuments(actor, rawId, [{ slot: rawSlot, file }], meta);
  return stored;
}

/**
 * Uploads several slots at once (the old client's documents call sends up to nine files). Every
 * slot must be open and every file acceptable before anything is stored: one refused file refuses
 * the request and leaves the files already uploaded as they were. Given the caller's transaction
 * (`tx`), the files are one part of the caller's unit: if it rolls back, the bytes stored here are
 * deleted again, and the files they replaced are deleted only after it commits.
 */
export async function saveDocuments(
  actor: Actor,
  rawId: unknown,
  uploads: { slot: unknown; file: Blob & { name?: string } }[],
  meta: Meta = {},
  tx?: Tx,
): Promise<StoredFile[]> {
  assertCan(actor, 'applications:apply');
  const items = uploads.map((u) => ({ slot: parseInput(documentSlotSchema, u.slot), file: u.file }));
  const db = tx ?? getDb();
  // Refuse early (before reading any bytes) when a slot is not open.
  const pre = await loadOwn(actor, rawId, db);
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
    const app = await loadOwn(actor, rawId, t, true);
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

/**
 * Several wizard steps and, optionally, documents in one unit (the old client's application call
 * sends a few steps' sections, and its documents call files with them): every step is judged by
 * its full rules before anything is written, then all are saved in one transaction, so a part
 * that is refused or fails in the database leaves the whole application as it was (rows and
 * stored bytes). Returns the application as saved.
 */
export async function saveApplicationParts(
  actor: Actor,
  rawId: unknown,
  parts: { steps: { step: ApplicationStep; input: unknown }[]; documents?: { slot: unknown; file: Blob & { name?: string } }[] },
  meta: Meta = {},
): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:apply');
  // Someone else's application is a 404 before anything in the body is judged.
  let detail = await getApplication(actor, rawId);
  for (const { step, input } of parts.steps) parseInput(stepSchemas[step], input);
  await withTransaction(undefined, async (tx) => {
    for (const { step, input } of parts.steps) detail = await saveStep(actor, rawId, step, input, {}, meta, tx);
    if (parts.documents) await saveDocuments(actor, rawId, parts.documents, meta, tx);
  });
  return parts.documents ? getApplication(actor, rawId) : detail;
}

/** Removes the file of an open slot (a requested slot stays requested, now empty). */
export async function removeDocument(actor: Actor, rawId: unknown, rawSlot: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'applications:apply');
  const slot = parseInput(documentSlotSchema, rawSlot);
  const db = getDb();
  const removed = await db.transaction(async (tx) => {
    const app = await loadOwn(actor, rawId, tx, true);
    const doc = await slotRow(tx, app.id, slot);
    assertSlotOpen(app, doc);
    if (!doc || doc.fileId === null) throw notFound('Document');
    if (doc.requestedAt) await tx.update(applicationDocuments).set({ fileId: null }).where(eq(applicationDocuments.id, doc.id));
    else await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, doc.id));
    await recordAudit(tx, { actor, action: 'delete', entity: 'application_document', entityId: app.id, changes: { slot, file: [doc.fileId, null] }, ip: meta.ip, requestId: meta.requestId });
    return doc.fileId;
  });
  await deleteStoredFile(removed);
}

/**
 * The stored file of a slot, for a download door: the application's student, or an admin for any
 * application that is not a draft. Anyone else, a missing slot or an empty one: 404.
 */
export async function getDocumentFile(actor: Actor, rawId: unknown, rawSlot: unknown): Promise<StoredFile> {
  if (!actor) throw unauthenticated();
  const id = parseId(rawId, 'Application');
  const slot = documentSlotSchema.safeParse(rawSlot);
  if (!slot.success) throw notFound('Document');
  const db = getDb();
  const [app] = await db.select({ userId: applications.userId, status: applications.status }).from(applications).where(eq(applications.id, id));
  if (!app) throw notFound('Document');
  assertOwns(actor, app, app.status === 'draft' ? undefined : 'applications:review');
  const [row] = await db
    .select({ file: uploadedFiles })
    .from(applicationDocuments)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, applicationDocuments.fileId))
    .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, slot.data)));
  if (!row) throw notFound('Document');
  return toStoredFile(row.file);
}
