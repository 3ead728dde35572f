import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPglite, openPostgres, pgliteExtensions, schema, setDatabase, type Db, type DbHandle } from '@/db';
import { migrateDatabase } from '@/db/migrate';
import { seedReference } from '@/db/seed';
import { env } from '@/lib/env';
import { createThrowawayDatabase, ensureTemplateDatabase } from './pg';

export { createThrowawayDatabase };

export type Backend = 'pglite' | 'postgres';

/** PGlite in memory always; real Postgres too when TEST_DATABASE_URL is set (as .ci/run does). */
export const backends: Backend[] = env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database with the reference data (degrees, job categories, settings…). */
export async function openTestDatabase(backend: Backend): Promise<DbHandle> {
  if (backend === 'pglite') {
    const client = new PGlite({ loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
    return {
      db: drizzle({ client, schema }) as unknown as Db,
      kind: 'pglite',
      location: 'memory',
      close: () => client.close(),
    };
  }
  const template = `zy_template_${schemaVersion()}`;
  await ensureTemplateDatabase(template, async (url) => {
    const handle = openPostgres(url, 1);
    try {
      await migrateDatabase(handle);
      await seedReference(handle.db);
    } finally {
      await handle.close();
    }
  });
  const throwaway = await createThrowawayDatabase('zy_test', template);
  const handle = openPostgres(throwaway.url, 4);
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

let version: string | undefined;

/** A hash of the migrations and the reference seed: the version of a migrated, seeded database (once per process). */
function schemaVersion(): string {
  if (version) return version;
  const root = path.resolve(import.meta.dirname, '../..');
  const hash = crypto.createHash('sha256');
  const migrations = path.join(root, 'db/migrations');
  const inputs = [
    ...fs.readdirSync(migrations, { recursive: true }).map((f) => path.join(migrations, String(f))),
    path.join(root, 'db/seed.ts'),
    path.join(root, 'db/seed/data/reference.ts'),
  ];
  for (const f of inputs.sort()) if (fs.statSync(f).isFile()) hash.update(path.relative(root, f)).update(fs.readFileSync(f));
  version = hash.digest('hex').slice(0, 16);
  return version;
}

/**
 * Migrating takes seconds, so every test file starts from one migrated and reference-seeded
 * snapshot, made once per version of the migrations and seed: for PGlite a tarball in the temp
 * folder, for Postgres a template database (zy_template_<version>) that CREATE DATABASE copies.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `zhiyuan-pglite-${schemaVersion()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const handle = openPglite();
    await migrateDatabase(handle);
    await seedReference(handle.db);
    const dump = await handle.client.dumpDataDir('gzip');
    await handle.close();
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file); // atomic: parallel workers never read half a file
  }
  return new Blob([fs.readFileSync(file)]);
}
