import { beforeAll, expect, it } from 'vitest';
import { courses, universities } from '@/db/schema';
import { listUniversityFilterOptions, UNIVERSITY_FILTER_LIMIT } from '@/lib/catalogue/courses';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * The course finder's university menu is bounded (issue 14: with thousands of universities it made
 * each finder page about a megabyte): the universities with the most public courses of the page's
 * degree, at most UNIVERSITY_FILTER_LIMIT, by name.
 */
describeEachDatabase('catalogue: the finder university menu', ({ db }) => {
  let fx: CatalogueFixture;
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'uf');
  });

  it('lists universities with public courses only, of the degree when one is given, by name', async () => {
    const all = await listUniversityFilterOptions();
    expect(all.map((u) => u.id)).toEqual([fx.uni.tsinghua, fx.uni.private, fx.uni.zhejiang]);
    expect(all.map((u) => u.name)).toEqual(['Tsinghua University', 'Westlake Private College', 'Zhejiang University']);
    expect((await listUniversityFilterOptions(fx.degree.Masters)).map((u) => u.id)).toEqual([fx.uni.zhejiang]);
    expect(await listUniversityFilterOptions(fx.degree.PhD)).toEqual([]);
  });

  it('keeps at most the limit, the universities with the most courses first', async () => {
    const extra = UNIVERSITY_FILTER_LIMIT + 15;
    const rows = await db()
      .insert(universities)
      .values(Array.from({ length: extra }, (_, i) => ({ slug: `uf-extra-${i}`, name: `Aaa Extra University ${String(i).padStart(3, '0')}`, code: `uf-X${i}` })))
      .returning({ id: universities.id });
    await db()
      .insert(courses)
      .values(rows.map((r, i) => ({ slug: `uf-extra-course-${i}`, title: `Extra Course ${i}`, universityId: r.id, programId: fx.degree.Bachelor })));
    // Tsinghua gets a second Bachelor course, so it is among the most in any cut.
    await db().insert(courses).values({ slug: 'uf-thu-second', title: 'Second Course', universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor });

    const bachelor = await listUniversityFilterOptions(fx.degree.Bachelor);
    expect(bachelor).toHaveLength(UNIVERSITY_FILTER_LIMIT);
    expect(bachelor.map((u) => u.id)).toContain(fx.uni.tsinghua);
    const names = bachelor.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await listUniversityFilterOptions()).toHaveLength(UNIVERSITY_FILTER_LIMIT);
    // Another degree is not crowded out by them.
    expect((await listUniversityFilterOptions(fx.degree.Masters)).map((u) => u.id)).toEqual([fx.uni.zhejiang]);
  });
});
