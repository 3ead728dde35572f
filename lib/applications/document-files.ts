import 'server-only';
import { count, eq, or } from 'drizzle-orm';
import type { Tx } from '@/db';
import { afterCommit } from '@/db/transaction';
import { applicationDocuments, studentProfiles, uploadedFiles } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { log } from '@/lib/log';

/**
 * A student's documents are kept once and attached to as many applications as needed (an
 * attachment points a slot at the same `uploaded_files` row: no bytes are copied). So a slot that
 * lets go of its file (replaced, removed, its draft deleted) never deletes it outright: the file
 * goes only when nothing points at it any more. This is the one place that decides.
 *
 * Call it in the unit's transaction (opened by withTransaction) AFTER the slot has let go. The file
 * row is locked first, so an attachment in flight (which locks it too, lockDocumentFile) either
 * commits before the count (and the file stays) or finds the row gone (404). The row is deleted in
 * the unit (a rollback brings it back with its bytes untouched); the bytes go after the commit,
 * so a crash in between leaves only bytes no row refers to, which the start-up reconcile removes.
 */
export async function releaseDocumentFile(tx: Tx, fileId: number | null): Promise<'kept' | 'deleted' | 'none'> {
  if (fileId === null) return 'none';
  const [file] = await tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).for('update');
  if (!file) return 'none';
  const [slots] = await tx.select({ n: count() }).from(applicationDocuments).where(eq(applicationDocuments.fileId, fileId));
  const [profiles] = await tx
    .select({ n: count() })
    .from(studentProfiles)
    .where(or(eq(studentProfiles.passportFileId, fileId), eq(studentProfiles.nationalIdFileId, fileId), eq(studentProfiles.certificatesFileId, fileId)));
  if (slots.n > 0 || profiles.n > 0) return 'kept';
  const [row] = await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, fileId)).returning({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey, isPublic: uploadedFiles.isPublic });
  afterCommit(tx, () =>
    getStorage()
      .delete(row.storageKey, row.isPublic)
      .catch((err) => log.warn('file bytes not removed', { fileId: row.id, err })),
  );
  return 'deleted';
}

/** Locks a file row an attachment is about to point at (see releaseDocumentFile). */
export async function lockDocumentFile(tx: Tx, fileId: number): Promise<boolean> {
  const [row] = await tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).for('share');
  return Boolean(row);
}
