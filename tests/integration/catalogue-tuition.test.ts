import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '@/db';
import { courses, programs, universities } from '@/db/schema';
import { listCourses } from '@/lib/catalogue/finder';
import { parseCourseFinderParams } from '@/lib/catalogue/schemas';
import { resetSearchVocabulary } from '@/lib/catalogue/search';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * courses.tuition_minor (migration 0005_tuition): the course fee, else its university's fee for
 * its degree, kept by triggers whatever changes (the course, its university's fees, its degree's
 * type); the finder's fee sorts and cards read it. Plus the finder's major and keyword rules
 * that go with the same performance work.
 */
describeEachDatabase('catalogue: stored tuition and finder rules', ({ db }) => {
  let fx: CatalogueFixture;
  const find = (query: string) => listCourses(parseCourseFinderParams(new URLSearchParams(query)));
  const titles = (r: { items: { title: string }[] }) => r.items.map((i) => i.title);
  const tuition = async (id: number) => (await db().select({ t: courses.tuitionMinor }).from(courses).where(eq(courses.id, id)))[0]?.t;

  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'tu');
  });

  it('is computed on insert: the course fee, else the university fee for the degree', async () => {
    expect(await tuition(fx.course.cs)).toBe(3_000_000); // bachelor fee
    expect(await tuition(fx.course.business)).toBe(3_300_000); // own fee
    expect(await tuition(fx.course.mbbs)).toBe(6_000_000); // mbbs fee
    expect(await tuition(fx.course.language)).toBe(2_400_000); // language fee
    // Every course agrees with the one SQL definition of the rule.
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM courses c
           WHERE c.tuition_minor IS DISTINCT FROM public.f_course_tuition_minor(c.fee_minor, c.program_id, c.university_id)`,
    );
    expect(n).toBe(0);
  });

  it('follows the university fees when they change (courses with their own fee keep it)', async () => {
    await db().update(universities).set({ bachelorFeeMinor: 3_100_000, mastersFeeMinor: 1 }).where(eq(universities.id, fx.uni.tsinghua));
    await db().update(universities).set({ mbbsFeeMinor: null }).where(eq(universities.id, fx.uni.zhejiang));
    expect(await tuition(fx.course.cs)).toBe(3_100_000);
    expect(await tuition(fx.course.disabled)).toBe(3_100_000);
    expect(await tuition(fx.course.mbbs)).toBeNull(); // no fee anywhere: unknown
    expect(await tuition(fx.course.business)).toBe(3_300_000);
    // The cards and the fee sorts read the new values.
    const r = await find('sort=fee-asc');
    expect(r.items.find((i) => i.title === 'Computer Science and Technology')?.tuitionMinor).toBe(3_100_000);
    expect(titles(r).at(-1)).toBe('Clinical Medicine (MBBS)'); // unknown tuition last
    expect(titles(await find('sort=fee-desc')).at(-1)).toBe('Clinical Medicine (MBBS)');
    await db().update(universities).set({ mbbsFeeMinor: 6_000_000 }).where(eq(universities.id, fx.uni.zhejiang));
    expect(await tuition(fx.course.mbbs)).toBe(6_000_000);
    expect(titles(await find('sort=fee-desc'))[0]).toBe('Clinical Medicine (MBBS)');
  });

  it("follows the course's own fee, degree and university", async () => {
    await db().update(courses).set({ feeMinor: 1_000_000 }).where(eq(courses.id, fx.course.cs));
    expect(await tuition(fx.course.cs)).toBe(1_000_000);
    await db().update(courses).set({ feeMinor: null }).where(eq(courses.id, fx.course.cs));
    expect(await tuition(fx.course.cs)).toBe(3_100_000);
    await db().update(courses).set({ programId: fx.degree.PhD }).where(eq(courses.id, fx.course.cs));
    expect(await tuition(fx.course.cs)).toBe(4_500_000); // Tsinghua's PhD fee
    await db().update(courses).set({ universityId: fx.uni.zhejiang }).where(eq(courses.id, fx.course.cs));
    expect(await tuition(fx.course.cs)).toBe(4_500_000); // Zhejiang's PhD fee (the same)
    await db().update(courses).set({ universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor }).where(eq(courses.id, fx.course.cs));
    expect(await tuition(fx.course.cs)).toBe(3_100_000);
  });

  it("follows a degree's type", async () => {
    const [other] = await db()
      .insert(programs)
      .values({ name: 'Tuition Test Degree', slug: 'tu-test-degree', type: 'Bachelor', status: false })
      .returning({ id: programs.id });
    const [c] = await db()
      .insert(courses)
      .values({ slug: 'tu-test-course', title: 'Tuition Test Course', universityId: fx.uni.tsinghua, programId: other.id })
      .returning({ id: courses.id });
    expect(await tuition(c.id)).toBe(3_100_000);
    await db().update(programs).set({ type: 'Masters' }).where(eq(programs.id, other.id));
    expect(await tuition(c.id)).toBe(1); // Tsinghua's masters fee, set above
    await db().delete(courses).where(eq(courses.id, c.id));
    await db().delete(programs).where(eq(programs.id, other.id));
  });

  it('overwrites a value written by the app', async () => {
    await db().update(courses).set({ tuitionMinor: 42 }).where(inArray(courses.id, [fx.course.cs, fx.course.business]));
    expect(await tuition(fx.course.cs)).toBe(3_100_000);
    expect(await tuition(fx.course.business)).toBe(3_300_000);
    const [c] = await db()
      .insert(courses)
      .values({ slug: 'tu-written', title: 'Written Tuition', universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor, tuitionMinor: 42, status: false })
      .returning({ id: courses.id });
    expect(await tuition(c.id)).toBe(3_100_000);
    await db().delete(courses).where(eq(courses.id, c.id));
  });

  it('filters by a major whatever its case, accents and spaces, and by one added later', async () => {
    expect(titles(await find('major=it'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('major=%20chinese%20%20LANGUAGE'))).toEqual(['Chinese Language Programme']);
    expect(titles(await find('major=Busin%C3%A9ss'))).toEqual(['International Business Administration']);
    expect((await find('major=Astronomy')).total).toBe(0);
    const [c] = await db()
      .insert(courses)
      .values({ slug: 'tu-astronomy', title: 'Astronomy', universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor, major: 'Astronomy' })
      .returning({ id: courses.id });
    const [lower] = await db()
      .insert(courses)
      .values({ slug: 'tu-lower-it', title: 'Lower-case IT', universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor, major: 'it' })
      .returning({ id: courses.id });
    resetSearchVocabulary(); // as every catalogue write does (expireCatalogue)
    expect(titles(await find('major=astronomy'))).toEqual(['Astronomy']);
    // Two stored spellings of one major: both.
    expect(titles(await find('major=IT')).sort()).toEqual(['Computer Science and Technology', 'Lower-case IT']);
    await db().delete(courses).where(inArray(courses.id, [c.id, lower.id]));
    resetSearchVocabulary();
  });

  it('takes the last word of a key as a prefix, and a cut-short earlier word when nothing else matches', async () => {
    expect(titles(await find('key=computer%20sci'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=comp%20science'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=intern%20busin'))).toEqual(['International Business Administration']);
    expect((await find('key=computer%20medicine')).total).toBe(0);
  });

  it('ranks by relevance on every page, the best title match first', async () => {
    const first = await find('key=zhejiang%20business');
    expect(first.items[0].title).toBe('International Business Administration');
    const all = await listCourses({ key: 'hangzhou', perPage: 1, page: 1 });
    const rest = await listCourses({ key: 'hangzhou', perPage: 1, page: 2 });
    const last = await listCourses({ key: 'hangzhou', perPage: 1, page: 3 });
    expect(all.total).toBe(3);
    expect(new Set([...all.items, ...rest.items, ...last.items].map((i) => i.id)).size).toBe(3);
  });
});
