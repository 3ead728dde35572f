import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, pgliteExtensions, queryRows, schema, type Db } from '@/db';
import { migrationsFolder } from '@/db/migrate';
import { backends, createThrowawayDatabase } from '../helpers/db';

/**
 * Migration 0033 on a database that already holds twins (two reference records whose names differ
 * only in case or spacing): it cannot fail on them. Nothing is merged or deleted (records point at
 * each twin); the oldest keeps its name and each later twin is renamed "<name> (<id>)", then the
 * unique indexes hold. Cities are twins only within one province.
 */

/** The migrations folder as it was before `tag` (its journal cut there). */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-mig-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function twins(db: Db) {
  await db.execute(sql`INSERT INTO job_categories (id, code, name) VALUES (901, 'T1', 'Logistics'), (902, 'T2', ' logistics'), (903, 'T3', 'LOGI STICS')`);
  await db.execute(sql`INSERT INTO employer_types (id, code, name) VALUES (901, 'T1', 'Private Limited'), (902, 'T2', 'private  limited')`);
  await db.execute(sql`INSERT INTO categories (id, name) VALUES (901, 'Medical'), (902, 'medical')`);
  await db.execute(sql`INSERT INTO programs (id, name, slug, type) VALUES (901, 'Bachelor', 'bachelor', 'Bachelor'), (902, 'bachelor', 'bachelor-2', 'Bachelor')`);
  await db.execute(sql`INSERT INTO provinces (id, name, slug) VALUES (901, 'Jiangsu', 'jiangsu'), (902, 'Anhui', 'anhui')`);
  await db.execute(sql`INSERT INTO cities (id, name, slug, province_id) VALUES (901, 'Suzhou', 'suzhou', 901), (902, 'Suzhou', 'suzhou-anhui', 902), (903, 'suzhou', 'suzhou-2', 901)`);
}

for (const backend of backends) {
  describe(`[${backend}] migration 0033: reference names without twins`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const before = foldersBefore('0033_reference_name_keys');
      if (backend === 'pglite') {
        const client = new PGlite({ extensions: pgliteExtensions });
        db = drizzlePglite({ client, schema }) as unknown as Db;
        await migratePglite(db as never, { migrationsFolder: before });
        await twins(db);
        await migratePglite(db as never, { migrationsFolder });
        close = () => client.close();
      } else {
        const throwaway = await createThrowawayDatabase('zy_test');
        const handle = openPostgres(throwaway.url, 2);
        db = handle.db;
        await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder: before });
        await twins(db);
        await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
        close = async () => {
          await handle.close();
          await throwaway.drop();
        };
      }
    }, 120_000);
    afterAll(() => close?.());

    it('keeps the oldest name and renames each later twin after its id', async () => {
      const names = async (table: string) =>
        (await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM ${sql.identifier(table)} WHERE id >= 901 ORDER BY id`)).map((r) => r.name);
      expect(await names('job_categories')).toEqual(['Logistics', ' logistics (902)', 'LOGI STICS (903)']);
      expect(await names('employer_types')).toEqual(['Private Limited', 'private  limited (902)']);
      expect(await names('categories')).toEqual(['Medical', 'medical (902)']);
      expect(await names('programs')).toEqual(['Bachelor', 'bachelor (902)']);
      // Suzhou of Anhui is another city; the second Suzhou of Jiangsu is a twin.
      expect(await names('cities')).toEqual(['Suzhou', 'Suzhou', 'suzhou (903)']);
    });

    it('refuses a new twin afterwards', async () => {
      const err = await db.execute(sql`INSERT INTO job_categories (code, name) VALUES ('T9', 'logistics')`).then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
      expect(err?.code ?? err?.cause?.code).toBe('23505');
    });
  });
}
