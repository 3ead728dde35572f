import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { env, isBuildPhase } from '@/lib/env';
import { acquireDatabaseLock, releaseDatabaseLock } from './lock';
import * as schema from './schema';

/**
 * The database client, in one file. The same Drizzle schema and SQL run on the embedded PGlite
 * (default, in DATA_DIR) and on a Postgres server (DATABASE_URL). The client opens lazily, refuses
 * to open during `next build`, and is shared through globalThis so that the launcher and the
 * Next server bundles in the same process use one connection (one owner of the embedded lock).
 */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where it lives, for logs: the data folder or the server URL without its password. */
  location: string;
  close(): Promise<void>;
}

const holder = globalThis as typeof globalThis & { __zhiyuanDb?: DbHandle };

export const pgliteExtensions = { pg_trgm, unaccent };

export function openPostgres(url: string, max = 10): DbHandle {
  // JIT compilation pays off for long reports, not for the app's short queries: a fee-sorted page
  // with a large cost estimate spent ~90 ms compiling before it ran.
  const pool = new Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const u = new URL(url);
  u.password = '';
  return { db, kind: 'postgres', location: u.toString(), close: () => pool.end() };
}

/** An embedded database: in memory when dataDir is undefined (tests), else on disk under the lock. */
export function openPglite(dataDir?: string): DbHandle & { client: PGlite } {
  let client: PGlite;
  if (dataDir) {
    acquireDatabaseLock(dataDir);
    client = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions: pgliteExtensions });
  } else {
    client = new PGlite({ extensions: pgliteExtensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    close: async () => {
      await client.close();
      if (dataDir) releaseDatabaseLock(dataDir);
    },
  };
}

/** Opens the configured database (DATABASE_URL, else the embedded one in DATA_DIR). */
export function openConfiguredDatabase(): DbHandle {
  if (isBuildPhase()) {
    throw new Error('The database must not be opened during `next build`: read data at request time.');
  }
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.dataDir);
}

/** Installs a handle as the process-wide database (the launcher, scripts and tests call this). */
export function setDatabase(handle: DbHandle | undefined): void {
  holder.__zhiyuanDb = handle;
}

export function getDatabaseHandle(): DbHandle {
  if (!holder.__zhiyuanDb) holder.__zhiyuanDb = openConfiguredDatabase();
  return holder.__zhiyuanDb;
}

export function getDb(): Db {
  return getDatabaseHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__zhiyuanDb;
  holder.__zhiyuanDb = undefined;
  await handle?.close();
}

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql, schema };
