import { beforeAll, expect, it } from 'vitest';
import { listCourses } from '@/lib/catalogue/finder';
import { parseCourseFinderParams } from '@/lib/catalogue/schemas';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, setDegreeStatus, type CatalogueFixture } from '../helpers/catalogue-fixtures';

const find = (query: string) => listCourses(parseCourseFinderParams(new URLSearchParams(query)));
const titles = (r: { items: { title: string }[] }) => r.items.map((i) => i.title);

describeEachDatabase('catalogue: course finder', ({ db }) => {
  let fx: CatalogueFixture;
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db());
  });

  it('lists only public courses (course, university, city and degree enabled), newest first by default', async () => {
    const r = await find('');
    expect(r.total).toBe(4);
    expect(r.totalCapped).toBe(false);
    expect(titles(r)).not.toContain('Hidden Disabled Course');
    expect(titles(r)).not.toContain('Computer Course of Hidden University');
    expect(titles(r)).not.toContain('Computer Course of Closed City');
    // The same id order as insertion, reversed (created_at ties broken by id).
    expect(r.items[0].title).toBe('Chinese Language Programme');
  });

  it('answers cards of one shape, typed as they are, with or without a keyword and on every sort', async () => {
    const keys = ['accommodationFeeMinor', 'city', 'deadline', 'degree', 'durationYears', 'id', 'intake', 'logo', 'major', 'province', 'slug', 'tag', 'teachingLanguage', 'title', 'tuitionMinor', 'university'];
    for (const q of ['', 'key=computer', 'key=computer&sort=fee-asc', 'sort=fee-desc&page=1&per_page=10']) {
      const r = await find(q);
      expect(r.items.length, q).toBeGreaterThan(0);
      for (const card of r.items) {
        expect(Object.keys(card).sort(), q).toEqual(keys);
        expect(typeof card.id).toBe('number');
        expect(typeof card.university.id).toBe('number');
        expect(typeof card.degree.id).toBe('number');
        expect(card.durationYears === null || typeof card.durationYears === 'number').toBe(true);
        expect(card.tuitionMinor === null || typeof card.tuitionMinor === 'number').toBe(true);
      }
    }
    const cs = (await find('key=computer')).items.find((c) => c.title === 'Computer Science and Technology');
    expect(cs).toMatchObject({ city: { name: 'Beijing', slug: 'fx-beijing' }, degree: { type: 'Bachelor' }, university: { slug: 'fx-tsinghua', nameZh: '清华大学' } });
  });

  it('hides the courses of a disabled degree', async () => {
    await setDegreeStatus(db(), fx.degree.MBBS, false);
    try {
      expect(titles(await find(''))).not.toContain('Clinical Medicine (MBBS)');
      expect((await find(`program_id=${fx.degree.MBBS}`)).total).toBe(0);
    } finally {
      await setDegreeStatus(db(), fx.degree.MBBS, true);
    }
  });

  it('computes tuition as the course fee, else the university fee for its degree', async () => {
    const r = await find('');
    const byTitle = Object.fromEntries(r.items.map((i) => [i.title, i]));
    expect(byTitle['Computer Science and Technology'].tuitionMinor).toBe(3_000_000); // bachelor fee
    expect(byTitle['International Business Administration'].tuitionMinor).toBe(3_300_000); // own fee
    expect(byTitle['Clinical Medicine (MBBS)'].tuitionMinor).toBe(6_000_000); // mbbs fee
    expect(byTitle['Chinese Language Programme'].tuitionMinor).toBe(2_400_000); // language fee
    expect(byTitle['Chinese Language Programme'].accommodationFeeMinor).toBe(500_000); // own
    expect(byTitle['Computer Science and Technology'].accommodationFeeMinor).toBe(1_000_000); // university's
  });

  it('filters by every parameter of the URL', async () => {
    expect(titles(await find(`program_id=${fx.degree.Masters}`))).toEqual(['International Business Administration']);
    expect(titles(await find('teaching_language=chinese')).sort()).toEqual(['Chinese Language Programme', 'International Business Administration']);
    expect(titles(await find('major=it'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('mejor=Business'))).toEqual(['International Business Administration']);
    expect(titles(await find(`university_id=${fx.uni.zhejiang}`)).sort()).toEqual(['Clinical Medicine (MBBS)', 'International Business Administration']);
    expect((await find('province=fx-zhejiang')).total).toBe(3);
    expect(titles(await find('city=fx-beijing'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('intake=2027-03'))).toEqual(['International Business Administration']);
    expect(titles(await find('tag=top-picks'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('tag=Most%20Popular'))).toEqual(['International Business Administration']);
    expect(titles(await find('city=fx-hangzhou&teaching_language=english'))).toEqual(['Clinical Medicine (MBBS)']);
  });

  it('answers an empty result for unknown values, never an error', async () => {
    for (const q of ['program_id=abc', 'program_id=99999', 'teaching_language=klingon', 'city=atlantis', 'intake=2026-13', 'tag=nope', 'university_id=-4', 'major=Astrology']) {
      const r = await find(q);
      expect(r, q).toEqual({ items: [], total: 0, totalCapped: false, page: 1, perPage: 20, pageCount: 1 });
    }
  });

  it('sorts by fee, deadline and newest', async () => {
    expect(titles(await find('sort=fee-asc'))).toEqual([
      'Chinese Language Programme',
      'Computer Science and Technology',
      'International Business Administration',
      'Clinical Medicine (MBBS)',
    ]);
    expect(titles(await find('sort=fee-desc'))[0]).toBe('Clinical Medicine (MBBS)');
    expect(titles(await find('sort=deadline'))[0]).toBe('Clinical Medicine (MBBS)');
  });

  it('pages with per_page clamped to 10-60', async () => {
    const p = parseCourseFinderParams(new URLSearchParams('per_page=5&page=0'));
    expect(p.perPage).toBe(10);
    expect(p.page).toBe(1);
    expect(parseCourseFinderParams(new URLSearchParams('per_page=500')).perPage).toBe(60);
    const page2 = await listCourses({ perPage: 3, page: 2 });
    expect(page2.items).toHaveLength(1);
    expect(page2.total).toBe(4);
  });

  it('searches titles, university names (English and Chinese), cities and majors, case- and accent-insensitively', async () => {
    expect(titles(await find('key=computer'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=COMPUTER%20science'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=comp'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=tsinghua'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=' + encodeURIComponent('清华')))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=hangzhou')).sort()).toEqual(['Chinese Language Programme', 'Clinical Medicine (MBBS)', 'International Business Administration']);
    expect(titles(await find('key=medicine'))).toEqual(['Clinical Medicine (MBBS)']);
    expect(titles(await find('key=' + encodeURIComponent('Cómputer')))).toEqual(['Computer Science and Technology']);
  });

  it('tolerates small typos and ranks the best match first', async () => {
    expect(titles(await find('key=computr'))).toEqual(['Computer Science and Technology']);
    expect(titles(await find('key=tsingua'))[0]).toBe('Computer Science and Technology');
    // "business" matches a title and nothing else; "zhejiang" matches three courses by university.
    const r = await find('key=zhejiang%20business');
    expect(r.items[0].title).toBe('International Business Administration');
  });

  it('never finds disabled records by keyword', async () => {
    expect(titles(await find('key=hidden'))).toEqual([]);
    expect(titles(await find('key=closed'))).toEqual([]);
  });
});
