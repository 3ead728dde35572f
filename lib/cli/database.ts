import path from 'node:path';
import { getDatabaseHandle, type DbHandle } from '@/db';
import { migrateDatabase } from '@/db/migrate';
import { isDatabaseEmpty, seedDemo, seedReference } from '@/db/seed';
import { env } from '@/lib/env';
import { say } from './say';

export { say };

/**
 * Migrates, then seeds the reference data (every mode) and, in local mode on an empty database,
 * the demo catalogue and accounts. Runs before the server opens, so it never races a request.
 */
export async function prepareDatabase(opts: { demo?: boolean } = {}): Promise<DbHandle> {
  const handle = getDatabaseHandle();
  say(`database: ${handle.kind} (${handle.location})`);
  return withPreparationLock(handle, () => migrateAndSeed(handle, opts));
}

/** Any constant: the key of the Postgres advisory lock taken around migrating and seeding. */
export const PREPARATION_LOCK_KEY = 7_204_916_311;

/**
 * Several instances on one Postgres start together (a deploy, a test): one migrates and seeds at a
 * time, under a session-level advisory lock held on a connection of its own; the next one finds
 * the migrations applied and the database no longer empty. The embedded database has one owner
 * (db/lock.ts) and needs none.
 */
async function withPreparationLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
  const lockClient = await pool.connect();
  try {
    const t = Date.now();
    await lockClient.query('SELECT pg_advisory_lock($1)', [PREPARATION_LOCK_KEY]);
    if (Date.now() - t > 500) say(`waited ${Date.now() - t} ms for another instance to finish migrating`);
    try {
      return await work();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [PREPARATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

async function migrateAndSeed(handle: DbHandle, opts: { demo?: boolean }): Promise<DbHandle> {
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
