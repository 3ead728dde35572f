import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { uploadedFiles } from '@/db/schema';
import { privateFilesDir, publicImagesDir } from './local-driver';
import { takeUploadLockExclusively } from './upload-lock';

/**
 * The start-up reconcile of the local file store with uploaded_files (lib/cli/start.ts runs it after
 * migrating, before listening). A file is written before its row commits (saveUpload), and a row is
 * deleted before its file (deleteStoredFile), so a crash between the two leaves a file no row refers
 * to, never the other way round: those files are removed. A row whose file is missing (removed by
 * hand, a restored database with older files) is reported, not touched: the row is the record, and
 * an admin decides.
 *
 * Another instance may be uploading while this one starts: its bytes are on disk and its row not yet
 * committed. The reconcile runs under the upload lock taken exclusively (./upload-lock.ts), which
 * waits until every upload transaction in flight has ended; only then does it read the rows, so a
 * file it finds without a row has no transaction left that could still commit one.
 */
export interface ReconcileReport {
  /** Files removed, as `private/<key>` or `public/university/<key>`. */
  removed: string[];
  /** Rows whose file is not there. */
  missing: { id: number; storageKey: string }[];
  /** Files that have their row. */
  kept: number;
}

export async function reconcileLocalFiles(db: Db, dataDir: string): Promise<ReconcileReport> {
  return db.transaction(async (tx) => {
    await takeUploadLockExclusively(tx);
    const rows = await tx
      .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey, isPublic: uploadedFiles.isPublic })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.driver, 'local'));
    const report: ReconcileReport = { removed: [], missing: [], kept: 0 };
    const folders = [
      { isPublic: true, dir: publicImagesDir(dataDir), label: 'public/university' },
      { isPublic: false, dir: privateFilesDir(dataDir), label: 'private' },
    ];
    for (const { isPublic, dir, label } of folders) {
      const known = new Set(rows.filter((r) => r.isPublic === isPublic).map((r) => r.storageKey));
      const present = new Set<string>();
      for (const name of await filesIn(dir)) {
        present.add(name);
        if (known.has(name)) {
          report.kept++;
          continue;
        }
        // Also an interrupted write's `<key>.<pid>.<time>.part` (local-driver.ts), never a key.
        await fs.promises.rm(/*turbopackIgnore: true*/ path.join(dir, name), { force: true });
        report.removed.push(`${label}/${name}`);
      }
      for (const r of rows) if (r.isPublic === isPublic && !present.has(r.storageKey)) report.missing.push({ id: r.id, storageKey: r.storageKey });
    }
    return report;
  });
}

/** The plain files of a folder (none when it does not exist yet); dot-files are not ours. */
async function filesIn(dir: string): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name).sort();
}

/** The log line: what was removed and what is missing (a few names of each). */
export function describeReconcile(r: ReconcileReport): string {
  const few = (xs: string[]) => (xs.length > 5 ? `${xs.slice(0, 5).join(', ')} and ${xs.length - 5} more` : xs.join(', '));
  const parts = [`uploads reconciled: ${r.kept} files with their row`];
  parts.push(r.removed.length ? `${r.removed.length} without a row removed (${few(r.removed)})` : 'none without a row');
  if (r.missing.length) parts.push(`${r.missing.length} rows whose file is missing, left for an admin (${few(r.missing.map((m) => `#${m.id} ${m.storageKey}`))})`);
  return parts.join('; ');
}
