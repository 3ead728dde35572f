import { describe, expect, it } from 'vitest';
import { adminUniversityListSchema } from '@/lib/catalogue/schemas';

describe('the admin universities list URL', () => {
  it('defaults to every university by name, page 1 of 20', () => {
    expect(adminUniversityListSchema.parse({})).toEqual({ q: undefined, sort: 'name', dir: 'asc', status: 'all', page: 1, per_page: 20 });
  });

  it('keeps known values and trims the search', () => {
    expect(adminUniversityListSchema.parse({ q: '  Zhejiang ', sort: 'applications', status: 'disabled', page: '3', per_page: '40' })).toEqual({
      q: 'Zhejiang',
      sort: 'applications',
      dir: 'desc',
      status: 'disabled',
      page: 3,
      per_page: 40,
    });
  });

  it('never fails: unknown sort or status fall back, the page size is clamped to 10..60', () => {
    expect(adminUniversityListSchema.parse({ q: '   ', sort: 'evil', status: 'gone', per_page: '5' })).toMatchObject({ q: undefined, sort: 'name', status: 'all', per_page: 10 });
    expect(adminUniversityListSchema.parse({ per_page: '500', page: 'x' })).toMatchObject({ per_page: 60, page: 1 });
  });
});
