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
 * Migration 0032 on a database as it was before it (0031): the countries table gains every ISO
 * 3166-1 entry while the rows already there keep their name, dial code and status, and the
 * stored country names become codes wherever a country has that name (any case and spacing, the
 * list's English names, the old spellings, the table's own names), in columns and inside the
 * application's JSON sections; a name no country has stays as it was typed.
 */

/** The migrations folder as it was before 0032 (its journal cut there). */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-mig-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function legacyData(db: Db) {
  await db.execute(sql`INSERT INTO countries (name, code, dial_code, status) VALUES
    ('China', 'CN', '86', true), ('Bangladesh', 'BD', '880', true), ('Ivory Coast (CI)', 'CI', NULL, false), ('Turkey', 'TR', '90', true)`);
  await db.execute(sql`INSERT INTO users (email, password_hash, role, name, country) VALUES
    ('a@x.test', 'x', 'student', 'A', 'Senegal'), ('b@x.test', 'x', 'student', 'B', '  bangladesh '), ('c@x.test', 'x', 'employer', 'C', 'UK'),
    ('d@x.test', 'x', 'student', 'D', 'Atlantis'), ('e@x.test', 'x', 'student', 'E', 'ivory coast (ci)'), ('f@x.test', 'x', 'student', 'F', NULL),
    ('g@x.test', 'x', 'student', 'G', 'Congo')`);
  await db.execute(sql`INSERT INTO student_profiles (user_id, basic_information, passport_information)
    SELECT id, '{"first_name": "A", "nationality": "Senegal"}'::jsonb, '{"passport_number": "P1", "country": "Republic of Senegal?"}'::jsonb FROM users WHERE email = 'a@x.test'`);
  await db.execute(sql`INSERT INTO universities (name, slug, code) VALUES ('U', 'u', 'U1')`);
  await db.execute(sql`INSERT INTO programs (name, slug, type) VALUES ('Bachelor', 'bachelor', 'Bachelor')`);
  await db.execute(sql`INSERT INTO courses (slug, title, university_id, program_id) SELECT 'c', 'C', u.id, p.id FROM universities u, programs p`);
  await db.execute(sql`INSERT INTO applications (user_id, university_id, course_id, program_id, status, students_information, home_address, postal_address, family_contact, education_background)
    SELECT us.id, c.university_id, c.id, c.program_id, 'submitted',
      '{"first_name": "A", "nationality": "Senegal"}'::jsonb, '{"country": "Côte d''Ivoire", "city": "Abidjan"}'::jsonb, '{"country": "Atlantis"}'::jsonb,
      '{"member_nationality": "peru"}'::jsonb,
      '[{"school": "S1", "country": "Mali"}, {"school": "S2", "country": "Nowhere"}, {"school": "S3"}]'::jsonb
      FROM courses c, users us WHERE us.email = 'a@x.test'`);
  await db.execute(sql`INSERT INTO applications (user_id, university_id, course_id, program_id, status)
    SELECT us.id, c.university_id, c.id, c.program_id, 'submitted' FROM courses c, users us WHERE us.email = 'b@x.test'`);
}

for (const backend of backends) {
  describe(`[${backend}] migration 0032: countries by code`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const before = foldersBefore('0032_countries_iso');
      if (backend === 'pglite') {
        const client = new PGlite({ extensions: pgliteExtensions });
        db = drizzlePglite({ client, schema }) as unknown as Db;
        await migratePglite(db as never, { migrationsFolder: before });
        await legacyData(db);
        await migratePglite(db as never, { migrationsFolder });
        close = () => client.close();
      } else {
        const throwaway = await createThrowawayDatabase('zy_test');
        const handle = openPostgres(throwaway.url, 2);
        db = handle.db;
        await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder: before });
        await legacyData(db);
        await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
        close = async () => {
          await handle.close();
          await throwaway.drop();
        };
      }
    }, 120_000);
    afterAll(() => close?.());

    it('holds every ISO 3166-1 entry once, keeping the rows that were there', async () => {
      const rows = await queryRows<{ code: string; name: string; dial_code: string | null; status: boolean }>(db, sql`select code, name, dial_code, status from countries order by code`);
      expect(rows).toHaveLength(249);
      const by = new Map(rows.map((r) => [r.code, r]));
      expect(by.get('SN')).toEqual({ code: 'SN', name: 'Senegal', dial_code: '221', status: true });
      expect(by.get('IE')?.name).toBe('Ireland');
      expect(by.get('CD')?.dial_code).toBe('243');
      // the admin's name and status stay; a missing dial code is filled in
      expect(by.get('CI')).toEqual({ code: 'CI', name: 'Ivory Coast (CI)', dial_code: '225', status: false });
      expect(by.get('TR')?.name).toBe('Turkey');
      expect(by.has('XK')).toBe(false);
      expect(by.get('AQ')?.dial_code).toBeNull();
    });

    it('stores codes where a country has the name, and keeps other text as typed', async () => {
      const users = await queryRows<{ email: string; country: string | null }>(db, sql`select email, country from users order by email`);
      expect(Object.fromEntries(users.map((u) => [u.email, u.country]))).toEqual({
        'a@x.test': 'SN',
        'b@x.test': 'BD',
        'c@x.test': 'GB',
        'd@x.test': 'Atlantis',
        'e@x.test': 'CI',
        'f@x.test': null,
        // two countries are called Congo: it stays as typed
        'g@x.test': 'Congo',
      });
    });

    it('maps the names inside the JSON sections of profiles and applications', async () => {
      const [p] = await queryRows<{ b: Record<string, unknown>; p: Record<string, unknown> }>(db, sql`select basic_information b, passport_information p from student_profiles`);
      expect(p.b).toEqual({ first_name: 'A', nationality: 'SN' });
      expect(p.p).toEqual({ passport_number: 'P1', country: 'Republic of Senegal?' });
      const [a] = await queryRows<{ si: Record<string, unknown>; home: Record<string, unknown>; postal: Record<string, unknown>; family: Record<string, unknown>; edu: unknown[] }>(
        db,
        sql`select students_information si, home_address home, postal_address postal, family_contact family, education_background edu from applications where students_information is not null`,
      );
      expect(a.si.nationality).toBe('SN');
      expect(a.home).toEqual({ country: 'CI', city: 'Abidjan' });
      expect(a.postal).toEqual({ country: 'Atlantis' });
      expect(a.family).toEqual({ member_nationality: 'PE' });
      expect(a.edu).toEqual([{ school: 'S1', country: 'ML' }, { school: 'S2', country: 'Nowhere' }, { school: 'S3' }]);
    });

    it("keys the review list by the code (the home country, else the account's)", async () => {
      const keys = await queryRows<{ country: string }>(db, sql`select country from application_review_keys order by country`);
      expect(keys.map((k) => k.country)).toEqual(['bd', 'ci']);
    });
  });
}
