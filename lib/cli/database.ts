import path from 'node:path';
import { getDatabaseHandle, type DbHandle } from '@/db';
import { migrateDatabase } from '@/db/migrate';
import { isDatabaseEmpty, seedDemo, seedReference } from '@/db/seed';
import { env } from '@/lib/env';

export function say(message: string): void {
  process.stdout.write(`[zhiyuan] ${message}\n`);
}

/**
 * Migrates, then seeds the reference data (every mode) and, in local mode on an empty database,
 * the demo catalogue and accounts. Runs before the server opens, so it never races a request.
 */
export async function prepareDatabase(opts: { demo?: boolean } = {}): Promise<DbHandle> {
  const handle = getDatabaseHandle();
  say(`database: ${handle.kind} (${handle.location})`);
  let t = Date.now();
  await migrateDatabase(handle);
  say(`migrations applied in ${Date.now() - t} ms`);
  const empty = await isDatabaseEmpty(handle.db);
  await seedReference(handle.db);
  const demo = opts.demo ?? !env.isProduction;
  if (demo && empty) {
    t = Date.now();
    await seedDemo(handle.db, { imagesDir: demoImagesDir() });
    say(`demo data seeded in ${Date.now() - t} ms`);
  }
  return handle;
}

/** Demo logos and banners live with the other public uploads. */
export function demoImagesDir(): string {
  return path.join(env.dataDir, 'uploads', 'public', 'university');
}
