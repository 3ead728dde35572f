import { describe, expect, it } from 'vitest';
import { courseFilterKey, isEmptyPageKey, listPageKey, pageKey, PAST_LAST_PAGE, UNKNOWN_FILTER, universityFilterKey, type KnownFilterValues } from '@/lib/catalogue/cache-keys';
import { parseCourseFinderParams, parseUniversityListParams } from '@/lib/catalogue/schemas';

const known: KnownFilterValues = {
  degreeIds: new Set([1, 2, 3]),
  universityIds: new Set([10, 11]),
  citySlugs: new Set(['beijing', 'hangzhou']),
  provinceSlugs: new Set(['zhejiang']),
  intakes: new Set(['2026-09', '2027-03']),
};

/** The page key the course cache uses for a URL, given the filters' page count. */
function courseKey(query: string, pageCount: number, majors?: string[]): string {
  const p = parseCourseFinderParams(new URLSearchParams(query));
  return listPageKey(courseFilterKey(p, known, majors), { sort: p.sort, perPage: p.perPage, page: p.page, pageCount });
}

function universityKey(query: string, pageCount: number): string {
  const p = parseUniversityListParams(new URLSearchParams(query));
  return listPageKey(universityFilterKey(p, known), { perPage: p.perPage, page: p.page, pageCount });
}

describe('catalogue cache keys are bounded whatever a visitor types', () => {
  it('pages past the last page share one key (courses and universities)', () => {
    expect(courseKey('program_id=1&page=7', 3)).toBe(courseKey('program_id=1&page=499', 3));
    expect(courseKey('program_id=1&page=4', 3)).toBe(courseKey('program_id=1&page=100000', 3));
    expect(isEmptyPageKey(courseKey('program_id=1&page=4', 3))).toBe(true);
    expect(universityKey('city=beijing&page=2', 1)).toBe(universityKey('city=beijing&page=300', 1));
    expect(isEmptyPageKey(universityKey('city=beijing&page=2', 1))).toBe(true);
  });

  it('real pages keep their own keys', () => {
    expect(courseKey('program_id=1&page=2', 3)).not.toBe(courseKey('program_id=1&page=3', 3));
    expect(isEmptyPageKey(courseKey('program_id=1&page=3', 3))).toBe(false);
    expect(courseKey('program_id=1', 3)).not.toBe(courseKey('program_id=2', 3));
    expect(pageKey(3, 3)).toBe(3);
    expect(pageKey(4, 3)).toBe(PAST_LAST_PAGE);
  });

  it.each([
    ['program_id=999', 'program_id=12345'],
    ['university_id=77', 'university_id=abc'],
    ['city=atlantis', 'city=el-dorado'],
    ['province=nowhere', 'city=atlantis&province=zhejiang'],
    ['intake=1999-01', 'intake=2026-13'],
    ['teaching_language=klingon', 'tag=nope'],
    ['city=atlantis&page=3', 'program_id=999&sort=fee-asc&per_page=60&page=12'],
  ])('unknown filters share one key: %s and %s', (a, b) => {
    expect(courseKey(a, 5)).toBe(UNKNOWN_FILTER);
    expect(courseKey(b, 5)).toBe(UNKNOWN_FILTER);
  });

  it('an unknown major (it resolved to nothing) is an unknown filter; known spellings share a key', () => {
    expect(courseKey('major=astrology', 5, [])).toBe(UNKNOWN_FILTER);
    expect(courseKey('major=it', 5, ['IT'])).toBe(courseKey('major=IT', 5, ['IT']));
  });

  it('unknown university filters share one key', () => {
    expect(universityKey('city=atlantis', 5)).toBe(UNKNOWN_FILTER);
    expect(universityKey('province=nowhere&page=4', 5)).toBe(UNKNOWN_FILTER);
    expect(universityKey('type=castle', 5)).toBe(UNKNOWN_FILTER);
    expect(universityKey('city=hangzhou', 5)).not.toBe(UNKNOWN_FILTER);
  });
});
