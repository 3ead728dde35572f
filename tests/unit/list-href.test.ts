import { describe, expect, it } from 'vitest';
import { listHref, PER_PAGE_DEFAULT } from '@/lib/http/page';

describe('listHref (every list page builds its links with it)', () => {
  it('leaves out empty values and defaults; per_page and page come last', () => {
    expect(listHref('/admin/employers', { q: '', page: 1, per_page: PER_PAGE_DEFAULT })).toBe('/admin/employers');
    expect(listHref('/admin/employers', { page: 3, per_page: 40, q: 'acme ltd' })).toBe('/admin/employers?q=acme+ltd&per_page=40&page=3');
    expect(listHref('/candidates', { skill: 'Excel', city: null, category: 7, page: 2, per_page: PER_PAGE_DEFAULT })).toBe('/candidates?skill=Excel&category=7&page=2');
  });

  it('a list’s own defaults are left out too', () => {
    expect(listHref('/admin/direct-hire', { q: '', status: 'all', page: 1, per_page: 20 }, { status: 'all' })).toBe('/admin/direct-hire');
    expect(listHref('/admin/direct-hire', { q: '', status: 'new', page: 1, per_page: 20 }, { status: 'all' })).toBe('/admin/direct-hire?status=new');
    expect(listHref('/admin/job-categories', { q: 'it', sort: 'name', dir: 'desc', page: 1, per_page: 20 }, { sort: 'name', dir: 'asc' })).toBe('/admin/job-categories?q=it&dir=desc');
  });
});
