import 'server-only';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { cvFiles, jobApplications, uploadedFiles } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, notFound, parseInput } from '@/lib/errors';
import type { RequestMeta } from '@/lib/http/request-meta';
import { deleteStoredFile, getStorage, saveUpload, type StoredFile } from '@/lib/storage';
import { candidateMessages as m, cvIdSchema, cvTitleSchema, hideCvSchema, renameCvSchema } from './schemas';

/**
 * The candidate's CVs (PDF, DOC or DOCX up to 5 MB, checked by content): uploaded, renamed, one
 * chosen as the default (the first upload is), hidden from the list, deleted. A CV attached to a
 * job application stays while the application exists (the employer reads it): it can be hidden,
 * not deleted. Everything works on the actor's own CVs only; any other id is a 404. The files are
 * served by /files/<uuid>, which lets only their owner (and admins) read them.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

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
async function ownCvForUpdate(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(cvFiles)
    .where(and(eq(cvFiles.id, id), eq(cvFiles.userId, userId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function one(tx: Tx, userId: number, id: number): Promise<CvView> {
  const [v] = await viewsOf(tx, userId, [id]);
  if (!v) throw notFound(NOT_FOUND);
  return v;
}

/** The actor's CVs, the default first (hidden ones too, marked: the manager shows them apart). */
export async function listOwnCvs(actor: Actor): Promise<CvView[]> {
  assertCan(actor, 'resume:write');
  return viewsOf(getDb(), actor.id);
}

/** A title from a file name: "jane-doe-cv.pdf" → "jane-doe-cv". */
const titleFromName = (name: string | undefined) => (name ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, 120) || 'My CV';

/**
 * Stores a CV (checked by content before anything changes). The first CV becomes the default.
 * Errors are keyed `field` (the legacy door's `resume`, the manager's `file`).
 */
export async function uploadCv(actor: Actor, file: Blob & { name?: string }, opts: { title?: unknown; field?: string } = {}, meta: Meta = {}): Promise<CvView> {
  assertCan(actor, 'resume:write');
  const field = opts.field ?? 'file';
  const title = opts.title === undefined || opts.title === null || opts.title === '' ? titleFromName(file?.name) : parseInput(cvTitleSchema, opts.title);
  let stored: StoredFile | null = null;
  try {
    return await getDb().transaction(async (tx) => {
      stored = await saveUpload({ file, kind: 'cv', ownerId: actor.id, field }, tx);
      // Serialise this user's CV writes: "is there a default yet" must not race another upload.
      const others = await tx.select({ id: cvFiles.id, isDefault: cvFiles.isDefault }).from(cvFiles).where(eq(cvFiles.userId, actor.id)).for('update');
      const [row] = await tx
        .insert(cvFiles)
        .values({ userId: actor.id, fileId: stored.id, title, isDefault: !others.some((o) => o.isDefault) })
        .returning({ id: cvFiles.id });
      await recordAudit(tx, { actor, action: 'upload', entity: 'cv', entityId: row.id, ip: meta.ip, requestId: meta.requestId });
      return one(tx, actor.id, row.id);
    });
  } catch (err) {
    const s = stored as StoredFile | null;
    if (s) await getStorage().delete(s.storageKey, s.isPublic).catch(() => {});
    throw err;
  }
}

export async function renameCv(actor: Actor, input: unknown, meta: Meta = {}): Promise<CvView> {
  assertCan(actor, 'resume:write');
  const { id, title } = parseInput(renameCvSchema, input);
  return getDb().transaction(async (tx) => {
    const row = await ownCvForUpdate(tx, actor.id, id);
    await tx.update(cvFiles).set({ title, updatedAt: new Date() }).where(eq(cvFiles.id, row.id));
    await recordAudit(tx, { actor, action: 'update', entity: 'cv', entityId: row.id, changes: { title: [row.title, title] }, ip: meta.ip, requestId: meta.requestId });
    return one(tx, actor.id, row.id);
  });
}

/** Makes one CV the default (and shows it again if it was hidden). */
export async function setDefaultCv(actor: Actor, input: unknown, meta: Meta = {}): Promise<CvView> {
  assertCan(actor, 'resume:write');
  const { id } = parseInput(cvIdSchema, input);
  return getDb().transaction(async (tx) => {
    const row = await ownCvForUpdate(tx, actor.id, id);
    await tx.update(cvFiles).set({ isDefault: false }).where(and(eq(cvFiles.userId, actor.id), eq(cvFiles.isDefault, true), ne(cvFiles.id, row.id)));
    await tx.update(cvFiles).set({ isDefault: true, hidden: false, updatedAt: new Date() }).where(eq(cvFiles.id, row.id));
    await recordAudit(tx, { actor, action: 'update', entity: 'cv', entityId: row.id, changes: { is_default: [row.isDefault, true] }, ip: meta.ip, requestId: meta.requestId });
    return one(tx, actor.id, row.id);
  });
}

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
export async function setCvHidden(actor: Actor, input: unknown, meta: Meta = {}): Promise<CvView> {
  assertCan(actor, 'resume:write');
  const { id, hidden = false } = parseInput(hideCvSchema, input);
  return getDb().transaction(async (tx) => {
    const row = await ownCvForUpdate(tx, actor.id, id);
    await tx.update(cvFiles).set({ hidden, isDefault: hidden ? false : row.isDefault, updatedAt: new Date() }).where(eq(cvFiles.id, row.id));
    if (hidden) await promoteDefault(tx, actor.id);
    await recordAudit(tx, { actor, action: 'update', entity: 'cv', entityId: row.id, changes: { hidden: [row.hidden, hidden] }, ip: meta.ip, requestId: meta.requestId });
    return one(tx, actor.id, row.id);
  });
}

/** Deletes a CV and its file; one attached to a job application is refused (hide it instead). */
export async function deleteCv(actor: Actor, input: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'resume:write');
  const { id } = parseInput(cvIdSchema, input);
  const fileId = await getDb().transaction(async (tx) => {
    const row = await ownCvForUpdate(tx, actor.id, id);
    const [{ n }] = await tx.select({ n: count() }).from(jobApplications).where(eq(jobApplications.cvFileId, row.id));
    if (n > 0) throw new AppError('conflict', m.cvAttached, { fieldErrors: { cv: [m.cvAttached] } });
    await tx.delete(cvFiles).where(eq(cvFiles.id, row.id));
    await promoteDefault(tx, actor.id);
    await recordAudit(tx, { actor, action: 'delete', entity: 'cv', entityId: row.id, ip: meta.ip, requestId: meta.requestId });
    return row.fileId;
  });
  await deleteStoredFile(fileId);
}
