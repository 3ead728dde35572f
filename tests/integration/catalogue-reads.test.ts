import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs, universities, users } from '@/db/schema';
import { findCourseById, findCourseBySlug, listHomeCourses } from '@/lib/catalogue/courses';
import { catalogueFinders } from '@/lib/api/legacy/catalogue';
import { type CatalogueLookup, legacyRecordTarget, legacyRedirectTarget } from '@/lib/http/legacy-paths';
import { findCityByName, findCityBySlug, listCities, listDegrees, listProvinces } from '@/lib/catalogue/places';
import { listScholarshipOffers } from '@/lib/catalogue/scholarships';
import { countSitemapFiles, listSitemapEntries } from '@/lib/catalogue/sitemap';
import { findUniversityById, findUniversityBySlug, listPopularUniversities, listUniversities, listUniversitiesOfCity, listUniversitySummaries } from '@/lib/catalogue/universities';
import { updateUniversity } from '@/lib/catalogue/university-admin';
import { AppError } from '@/lib/errors';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

const names = (list: { name: string }[]) => list.map((u) => u.name);

describeEachDatabase('catalogue: reads, sitemap, seed paths and the admin update', ({ db }) => {
  let fx: CatalogueFixture;
  let adminId: number;
  let studentId: number;
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db());
    const rows = await db()
      .insert(users)
      .values([
        { email: 'cat-admin@example.test', passwordHash: 'x', role: 'admin', name: 'Cat Admin' },
        { email: 'cat-student@example.test', passwordHash: 'x', role: 'student', name: 'Cat Student' },
      ])
      .returning({ id: users.id });
    adminId = rows[0].id;
    studentId = rows[1].id;
  });

  it('lists public universities only, by name, with city, deadline, scholarship and course count', async () => {
    const r = await listUniversities({});
    expect(r.total).toBe(3);
    expect(names(r.items)).toEqual(['Tsinghua University', 'Westlake Private College', 'Zhejiang University']);
    const thu = r.items[0];
    expect(thu.city?.name).toBe('Beijing');
    expect(thu.deadline).toBe('2027-06-30');
    expect(thu.scholarshipOpen).toBe(true);
    expect(thu.programCount).toBe(1); // its disabled course is not counted
  });

  it('filters universities by city, province, type and scholarship, and searches names with typos and Chinese', async () => {
    expect(names((await listUniversities({ city: 'fx-hangzhou' })).items)).toEqual(['Westlake Private College', 'Zhejiang University']);
    expect((await listUniversities({ province: 'fx-zhejiang' })).total).toBe(2);
    expect(names((await listUniversities({ type: 'private' })).items)).toEqual(['Westlake Private College']);
    expect(names((await listUniversities({ scholarshipOpen: true })).items)).toEqual(['Tsinghua University']);
    expect((await listUniversities({ type: 'invalid' })).total).toBe(0);
    expect(names((await listUniversities({ key: 'Zhejang Univercity' })).items)[0]).toBe('Zhejiang University');
    expect(names((await listUniversities({ key: '浙江大学' })).items)).toEqual(['Zhejiang University']);
    expect(names((await listUniversities({ key: 'beijing' })).items)).toEqual(['Tsinghua University']);
    expect((await listUniversities({ key: 'hidden disabled' })).total).toBe(0);
    expect((await listUniversities({ key: 'closed city' })).total).toBe(0);
  });

  it('finds a public university by slug or id, and hides disabled ones and those in a disabled city', async () => {
    const u = await findUniversityBySlug('fx-tsinghua');
    expect(u).toMatchObject({ name: 'Tsinghua University', nameZh: '清华大学', foundedYear: 1911, totalSection: 20, programCount: 1, status: true });
    expect(u?.fees.bachelor).toBe(3_000_000);
    expect(await findUniversityById(fx.uni.zhejiang)).not.toBeNull();
    expect(await findUniversityBySlug('fx-disabled-uni')).toBeNull();
    expect(await findUniversityById(fx.uni.disabled)).toBeNull();
    expect(await findUniversityById(fx.uni.inDisabledCity)).toBeNull();
    expect(await findUniversityById(99_999_999)).toBeNull();
  });

  it('reads a university without a city: no city or province, its fees an object of nulls', async () => {
    const [row] = await db()
      .insert(universities)
      .values({ slug: 'fx-cityless', name: 'Cityless Institute', code: 'fx-CITYLESS' })
      .returning({ id: universities.id });
    const u = await findUniversityById(row.id);
    expect(u).toMatchObject({ name: 'Cityless Institute', city: null, province: null, category: null, programCount: 0, status: true });
    expect(u?.fees).toEqual({ bachelor: null, masters: null, phd: null, mbbs: null, language: null, accommodation: null, other: null, scholarship: null });
    expect(u?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const card = (await listUniversities({ perPage: 60 })).items.find((c) => c.id === row.id);
    expect(card).toMatchObject({ city: null, province: null, programCount: 0 });
    await db().delete(universities).where(eq(universities.id, row.id));
  });

  it('ranks popular universities by applications, then public courses, then name', async () => {
    expect(names(await listPopularUniversities(5))).toEqual(['Zhejiang University', 'Tsinghua University', 'Westlake Private College']);
  });

  it('lists the universities of a city, and cities and provinces that are enabled', async () => {
    expect(names(await listUniversitiesOfCity('fx-beijing'))).toEqual(['Tsinghua University']);
    expect(await listUniversitiesOfCity('fx-closed-city')).toEqual([]);
    const cities = await listCities();
    expect(cities.map((c) => c.slug)).not.toContain('fx-closed-city');
    expect(cities.find((c) => c.slug === 'fx-hangzhou')?.universityCount).toBe(2);
    expect(await findCityBySlug('fx-closed-city')).toBeNull();
    expect((await findCityByName('hangzhou'))?.slug).toBe('fx-hangzhou');
    expect((await findCityByName('HANGZHOU'))?.slug).toBe('fx-hangzhou');
    expect(await findCityByName(`Closed City fx`)).toBeNull();
    expect((await listProvinces()).map((p) => p.slug).sort()).toEqual(['fx-beijing-province', 'fx-zhejiang']);
    const degrees = await listDegrees();
    expect(degrees.map((d) => d.name)).toEqual(['Bachelor', 'Masters', 'PhD', 'MBBS', 'Chinese Language']);
    expect(degrees.find((d) => d.name === 'Bachelor')?.courseCount).toBe(1);
  });

  it('reads a course with its tuition, fees and university, never a hidden one', async () => {
    const c = await findCourseBySlug('fx-computer-science');
    expect(c).toMatchObject({ title: 'Computer Science and Technology', feeMinor: null, tuitionMinor: 3_000_000, accommodationFeeMinor: 1_000_000, otherFeeMinor: 160_000, durationYears: 4, intake: '2026-09', deadline: '2026-06-30', major: 'IT' });
    expect(c?.university.name).toBe('Tsinghua University');
    expect(c?.degree.name).toBe('Bachelor');
    for (const id of [fx.course.disabled, fx.course.ofDisabledUni, fx.course.ofDisabledCityUni]) expect(await findCourseById(id)).toBeNull();
    const home = await listHomeCourses(8);
    expect(home.items[0].title).toBe('Computer Science and Technology'); // Top Picks first
    expect(home.total).toBe(4);
  });

  it('lists live scholarship offers only', async () => {
    const all = await listScholarshipOffers();
    expect(all.map((o) => o.title)).toEqual(['Tsinghua Excellence Scholarship fx']);
    expect(all[0]).toMatchObject({ percent: 50, duration: '1 year', degree: { name: 'Bachelor' } });
    expect(await listScholarshipOffers({ universityId: fx.uni.zhejiang })).toEqual([]);
    expect((await listScholarshipOffers({ universityId: fx.uni.tsinghua, programId: fx.degree.Masters })).length).toBe(0);
  });

  it('puts every public university, city, course and degree page in the sitemap, and nothing hidden', async () => {
    expect(await countSitemapFiles()).toBe(1);
    const paths = (await listSitemapEntries(0)).map((e) => e.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/universities/fx-tsinghua');
    expect(paths).toContain('/universities/fx-zhejiang/courses');
    expect(paths).toContain('/cities/fx-hangzhou');
    expect(paths).toContain('/courses/fx-computer-science');
    expect(paths).toContain(`/programs?program_id=${fx.degree.Bachelor}`);
    for (const hidden of ['/universities/fx-disabled-uni', '/universities/fx-closed-city-uni', '/cities/fx-closed-city', '/courses/fx-disabled-course', '/courses/fx-course-of-disabled-uni', '/courses/fx-course-of-closed-city']) {
      expect(paths).not.toContain(hidden);
    }
    expect(await listSitemapEntries(1)).toEqual([]);
  });

  it('splits the sitemap into files of at most the limit, every URL exactly once', async () => {
    const all = (await listSitemapEntries(0)).map((e) => e.path);
    const max = 7;
    const files = await countSitemapFiles(max);
    expect(files).toBe(Math.ceil(all.length / max));
    const parts = [];
    for (let n = 0; n < files; n++) {
      const part = (await listSitemapEntries(n, max)).map((e) => e.path);
      expect(part.length).toBeLessThanOrEqual(max);
      parts.push(...part);
    }
    expect(parts).toEqual(all);
    expect(await listSitemapEntries(files, max)).toEqual([]);
  });

  it('maps the seed path forms to canonical pages, and hidden records to nothing', async () => {
    const t = (kind: CatalogueLookup, q: string) => legacyRecordTarget(kind, new URLSearchParams(q), catalogueFinders);
    expect(legacyRedirectTarget('/universitylist', '')).toBe('/universities');
    expect(legacyRedirectTarget('/universitylist', 'city=beijing&x=1&key=')).toBe('/universities?city=beijing');
    expect(await t('university', `id=${fx.uni.tsinghua}`)).toBe('/universities/fx-tsinghua');
    expect(await t('university', `id=${fx.uni.disabled}`)).toBeNull();
    expect(await t('university', 'id=abc')).toBeNull();
    expect(await t('university-programs', `id=${fx.uni.zhejiang}&name=Zhejiang`)).toBe('/universities/fx-zhejiang/courses');
    expect(await t('universityCitylist', 'name=Hangzhou')).toBe('/cities/fx-hangzhou');
    expect(await t('universityCitylist', 'name=Closed%20City%20fx')).toBeNull();
    expect(await t('course', `id=${fx.course.cs}`)).toBe('/courses/fx-computer-science');
    expect(await t('course', `id=${fx.course.disabled}`)).toBeNull();
  });

  it('pages the university summaries of GET /api/universities', async () => {
    const r = await listUniversitySummaries(1, 2);
    expect(r.total).toBe(3);
    expect(r.items).toHaveLength(2);
    expect(Object.keys(r.items[0]).sort()).toEqual(['id', 'logo', 'name', 'uuid']);
  });

  it('updates a university as an admin only, records the audit entry, and validates the input', async () => {
    await expect(updateUniversity(null, { id: fx.uni.zhejiang, name: 'X' })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(updateUniversity({ id: studentId, role: 'student' }, { id: fx.uni.zhejiang, name: 'Renamed' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(updateUniversity({ id: adminId, role: 'admin' }, { id: 99_999_999, name: 'Renamed' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(updateUniversity({ id: adminId, role: 'admin' }, { id: fx.uni.zhejiang, city_id: 99_999_999 })).rejects.toBeInstanceOf(AppError);
    await expect(updateUniversity({ id: adminId, role: 'admin' }, { id: fx.uni.zhejiang, code: 'fx-THU' })).rejects.toMatchObject({ code: 'validation', fieldErrors: { code: [expect.any(String)] } });

    const updated = await updateUniversity({ id: adminId, role: 'admin' }, { id: fx.uni.zhejiang, name: 'Zhejiang University (renamed)', bachelor_fee: '31,000', scholarship_open: '1' });
    expect(updated).toMatchObject({ name: 'Zhejiang University (renamed)', scholarshipOpen: true });
    expect(updated.fees.bachelor).toBe(3_100_000);
    // The search text follows the new name (trigger), and the old slug still works.
    expect(names((await listUniversities({ key: 'renamed' })).items)).toEqual(['Zhejiang University (renamed)']);
    expect((await findUniversityBySlug('fx-zhejiang'))?.name).toBe('Zhejiang University (renamed)');
    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.entityId, String(fx.uni.zhejiang)));
    expect(audit).toMatchObject({ action: 'update', entity: 'university', actorId: adminId });
    expect(audit.changes).toMatchObject({ name: ['Zhejiang University', 'Zhejiang University (renamed)'] });

    // Disabling hides it at once.
    await updateUniversity({ id: adminId, role: 'admin' }, { id: fx.uni.zhejiang, status: '0' });
    expect(await findUniversityBySlug('fx-zhejiang')).toBeNull();
    await db().update(universities).set({ status: true, name: 'Zhejiang University' }).where(eq(universities.id, fx.uni.zhejiang));
  });
});
