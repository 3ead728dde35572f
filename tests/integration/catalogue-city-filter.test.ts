import { beforeAll, expect, it } from 'vitest';
import { cities, courses, universities } from '@/db/schema';
import { CITY_FILTER_LIMIT, listCityFilterOptions } from '@/lib/catalogue/courses';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * The course finder's city menu without a province is bounded (issue 14: three hundred cities were
 * a fifth of each finder page): the cities with the most public courses of the page's degree, at
 * most CITY_FILTER_LIMIT, by name. (With a province, the page lists that province's cities.)
 */
describeEachDatabase('catalogue: the finder city menu', ({ db }) => {
  let fx: CatalogueFixture;
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'cf');
  });

  it('lists cities with public courses only, of the degree when one is given, by name', async () => {
    // The closed city's course and the hidden university's course (in Hangzhou) do not count.
    expect(await listCityFilterOptions()).toEqual([
      { slug: 'cf-beijing', name: 'Beijing', nameZh: '北京' },
      { slug: 'cf-hangzhou', name: 'Hangzhou', nameZh: '杭州' },
    ]);
    expect(await listCityFilterOptions(fx.degree.Bachelor)).toEqual([{ slug: 'cf-beijing', name: 'Beijing', nameZh: '北京' }]);
    expect(await listCityFilterOptions(fx.degree.PhD)).toEqual([]);
  });

  it('keeps at most the limit, the cities with the most courses first', async () => {
    const extra = CITY_FILTER_LIMIT + 10;
    const cityRows = await db()
      .insert(cities)
      .values(Array.from({ length: extra }, (_, i) => ({ name: `Aaa City ${String(i).padStart(3, '0')}`, slug: `cf-extra-city-${i}`, code: 10_000 + i })))
      .returning({ id: cities.id });
    const uniRows = await db()
      .insert(universities)
      .values(cityRows.map((c, i) => ({ slug: `cf-extra-${i}`, name: `Cf Extra University ${i}`, code: `cf-X${i}`, cityId: c.id })))
      .returning({ id: universities.id });
    await db()
      .insert(courses)
      .values(uniRows.map((u, i) => ({ slug: `cf-extra-course-${i}`, title: `Extra Course ${i}`, universityId: u.id, programId: fx.degree.Bachelor })));
    // Beijing gets a second Bachelor course, so it is among the most in any cut.
    await db().insert(courses).values({ slug: 'cf-thu-second', title: 'Second Course', universityId: fx.uni.tsinghua, programId: fx.degree.Bachelor });

    const bachelor = await listCityFilterOptions(fx.degree.Bachelor);
    expect(bachelor).toHaveLength(CITY_FILTER_LIMIT);
    expect(bachelor.map((c) => c.slug)).toContain('cf-beijing');
    const names = bachelor.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await listCityFilterOptions()).toHaveLength(CITY_FILTER_LIMIT);
    // Another degree is not crowded out by them.
    expect(await listCityFilterOptions(fx.degree.Masters)).toEqual([{ slug: 'cf-hangzhou', name: 'Hangzhou', nameZh: '杭州' }]);
  });
});
