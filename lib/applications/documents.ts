import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
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
import { isSlotOpen } from './applications';
import { documentSlotSchema, type DocumentSlot } from './schemas';

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
 * the request and leaves the files already uploaded as they were.
 */
export async function saveDocuments(
  actor: Actor,
  rawId: unknown,
  uploads: { slot: unknown; file: Blob & { name?: string } }[],
  meta: Meta = {},
): Promise<StoredFile[]> {
  assertCan(actor, 'applications:apply');
  const items = uploads.map((u) => ({ slot: parseInput(documentSlotSchema, u.slot), file: u.file }));
  const db = getDb();
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

  const stored: StoredFile[] = [];
  const replaced: number[] = [];
  try {
    await db.transaction(async (tx) => {
      const app = await loadOwn(actor, rawId, tx, true);
      for (const [i, { slot, file }] of items.entries()) {
        if (i > 0) crashPoint('documents:between-slots');
        const doc = await slotRow(tx, app.id, slot);
        assertSlotOpen(app, doc);
        const saved = await saveUpload({ file, kind: 'application_document', ownerId: actor.id, field: `documents.${slot}` }, tx);
        stored.push(saved);
        if (doc) {
          if (doc.fileId !== null) replaced.push(doc.fileId);
          // A new file is not yet reviewed: an earlier acceptance goes with the old file.
          await tx.update(applicationDocuments).set({ fileId: saved.id, acceptedAt: null, acceptedBy: null }).where(eq(applicationDocuments.id, doc.id));
        } else {
          await tx.insert(applicationDocuments).values({ applicationId: app.id, slot, fileId: saved.id });
        }
        await recordAudit(tx, {
          actor,
          action: 'upload',
          entity: 'application_document',
          entityId: app.id,
          changes: { slot, file: [doc?.fileId ?? null, saved.id] },
          ip: meta.ip,
          requestId: meta.requestId,
        });
      }
    });
  } catch (err) {
    // The rows rolled back with the transaction; the bytes are outside it.
    await Promise.all(stored.map((f) => getStorage().delete(f.storageKey, f.isPublic).catch(() => {})));
    throw err;
  }
  for (const id of replaced) await deleteStoredFile(id);
  return stored;
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
