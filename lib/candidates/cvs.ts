import 'server-only';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { afterCommit, withTransaction } from '@/db/transaction';
import { cvFiles, jobApplications, uploadedFiles } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { orNotFound, visibleTo } from '@/lib/auth/ownership';
import { assertCan } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { deleteStoredFile, getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { cvIdSchema, cvUploadSchema, hideCvSchema, renameCvSchema } from './cv-schemas';
import { candidateMessages as m } from './schemas';

/**
 * The candidate's CVs (PDF, DOC or DOCX up to 5 MB, checked by content): uploaded, renamed, one
 * chosen as the default (the first upload is), hidden from the list, deleted. A CV attached to a
 * job application stays while the application exists (the employer reads it): it can be hidden,
 * not deleted. Everything works on the actor's own CVs only; any other id is a 404. The files are
 * served by /files/<uuid>, which lets only their owner (and admins) read them.
 */

export interface CvView {
  id: number;
  title: string;
  isDefault: boolean;
  hidden: boolean;
  /** How many job applications carry it (then it cannot be deleted). */
  applications: number;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
  url: string;
}

const NOT_FOUND = 'CV';

async function viewsOf(db: ReturnType<typeof getDb> | Tx, userId: number, ids?: number[]): Promise<CvView[]> {
  const rows = await db
    .select({
      id: cvFiles.id,
      title: cvFiles.title,
      isDefault: cvFiles.isDefault,
      hidden: cvFiles.hidden,
      createdAt: cvFiles.createdAt,
      fileName: uploadedFiles.originalName,
      mimeType: uploadedFiles.mimeType,
      sizeBytes: uploadedFiles.sizeBytes,
      uuid: uploadedFiles.uuid,
    })
    .from(cvFiles)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, cvFiles.fileId))
    .where(ids ? and(eq(cvFiles.userId, userId), inArray(cvFiles.id, ids)) : eq(cvFiles.userId, userId))
    .orderBy(desc(cvFiles.isDefault), desc(cvFiles.createdAt), desc(cvFiles.id));
  const used = rows.length
    ? await db
        .select({ cv: jobApplications.cvFileId, n: count() })
        .from(jobApplications)
        .where(inArray(jobApplications.cvFileId, rows.map((r) => r.id)))
        .groupBy(jobApplications.cvFileId)
    : [];
  const usedBy = new Map(used.map((u) => [u.cv, u.n]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    isDefault: r.isDefault,
    hidden: r.hidden,
    applications: usedBy.get(r.id) ?? 0,
    fileName: r.fileName,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    uploadedAt: r.createdAt,
    url: `/files/${r.uuid}`,
  }));
}

/** The actor's own CV row, locked (another user's, or none: 404). */
async function ownCvForUpdate(tx: Tx, actor: SignedInActor, id: number) {
  const [row] = await tx
    .select()
    .from(cvFiles)
    .where(and(eq(cvFiles.id, id), visibleTo(actor, cvFiles.userId)))
    .for('update');
  return orNotFound(row, NOT_FOUND);
}

async function one(tx: Tx, userId: number, id: number): Promise<CvView> {
  const [v] = await viewsOf(tx, userId, [id]);
  return orNotFound(v, NOT_FOUND);
}

/** The actor's CVs, the default first (hidden ones too, marked: the manager shows them apart). */
export async function listOwnCvs(actor: Actor): Promise<CvView[]> {
  assertCan(actor, 'resume:write');
  return viewsOf(getDb(), actor.id);
}

/** A title from a file name: "jane-doe-cv.pdf" → "jane-doe-cv". */
const titleFromName = (name: string | undefined) => (name ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, 120) || 'My CV';

/**
 * Stores a CV (checked by content before anything changes; the error is keyed `resume`). The first
 * CV becomes the default; without a title, the file's name is one.
 */
export const uploadCv = defineUseCase({
  name: 'candidates.uploadCv',
  summary: "Upload a CV to the candidate's CV manager",
  access: 'resume:write',
  input: cvUploadSchema,
  run: async (actor, { resume, title }, { meta, tx: outer }): Promise<CvView> => {
    const file = resume as Blob & { name?: string };
    let stored: StoredFile | null = null;
    try {
      return await withTransaction(outer, async (tx) => {
        stored = await saveUpload({ file, kind: 'cv', ownerId: actor.id, field: 'resume' }, tx);
        // Serialise this user's CV writes: "is there a default yet" must not race another upload.
        const others = await tx.select({ id: cvFiles.id, isDefault: cvFiles.isDefault }).from(cvFiles).where(visibleTo(actor, cvFiles.userId)).for('update');
        const [row] = await tx
          .insert(cvFiles)
          .values({ userId: actor.id, fileId: stored.id, title: title ?? titleFromName(file?.name), isDefault: !others.some((o) => o.isDefault) })
          .returning({ id: cvFiles.id });
        await recordAudit(tx, { actor, action: 'upload', entity: 'cv', entityId: row.id, ip: meta.ip, requestId: meta.requestId });
        return one(tx, actor.id, row.id);
      });
    } catch (err) {
      const s = stored as StoredFile | null;
      if (s) await getStorage().delete(s.storageKey, s.isPublic).catch(() => {});
      throw err;
    }
  },
});

export const renameCv = defineUseCase({
  name: 'candidates.renameCv',
  summary: "Rename one of the candidate's CVs",
  access: 'resume:write',
  input: renameCvSchema,
  run: async (actor, { id, title }, { meta, tx: outer }): Promise<{ id: number; title: string }> =>
    withTransaction(outer, async (tx) => {
      const row = await ownCvForUpdate(tx, actor, id);
      await tx.update(cvFiles).set({ title, updatedAt: new Date() }).where(eq(cvFiles.id, row.id));
      await recordAudit(tx, { actor, action: 'update', entity: 'cv', entityId: row.id, changes: { title: [row.title, title] }, ip: meta.ip, requestId: meta.requestId });
      return { id: row.id, title };
    }),
});

/** Makes one CV the default (and shows it again if it was hidden). */
export const setDefaultCv = defineUseCase({
  name: 'candidates.setDefaultCv',
  summary: "Make one of the candidate's CVs the default",
  access: 'resume:write',
  input: cvIdSchema,
  run: async (actor, { id }, { meta, tx: outer }): Promise<{ id: number; isDefault: true; hidden: false }> =>
    withTransaction(outer, async (tx) => {
      const row = await ownCvForUpdate(tx, actor, id);
      await tx.update(cvFiles).set({ isDefault: false }).where(and(visibleTo(actor, cvFiles.userId), eq(cvFiles.isDefault, true), ne(cvFiles.id, row.id)));
      await tx.update(cvFiles).set({ isDefault: true, hidden: false, updatedAt: new Date() }).where(eq(cvFiles.id, row.id));
      await recordAudit(tx, { actor, action: 'update', entity: 'cv', entityId: row.id, changes: { is_default: [row.isDefault, true] }, ip: meta.ip, requestId: meta.requestId });
      return { id: row.id, isDefault: true, hidden: false };
    }),
});

/** The newest visible CV becomes the default when the default goes away. */
async function promoteDefault(tx: Tx, userId: number): Promise<void> {
  const [current] = await tx.select({ id: cvFiles.id }).from(cvFiles).where(and(eq(cvFiles.userId, userId), eq(cvFiles.isDefault, true)));
  if (current) return;
  const [next] = await tx
    .select({ id: cvFiles.id })
    .from(cvFiles)
    .where(and(eq(cvFiles.userId, userId), eq(cvFiles.hidden, false)))
    .orderBy(desc(cvFiles.createdAt), desc(cvFiles.id))
    .limit(1);
  if (next) await tx.update(cvFiles).set({ isDefault: true }).where(eq(cvFiles.id, next.id));
}

/** Hides a CV from the list (a hidden CV is never the default), or shows it again. */
export const setCvHidden = defineUseCase({
  name: 'candidates.setCvHidden',
  summary: "Hide one of the candidate's CVs from their list, or show it again",
  access: 'resume:write',
  input: hideCvSchema,
  run: async (actor, { id, hidden = false }, { meta, tx: outer }): Promise<CvView> =>
    withTransaction(outer, async (tx) => {
      const row = await ownCvForUpdate(tx, actor, id);
      await tx.update(cvFiles).set({ hidden, isDefault: hidden ? false : row.isDefault, updatedAt: new Date() }).where(eq(cvFiles.id, row.id));
      if (hidden) await promoteDefault(tx, actor.id);
      await recordAudit(tx, { actor, action: 'update', entity: 'cv', entityId: row.id, changes: { hidden: [row.hidden, hidden] }, ip: meta.ip, requestId: meta.requestId });
      return one(tx, actor.id, row.id);
    }),
});

/** Deletes a CV and its file; one attached to a job application is refused (hide it instead). */
export const deleteCv = defineUseCase({
  name: 'candidates.deleteCv',
  summary: "Delete one of the candidate's CVs and its file (not one attached to a job application)",
  access: 'resume:write',
  input: cvIdSchema,
  run: async (actor, { id }, { meta, tx: outer }): Promise<void> => {
    const fileId = await withTransaction(outer, async (tx) => {
      const row = await ownCvForUpdate(tx, actor, id);
      const [{ n }] = await tx.select({ n: count() }).from(jobApplications).where(eq(jobApplications.cvFileId, row.id));
      if (n > 0) throw new AppError('conflict', m.cvAttached, { fieldErrors: { cv: [m.cvAttached] } });
      await tx.delete(cvFiles).where(eq(cvFiles.id, row.id));
      await promoteDefault(tx, actor.id);
      await recordAudit(tx, { actor, action: 'delete', entity: 'cv', entityId: row.id, ip: meta.ip, requestId: meta.requestId });
      return row.fileId;
    });
    // The file goes once the row is gone for good (after the caller's unit commits, when given one).
    if (outer) afterCommit(outer, () => deleteStoredFile(fileId));
    else await deleteStoredFile(fileId);
  },
});
