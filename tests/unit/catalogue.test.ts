import { describe, expect, it } from 'vitest';
import { formatCny, formatCount, formatDate, formatDay, formatDuration, formatLanguageName, formatMoment, formatMonth, isoDuration } from '@/components/catalogue/format';
import { courseJsonLd, universityJsonLd, websiteJsonLd } from '@/components/catalogue/structured-data';
import { renderMessage } from '@/lib/i18n/catalogue';
import {
  courseFinderQuery,
  legacyCourseFilterSchema,
  parseCourseFinderParams,
  parseCourseTag,
  parseUniversityListParams,
  universityUpdateSchema,
} from '@/lib/catalogue/schemas';
import { keyWords, trigrams } from '@/lib/catalogue/search';

describe('course finder parameters', () => {
  const parse = (q: string) => parseCourseFinderParams(new URLSearchParams(q));

  it('reads every parameter, with mejor as an alias of major', () => {
    expect(parse('key=%20computer%20%20science%20&program_id=2&teaching_language=English&mejor=IT&university_id=7&province=Zhejiang&city=hangzhou&intake=2026-09&tag=top-picks&sort=fee-asc&page=3&per_page=30')).toEqual({
      key: 'computer science',
      programId: 2,
      teachingLanguage: 'english',
      major: 'IT',
      universityId: 7,
      province: 'zhejiang',
      city: 'hangzhou',
      intake: '2026-09',
      tag: 'top-picks',
      sort: 'fee-asc',
      page: 3,
      perPage: 30,
    });
    expect(parse('major=Business&mejor=IT').major).toBe('Business');
  });

  it('clamps page and per_page, and defaults the sort to relevance with a key, newest without', () => {
    expect(parse('per_page=5').perPage).toBe(10);
    expect(parse('per_page=61').perPage).toBe(60);
    expect(parse('per_page=abc').perPage).toBe(20);
    expect(parse('page=0').page).toBe(1);
    // Any page: the list clamps a page past its last to its last.
    expect(parse('page=999999').page).toBe(999999);
    expect(parse('key=x').sort).toBe('relevance');
    expect(parse('').sort).toBe('newest');
    expect(parse('sort=relevance').sort).toBe('newest');
    expect(parse('sort=bogus&key=x').sort).toBe('relevance');
  });

  it('keeps unknown values as values that match nothing, never throws', () => {
    expect(parse('program_id=abc').programId).toBe(-1);
    expect(parse('teaching_language=klingon').teachingLanguage).toBe('invalid');
    expect(parse('intake=2026-13').intake).toBe('invalid');
    expect(parse('tag=nope').tag).toBe('invalid');
    expect(parse('key=&city=').key).toBeUndefined();
  });

  it('reads the seed tag labels too', () => {
    expect(parseCourseTag('Our Top Picks')).toBe('top-picks');
    expect(parseCourseTag('Most Popular')).toBe('most-popular');
    expect(parseCourseTag('top_ranked')).toBe('top-ranked');
    expect(parseCourseTag('x')).toBeUndefined();
  });

  it('writes a state back to URL parameters without defaults', () => {
    const p = parse('key=computer&city=beijing&teaching_language=english&page=2&per_page=20&sort=relevance');
    expect(courseFinderQuery(p).toString()).toBe('key=computer&teaching_language=english&city=beijing&page=2');
    expect(courseFinderQuery(parse('')).toString()).toBe('');
  });

  it('reads the university list parameters', () => {
    expect(parseUniversityListParams(new URLSearchParams('key=tsinghua&city=beijing&type=PRIVATE&scholarship=1&per_page=100'))).toEqual({
      key: 'tsinghua',
      city: 'beijing',
      province: undefined,
      type: 'private',
      scholarshipOpen: true,
      page: 1,
      perPage: 60,
    });
  });
});

describe('legacy course filter body', () => {
  it('treats empty strings as "not chosen" and coerces numeric strings', () => {
    expect(legacyCourseFilterSchema.parse({ key: '', program_id: '2', teaching_language: 'English', major: '', university_id: '' })).toEqual({
      key: undefined,
      program_id: 2,
      teaching_language: 'english',
      major: undefined,
      university_id: undefined,
    });
  });

  it('refuses a wrong type', () => {
    for (const body of [{ program_id: 'abc' }, { university_id: '1.5' }, { teaching_language: 'klingon' }, { key: { a: 1 } }, { program_id: -3 }]) {
      expect(legacyCourseFilterSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('university update input', () => {
  it('takes yuan and stores fen, flags as 1/0, and leaves out what is not sent', () => {
    expect(universityUpdateSchema.parse({ name: ' Fudan ', bachelor_fee: '25,000.50', scholarship_open: '1', status: 0, founded_year: '1905' })).toEqual({
      name: 'Fudan',
      bachelor_fee: 2_500_050,
      scholarship_open: true,
      status: false,
      founded_year: 1905,
    });
    expect(universityUpdateSchema.parse({ email: '', website: '' })).toEqual({ email: null, website: null });
  });

  it('reports bad values by field', () => {
    const r = universityUpdateSchema.safeParse({ founded_year: 'abc', email: 'x', type: 'castle', deadline: '2026-02-31x' });
    expect(r.success).toBe(false);
    const paths = [...new Set(r.error!.issues.map((i) => i.path.join('.')))].sort();
    expect(paths).toEqual(['deadline', 'email', 'founded_year', 'type']);
  });
});

describe('search helpers', () => {
  it('splits a key into lower-case, unaccented words', () => {
    expect(keyWords('  Cómputer-Science, ZHEJIANG!! ')).toEqual(['computer', 'science', 'zhejiang']);
    expect(keyWords('清华 大学')).toEqual(['清华', '大学']);
    expect(keyWords('!!!')).toEqual([]);
  });

  it('makes the trigrams pg_trgm makes', () => {
    expect([...trigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
  });
});

describe('display formats', () => {
  it('shows money in whole yuan, dates, months and durations', () => {
    expect(formatCny(2_500_000)).toBe('CNY 25,000');
    expect(formatCny(2_500_050)).toBe('CNY 25,000.50');
    expect(formatCny(null)).toBeNull();
    expect(formatDate('2026-08-20')).toBe('20 August 2026');
    expect(formatMonth('2026-09')).toBe('September 2026');
    expect(formatDuration(4)).toBe('4 years');
    expect(formatDuration(1)).toBe('1 year');
    expect(formatDuration(0.5)).toBe('6 months');
    // In the page's language: Intl's words and number shapes (issue 29); Arabic keeps Western digits.
    expect(formatDate('2026-08-20', 'fr')).toBe('20 août 2026');
    expect(formatMonth('2026-09', 'zh')).toBe('2026年9月');
    expect(formatDuration(4, 'ru')).toBe('4 года');
    expect(formatDuration(5, 'ru')).toBe('5 лет');
    expect(formatDuration(0.5, 'fr')).toBe('6\u00a0mois');
    expect(formatCny(2_500_000, 'fr')).toBe('25\u202f000\u00a0CNY');
    expect(formatCny(2_500_000, 'ar')).toMatch(/25,000/);
    expect(formatCount(12_345, true, 'ru')).toBe('12\u00a0345+');
    // A timestamp's day and moment, in UTC (the back office's dates, the timeline).
    const at = new Date('2026-03-05T23:30:00Z');
    expect(formatDay(at)).toBe('5 Mar 2026');
    expect(formatMoment(at)).toBe('5 Mar 2026, 23:30');
    expect(formatMoment(at, 'zh')).toBe('2026年3月5日 23:30');
    expect(formatDay(at, 'ru')).toBe('5 мар. 2026 г.');
    // A language's name in the page's language (the wizard's native languages); English keeps the list's name.
    expect(formatLanguageName('fa', 'Farsi')).toBe('Farsi');
    expect(formatLanguageName('fa', 'Farsi', 'fr')).toBe('Persan');
    expect(formatLanguageName('ar', 'Arabic', 'ru')).toBe('Арабский');
    expect(formatLanguageName('zz', 'Zed', 'fr')).toBe('Zed');
    expect(isoDuration(2.5)).toBe('P30M');
    expect(isoDuration(4)).toBe('P4Y');
  });
});

describe('structured data', () => {
  const base = 'https://zhiyuan.example';

  it('WebSite with a SearchAction to the course finder', () => {
    expect(websiteJsonLd(base)).toMatchObject({
      '@type': 'WebSite',
      url: `${base}/`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${base}/programs?key={search_term_string}` } },
    });
  });

  it('CollegeOrUniversity with name, url, logo, address and foundingDate', () => {
    const ld = universityJsonLd(
      { slug: 'tsinghua-university', name: 'Tsinghua University', nameZh: '清华大学', logo: 'thu-logo.svg', city: { name: 'Beijing' }, province: { name: 'Beijing' }, foundedYear: 1911 },
      base,
    );
    expect(ld).toMatchObject({
      '@type': 'CollegeOrUniversity',
      name: 'Tsinghua University',
      url: `${base}/universities/tsinghua-university`,
      logo: `${base}/image/university/thu-logo.svg`,
      foundingDate: '1911',
      address: { addressLocality: 'Beijing', addressRegion: 'Beijing', addressCountry: 'CN' },
    });
  });

  it('Course with provider, offers, instance and credential; no offer without a tuition', () => {
    const input = {
      slug: 'thu-cs',
      title: 'Computer Science',
      description: null,
      teachingLanguage: 'english' as const,
      durationYears: 4,
      intake: '2026-09',
      deadline: '2026-06-30',
      tuitionMinor: 3_000_000,
      degree: { name: 'Bachelor', type: 'Bachelor' as const },
      university: { slug: 'tsinghua-university', name: 'Tsinghua University', logo: null },
    };
    const ld = courseJsonLd(input, base);
    // Our own words are message tokens (<JsonLd> renders them): their English words.
    expect(renderMessage(String(ld.description))).toBe('Computer Science: a Bachelor programme at Tsinghua University, taught in English.');
    expect(renderMessage(String(ld.educationalCredentialAwarded))).toBe("Bachelor's degree");
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Computer Science',
      description: expect.stringContaining('Tsinghua University'),
      provider: { '@type': 'CollegeOrUniversity', name: 'Tsinghua University', url: `${base}/universities/tsinghua-university` },
      offers: [{ '@type': 'Offer', category: 'Paid', price: 30000, priceCurrency: 'CNY' }],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Onsite', courseWorkload: 'P4Y', inLanguage: 'en' }],
    });
    expect(courseJsonLd({ ...input, tuitionMinor: null }, base).offers).toBeUndefined();
  });
});
