import { beforeAll, expect, it } from 'vitest';
import { courses } from '@/db/schema';
import { listCoursesCached } from '@/lib/catalogue/cache';
import { listCourses } from '@/lib/catalogue/finder';
import { parseCourseFinderParams } from '@/lib/catalogue/schemas';
import { resetSearchVocabulary } from '@/lib/catalogue/search';
import { describeEachDatabase } from '../helpers/db';
import { insertCatalogueFixture, type CatalogueFixture } from '../helpers/catalogue-fixtures';

/**
 * Issue 30, item 6 and issue 29: the words of a keyword that name a teaching language or a degree,
 * in any language of the site, act as those filters (or as the text they are), the other words
 * are searched as text, typos included (lib/catalogue/query-words.ts, lib/catalogue/finder.ts).
 */
const find = (query: string) => listCourses({ ...parseCourseFinderParams(new URLSearchParams(query)), perPage: 60 });
const key = (k: string) => find(`key=${encodeURIComponent(k)}`);
const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id).sort((a, b) => a - b);

describeEachDatabase('catalogue: teaching language and degree words in the keyword', ({ db }) => {
  let fx: CatalogueFixture;
  let chineseMbbs: number;
  let englishMbbs2: number;
  let tcm: number;
  let englishAll: number[];
  beforeAll(async () => {
    fx = await insertCatalogueFixture(db(), 'sw');
    // Beside the fixture's English-taught MBBS (Clinical Medicine (MBBS), Zhejiang) and its
    // English-taught Computer Science bachelor: a Chinese-taught MBBS, a second English-taught
    // one, and an English-taught bachelor in Traditional Chinese Medicine.
    const base = { universityId: fx.uni.tsinghua, durationYears: 6, intake: '2026-09', deadline: '2026-06-30' };
    const rows = await db()
      .insert(courses)
      .values([
        { ...base, slug: 'sw-mbbs-zh', title: 'Clinical Medicine MBBS (six years)', programId: fx.degree.MBBS, major: 'Medicine', teachingLanguage: 'chinese' },
        { ...base, slug: 'sw-mbbs-en', title: 'Medicine and Surgery (MBBS)', programId: fx.degree.MBBS, major: 'Medicine', teachingLanguage: 'english' },
        { ...base, slug: 'sw-tcm', title: 'Traditional Chinese Medicine', programId: fx.degree.Bachelor, major: 'Medicine', teachingLanguage: 'english' },
      ])
      .returning({ id: courses.id });
    [chineseMbbs, englishMbbs2, tcm] = rows.map((r) => r.id);
    englishAll = [fx.course.cs, fx.course.mbbs, englishMbbs2, tcm].sort((a, b) => a - b);
    resetSearchVocabulary();
  });

  it('finds the English-taught MBBS courses, not the Chinese-taught one, for the words students type in every language', async () => {
    const englishMbbs = [fx.course.mbbs, englishMbbs2].sort((a, b) => a - b);
    for (const k of ['MBBS english', 'mbbs in english', 'English-taught MBBS', 'MBBS taught in English', 'mbbs en anglais', 'MBBS на английском', 'MBBS بالإنجليزية', '英语授课MBBS']) {
      expect(ids(await key(k)), k).toEqual(englishMbbs);
    }
    // A key of a teaching language alone lists the courses taught in it (those of every degree).
    for (const k of ['english', 'anglais', 'английский', '英语', 'الإنجليزية']) {
      const r = await key(k);
      expect(ids(r), k).toEqual(englishAll);
      expect(r.total, k).toBe(4);
      expect(ids(r), k).not.toContain(chineseMbbs);
    }
    // Today the language filter found them; the keyword now agrees with it.
    expect(ids(await find('teaching_language=english'))).toEqual(englishAll);
  });

  it('names degrees by their words and abbreviations in every language', async () => {
    const mbbs = [fx.course.mbbs, chineseMbbs, englishMbbs2].sort((a, b) => a - b);
    for (const k of ['mbbs', 'MBBS', 'лечебное дело', '临床医学']) expect(ids(await key(k)), k).toEqual(mbbs);
    const bachelors = [fx.course.cs, tcm].sort((a, b) => a - b);
    for (const k of ['bachelor', 'BSc', 'licence', 'бакалавриат', '本科', 'بكالوريوس']) expect(ids(await key(k)), k).toEqual(bachelors);
    for (const k of ['masters', 'MSc', "master's", 'магистратура', '硕士', 'ماجستير']) expect(ids(await key(k)), k).toEqual([fx.course.business]);
    for (const k of ['chinese language', 'language course', 'cours de chinois', 'китайский язык', '汉语进修']) expect(ids(await key(k)), k).toEqual([fx.course.language]);
    // A narrow abbreviation: its degree AND its text or meaning (International Business Administration, a masters).
    expect(ids(await key('MBA'))).toEqual([fx.course.business]);
    // A degree word with other words: the words searched as text within the degree.
    expect(ids(await key('bachelor computer'))).toEqual([fx.course.cs]);
  });

  it('keeps text search for the other words, typos included, and combines with the URL filters', async () => {
    expect(ids(await key('clinical medicine english'))).toEqual([fx.course.mbbs]);
    expect(ids(await key('clinicl medicine in english'))).toEqual([fx.course.mbbs]);
    expect(ids(await key('zhejang mbbs'))).toEqual([fx.course.mbbs]);
    expect(ids(await find(`key=english&program_id=${fx.degree.MBBS}`))).toEqual([fx.course.mbbs, englishMbbs2].sort((a, b) => a - b));
    expect((await find('key=english&teaching_language=chinese')).total).toBe(0);
    // The /search page's courses (the cached finder) follow the same rule.
    const cached = await listCoursesCached({ ...parseCourseFinderParams(new URLSearchParams('key=MBBS%20english')), perPage: 6, page: 1 });
    expect(ids(cached)).toEqual([fx.course.mbbs, englishMbbs2].sort((a, b) => a - b));
  });

  it('matches a named word by its text too, ranking the courses that meet the words best first', async () => {
    // "chinese": the Chinese-taught medicine courses and the English-taught Traditional Chinese Medicine.
    const r = await key('chinese medicine');
    expect(ids(r)).toEqual([chineseMbbs, tcm].sort((a, b) => a - b));
    expect(r.items[0].id).toBe(tcm);
    // Two kinds of terms and a word: all three hold.
    expect(ids(await key('english medicine mbbs'))).toEqual([fx.course.mbbs, englishMbbs2].sort((a, b) => a - b));
  });

  it('searches a key that names nothing as before, and the whole key when its words find nothing', async () => {
    // Glue alone is a word like any other ("in" begins International Business Administration).
    expect(ids(await key('in'))).toEqual([fx.course.business]);
    expect(ids(await key('computer science'))).toEqual([fx.course.cs]);
    // "Chinese Language Programme" is the language course's title: found by its degree.
    expect(ids(await key('Chinese Language Programme'))).toEqual([fx.course.language]);
  });
});
