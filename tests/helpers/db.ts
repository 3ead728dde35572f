import crypto from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPglite, openPostgres, setDatabase, type Db, type DbHandle } from '@/db';
import { migrateDatabase } from '@/db/migrate';
import { seedReference } from '@/db/seed';
import { env } from '@/lib/env';

export type Backend = 'pglite' | 'postgres';

/** PGlite in memory always; real Postgres too when TEST_DATABASE_URL is set (as .ci/run does). */
export const backends: Backend[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Creates an empty throwaway database on the TEST_DATABASE_URL server and returns its URL. */
export async function createThrowawayDatabase(prefix = 'zy_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A fresh, migrated database with the reference data (degrees, job categories, settings…). */
export async function openTestDatabase(backend: Backend): Promise<DbHandle> {
  if (backend === 'pglite') {
    const handle = openPglite();
    await migrateDatabase(handle);
    await seedReference(handle.db);
    return handle;
  }
  const throwaway = await createThrowawayDatabase();
  const handle = openPostgres(throwaway.url, 4);
  await migrateDatabase(handle);
  await seedReference(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}

/**
 * Runs a suite once per backend, each on its own fresh database installed as the process-wide one
 * (domain functions call getDb()). Test names carry the backend, e.g. "[postgres] catalogue …".
 */
export function describeEachDatabase(name: string, suite: (ctx: { db: () => Db; backend: Backend }) => void): void {
  for (const backend of backends) {
    describe(`[${backend}] ${name}`, () => {
      let handle: DbHandle | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(backend);
        setDatabase(handle);
      });
      afterAll(async () => {
        setDatabase(undefined);
        await handle?.close();
      });
      suite({
        db: () => {
          if (!handle) throw new Error('database not open yet (use it inside a test or hook)');
          return handle.db;
        },
        backend,
      });
    });
  }
}
