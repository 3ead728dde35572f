import { beforeAll, expect, it } from 'vitest';
import { categories, cities, countries, employerTypes, jobCategories, programs, provinces, users } from '@/db/schema';
import { resourceUseCases } from '@/lib/catalogue/admin-resources';
import { createReference, saveReference } from '@/lib/jobs/reference-admin';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';

/**
 * Reference data has no twins (issue 31): a name another record of the same list already has,
 * case and white space ignored, is refused on the name field by the domain (every door), and the
 * database's unique index (migration 0033) holds even for a write past the domain. A city's twin
 * is a city of the same name in the same province: Suzhou in Jiangsu and Suzhou in Anhui are two.
 */
const refusal = <T>(p: Promise<T>) => p.then(
  () => Promise.reject(new Error('expected a refusal')),
  (e: unknown) => inEnglish(e) as { code: string; fieldErrors?: Record<string, string[]> },
);

describeEachDatabase('reference data: no twins (case and spacing ignored)', ({ db }) => {
  let admin: { id: number; role: 'admin' };
  let jiangsu: number;
  let anhui: number;

  beforeAll(async () => {
    const [u] = await db().insert(users).values({ email: 'twins-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Twins Admin' }).returning({ id: users.id });
    admin = { id: u.id, role: 'admin' };
    const rows = await db()
      .insert(provinces)
      .values([
        { name: 'Jiangsu', slug: 'tw-jiangsu' },
        { name: 'Anhui', slug: 'tw-anhui' },
      ])
      .returning({ id: provinces.id });
    [jiangsu, anhui] = rows.map((r) => r.id);
  });

  it.each([
    ['category', { name: 'Twin Sciences' }, { name: '  twin   SCIENCES ' }, 'Another category already has this name'],
    ['program', { name: 'Twin Diploma', type: 'Bachelor' }, { name: 'TWIN DIPLOMA', type: 'Masters' }, 'Another program already has this name'],
    ['country', { name: 'Twinland', code: 'XT' }, { name: 'twin land', code: 'XU' }, 'Another country already has this name'],
  ] as const)('%s: a twin is refused on create and on update, the record itself may change its case', async (name, first, twin, message) => {
    const uc = resourceUseCases[name];
    const made = (await uc.create(admin, first)) as { id: number };
    expect(await refusal(uc.create(admin, twin))).toMatchObject({ code: 'validation', fieldErrors: { name: [message] } });
    const other = (await uc.create(admin, { ...twin, name: `Other ${first.name}` })) as { id: number };
    expect(await refusal(uc.update(admin, { id: other.id, name: twin.name }))).toMatchObject({ fieldErrors: { name: [message] } });
    // The record's own name in another case is not a twin of itself.
    await expect(uc.update(admin, { id: made.id, name: first.name.toUpperCase() })).resolves.toMatchObject({ name: first.name.toUpperCase() });
  });

  it('city: a twin in the same province is refused, the same name in another province is another city', async () => {
    const city = resourceUseCases.city;
    await city.create(admin, { name: 'Suzhou', code: '512', province_id: String(jiangsu) });
    expect(await refusal(city.create(admin, { name: 'su zhou', code: '513', province_id: String(jiangsu) }))).toMatchObject({
      code: 'validation',
      fieldErrors: { name: ['Another city already has this name'] },
    });
    const inAnhui = (await city.create(admin, { name: 'Suzhou', code: '557', province_id: String(anhui) })) as { id: number };
    // Moving it into Jiangsu would make it the twin of Jiangsu's Suzhou.
    expect(await refusal(city.update(admin, { id: inAnhui.id, province_id: String(jiangsu) }))).toMatchObject({ fieldErrors: { name: ['Another city already has this name'] } });
  });

  it.each([
    ['jobCategory', 'Another job category already has this name'],
    ['employerType', 'Another employer type already has this name'],
  ] as const)('%s: a twin is refused on create and on the back-office save', async (list, message) => {
    const made = await createReference(admin, { list, code: `${list}1`, name: 'Twin Trades' });
    expect(await refusal(createReference(admin, { list, code: `${list}2`, name: 'twin\ttrades' }))).toMatchObject({ code: 'validation', fieldErrors: { name: [message] } });
    expect(await refusal(saveReference(admin, { list, code: `${list}3`, name: 'TWINTRADES' }))).toMatchObject({ fieldErrors: { name: [message] } });
    const other = await saveReference(admin, { list, code: `${list}4`, name: 'Other Trades' });
    expect(await refusal(saveReference(admin, { list, id: other.id, name: ' Twin Trades' }))).toMatchObject({ fieldErrors: { name: [message] } });
    await expect(saveReference(admin, { list, id: made.id, name: 'twin trades' })).resolves.toMatchObject({ name: 'twin trades' });
  });

  it('the database refuses a twin written past the domain (the unique indexes of migration 0033)', async () => {
    const twinOf = async (write: () => Promise<unknown>) => {
      const err = await write().then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
      expect(err?.code ?? err?.cause?.code).toBe('23505');
    };
    await db().insert(jobCategories).values({ code: 'DBT1', name: 'Db Twin' });
    await twinOf(() => db().insert(jobCategories).values({ code: 'DBT2', name: 'db  twin' }));
    await db().insert(employerTypes).values({ code: 'DBT1', name: 'Db Twin' });
    await twinOf(() => db().insert(employerTypes).values({ code: 'DBT2', name: 'DB TWIN' }));
    await db().insert(categories).values({ name: 'Db Twin' });
    await twinOf(() => db().insert(categories).values({ name: 'dbtwin' }));
    await db().insert(programs).values({ name: 'Db Twin', slug: 'db-twin-1', type: 'PhD' });
    await twinOf(() => db().insert(programs).values({ name: 'db twin', slug: 'db-twin-2', type: 'PhD' }));
    await db().insert(countries).values({ name: 'Db Twin', code: 'XD' });
    await twinOf(() => db().insert(countries).values({ name: 'DB twin', code: 'XE' }));
    await db().insert(cities).values({ name: 'Db Twin', slug: 'db-twin-1' });
    await twinOf(() => db().insert(cities).values({ name: 'db twin', slug: 'db-twin-2' }));
    await db().insert(cities).values({ name: 'Db Twin', slug: 'db-twin-3', provinceId: anhui });
  });
});
