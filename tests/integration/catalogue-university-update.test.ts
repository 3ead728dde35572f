import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uploadedFiles, universities, users } from '@/db/schema';
import { updateUniversity } from '@/lib/catalogue/university-admin';
import { setStorage, type StorageDriver } from '@/lib/storage';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';
import { asFile, sampleExe, samplePng } from '../helpers/sample-files';

/** A driver that keeps bytes in memory, so the test can count what is stored. */
function memoryDriver(): StorageDriver & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    name: 'local',
    objects,
    async put(key, bytes) {
      objects.set(key, bytes);
      return key;
    },
    async get(key) {
      const b = objects.get(key);
      return b ? { body: new Blob([new Uint8Array(b)]).stream(), size: b.length } : null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}

const driver = memoryDriver();
beforeAll(() => setStorage(driver));
afterAll(() => setStorage(undefined));

describeEachDatabase('catalogue: a university update stores its images only after it is accepted', ({ db }) => {
  let fx: CatalogueFixture;
  let admin: { id: number; role: 'admin' };
  let student: { id: number; role: 'student' };

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'upd');
    const rows = await db()
      .insert(users)
      .values([
        { email: 'upd-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Upd Admin' },
        { email: 'upd-student@example.test', passwordHash: 'x', role: 'student', name: 'Upd Student' },
      ])
      .returning({ id: users.id });
    admin = { id: rows[0].id, role: 'admin' };
    student = { id: rows[1].id, role: 'student' };
  });

  const png = () => asFile(samplePng, 'logo.png', 'image/png');
  const stored = async () => ({ bytes: driver.objects.size, rows: (await db().select({ n: count() }).from(uploadedFiles))[0].n });

  it.each([
    ['a visitor', () => updateUniversity(null, { id: fx.uni.zhejiang, name: 'X Y', logo: png() }), 'unauthenticated'],
    ['a student', () => updateUniversity(student, { id: fx.uni.zhejiang, name: 'X Y', logo: png() }), 'forbidden'],
    ['an unknown id', () => updateUniversity(admin, { id: 99_999_999, name: 'X Y', logo: png() }), 'not_found'],
    ['an id that is not one', () => updateUniversity(admin, { id: '12abc', name: 'X Y', logo: png(), banner: png() }), 'not_found'],
    ['an id past the integer range', () => updateUniversity(admin, { id: '2147483648', name: 'X Y', logo: png() }), 'not_found'],
    ['a bad field', () => updateUniversity(admin, { id: fx.uni.zhejiang, founded_year: 'abc', logo: png() }), 'validation'],
    ['an unknown city', () => updateUniversity(admin, { id: fx.uni.zhejiang, city_id: 99_999_999, banner: png() }), 'validation'],
    ['a code another university has (refused after the images were checked)', () => updateUniversity(admin, { id: fx.uni.zhejiang, code: 'upd-THU', logo: png(), banner: png() }), 'validation'],
    ['a good logo with a banner that is not an image', () => updateUniversity(admin, { id: fx.uni.zhejiang, logo: png(), banner: asFile(sampleExe, 'banner.png', 'image/png') }), 'validation'],
  ])('a refused update (%s) stores no file', async (_what, call, code) => {
    const before = await stored();
    await expect(call()).rejects.toMatchObject({ code });
    expect(await stored()).toEqual(before);
    const [u] = await db().select({ logo: universities.logo, banner: universities.banner }).from(universities).where(eq(universities.id, fx.uni.zhejiang));
    expect(u).toEqual({ logo: null, banner: null });
  });

  it('an accepted update stores its images and points the university at them', async () => {
    const before = await stored();
    const updated = await updateUniversity(admin, { id: String(fx.uni.zhejiang), name: 'Zhejiang University', logo: png() });
    expect(await stored()).toEqual({ bytes: before.bytes + 1, rows: before.rows + 1 });
    expect(updated.logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(driver.objects.has(updated.logo!)).toBe(true);
  });
});
