import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@/db';
import { acquireDatabaseLock, DatabaseLockedError, lockPathFor, releaseDatabaseLock } from '@/db/lock';
import { describeEachDatabase } from '../helpers/db';

describeEachDatabase('migrations', ({ db }) => {
  it('creates the whole model with the search extensions', async () => {
    const tables = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables[0].n).toBeGreaterThanOrEqual(40);
    const ext = await queryRows<{ extname: string }>(db(), sql`select extname from pg_extension order by extname`);
    expect(ext.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });

  it('seeds the reference data in every mode, with the seed job category ids', async () => {
    const cats = await queryRows<{ id: number }>(db(), sql`select id from job_categories order by id`);
    expect(cats.map((c) => c.id)).toEqual(expect.arrayContaining([44, 45, 46, 47, 48, 105, 106, 107]));
    const degrees = await queryRows<{ type: string }>(db(), sql`select type from programs order by sort_order`);
    expect(degrees.map((d) => d.type)).toEqual(['Bachelor', 'Masters', 'PhD', 'MBBS', 'Chinese Language']);
    const users = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from users`);
    expect(users[0].n).toBe(0);
  });
});

describe('embedded database lock', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'zy-lock-'));

  it('refuses a lock held by a live process, naming it', () => {
    const d = dir();
    // The parent of this test process is alive and is not us.
    fs.writeFileSync(lockPathFor(d), String(process.ppid));
    expect(() => acquireDatabaseLock(d)).toThrow(DatabaseLockedError);
    expect(() => acquireDatabaseLock(d)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it('takes over a stale lock left by a dead process, and releases it', () => {
    const d = dir();
    fs.writeFileSync(lockPathFor(d), '999999');
    acquireDatabaseLock(d);
    expect(fs.readFileSync(lockPathFor(d), 'utf8')).toBe(String(process.pid));
    releaseDatabaseLock(d);
    expect(fs.existsSync(lockPathFor(d))).toBe(false);
  });
});
