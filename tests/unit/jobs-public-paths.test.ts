import { describe, expect, it } from 'vitest';
import { jobsInternalRewrite } from '@/lib/jobs/public-paths';

/** The proxy renders the unfiltered job list's pages from the cached internal route, by the address alone. */
describe('jobsInternalRewrite', () => {
  const rewrite = (path: string, query = '') => jobsInternalRewrite(path, new URLSearchParams(query));

  it('rewrites /jobs and /jobs?page=N (N up to the cached pages) to /internal/jobs/N', () => {
    expect(rewrite('/jobs')).toBe('/internal/jobs/1');
    expect(rewrite('/jobs', 'page=2')).toBe('/internal/jobs/2');
    expect(rewrite('/jobs', '_rsc=abc')).toBe('/internal/jobs/1');
    expect(rewrite('/jobs', 'page=100')).toBe('/internal/jobs/100');
  });

  it('leaves searches, filters, sorts, sizes, odd pages and other paths to render per request', () => {
    for (const q of ['q=nurse', 'category=44', 'sort=salary', 'per_page=30', 'page=0', 'page=abc', 'page=101', 'page=1&page=2', 'type=']) {
      expect(rewrite('/jobs', q), q).toBeNull();
    }
    expect(rewrite('/jobs/category/44')).toBeNull();
    expect(rewrite('/jobsx')).toBeNull();
  });
});
