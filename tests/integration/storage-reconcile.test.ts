import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadedFiles } from '@/db/schema';
import { saveUpload, setStorage } from '@/lib/storage';
import { createLocalDriver, privateFilesDir, publicImagesDir } from '@/lib/storage/local-driver';
import { describeEachDatabase } from '../helpers/db';
import { asFile, samplePdf, samplePng } from '../helpers/sample-files';
import { reconcileLocalFiles, describeReconcile } from '@/lib/storage/reconcile';

/**
 * The start-up reconcile of the local file store (lib/storage/reconcile.ts): a file no row refers to
 * (what a crash between a write and its commit leaves) is removed, a row whose file is missing is
 * reported, and a file whose upload transaction is still open (another instance) is left alone.
 */
describeEachDatabase('storage: start-up reconcile of files and rows', ({ db, backend }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-reconcile-'));
  beforeAll(() => setStorage(createLocalDriver(dataDir)));
  afterAll(() => {
    setStorage(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const privateDir = privateFilesDir(dataDir);
  const publicDir = publicImagesDir(dataDir);

  it('removes files without a row (an interrupted write too), keeps those with one, and names rows whose file is missing', async () => {
    const kept = await saveUpload({ file: asFile(samplePdf, 'kept.pdf'), kind: 'application_document', ownerId: null }, db());
    const logo = await saveUpload({ file: asFile(samplePng, 'logo.png'), kind: 'university_logo', ownerId: null }, db());
    const gone = await saveUpload({ file: asFile(samplePdf, 'gone.pdf'), kind: 'application_document', ownerId: null }, db());
    fs.rmSync(path.join(privateDir, gone.storageKey));
    // What a crash leaves: bytes whose row never committed, and half a write.
    const orphan = '0b6f7a44-8d1e-4f3c-9a51-2c7d9e0f1a2b.pdf';
    fs.writeFileSync(path.join(privateDir, orphan), samplePdf);
    fs.writeFileSync(path.join(privateDir, `${orphan}.4242.1700000000000.part`), samplePdf.subarray(0, 10));
    fs.writeFileSync(path.join(publicDir, 'e1d2c3b4-0000-4000-8000-000000000001.png'), samplePng);
    // Not ours to judge: a dot-file and a folder.
    fs.writeFileSync(path.join(privateDir, '.keep'), '');
    fs.mkdirSync(path.join(privateDir, 'folder'), { recursive: true });

    const report = await reconcileLocalFiles(db(), dataDir);

    expect(report.removed.sort()).toEqual(
      [`private/${orphan}`, `private/${orphan}.4242.1700000000000.part`, 'public/university/e1d2c3b4-0000-4000-8000-000000000001.png'].sort(),
    );
    expect(report.missing).toEqual([{ id: gone.id, storageKey: gone.storageKey }]);
    expect(fs.existsSync(path.join(privateDir, kept.storageKey))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, logo.storageKey))).toBe(true);
    expect(fs.existsSync(path.join(privateDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(privateDir, '.keep'))).toBe(true);
    expect(fs.existsSync(path.join(privateDir, 'folder'))).toBe(true);
    // The row of the missing file stays: the row is the record.
    expect(await db().select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, gone.id))).toHaveLength(1);
    expect(describeReconcile(report)).toMatch(/3 without a row removed .*1 rows whose file is missing/);

    // A second run finds nothing more to do.
    const again = await reconcileLocalFiles(db(), dataDir);
    expect(again.removed).toEqual([]);
    await db().delete(uploadedFiles).where(eq(uploadedFiles.id, gone.id));
  });

  // Two connections (another instance uploading while this one starts) need a Postgres server; the
  // embedded database has one process, which reconciles before it listens. (Declared only there: a
  // skipped test fails CI.)
  if (backend === 'postgres') it('waits for an upload whose transaction is still open instead of taking its file for an orphan', async () => {
    let reconciled: Promise<Awaited<ReturnType<typeof reconcileLocalFiles>>> | undefined;
    let finished = false;
    const stored = await db().transaction(async (tx) => {
      const f = await saveUpload({ file: asFile(samplePdf, 'in-flight.pdf'), kind: 'application_document', ownerId: null }, tx);
      // The bytes are on disk, the row not committed: the reconcile starts now, on another connection.
      reconciled = reconcileLocalFiles(db(), dataDir).finally(() => (finished = true));
      // It waits for the upload lock this transaction holds: Postgres shows its session waiting.
      const waiting = async () =>
        ((await db().execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`)) as unknown as { rows: { n: number }[] }).rows[0].n;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      expect(finished).toBe(false);
      expect(fs.existsSync(path.join(privateDir, f.storageKey))).toBe(true);
      return f;
    });
    const report = await reconciled!;
    expect(report.removed).toEqual([]);
    expect(fs.existsSync(path.join(privateDir, stored.storageKey))).toBe(true);
  });
});
