import { describe, expect, inject, it } from 'vitest';

/**
 * The job side's anonymous lists (legacy jobs client): GET anonymous/job-list/ and
 * GET anonymous/category/{id}/jobs/, with and without the trailing slash (no redirect), in the
 * page envelope { count, next, previous, results }, paged by page and per_page / page_size
 * (default 20, at most 60), items in the old board's job shape.
 */
const baseUrl = inject('baseUrl');

interface Envelope {
  count: number;
  next: string | null;
  previous: string | null;
  results: Record<string, unknown>[];
}

async function getJson(path: string): Promise<{ status: number; body: Envelope; headers: Headers }> {
  const res = await fetch(baseUrl + path, { redirect: 'manual' });
  return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
}

const jobKeys = ['id', 'uuid', 'job_title', 'location', 'expire_date', 'salary_range', 'status', 'category', 'recruiter', 'job_nature', 'salary_type'];

describe('GET /api/anonymous/job-list', () => {
  for (const path of ['/api/anonymous/job-list', '/api/anonymous/job-list/']) {
    it(`${path} answers 200 without a redirect: { count, next, previous, results } of approved, open jobs`, async () => {
      const { status, body, headers } = await getJson(path);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/application\/json/);
      expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
      expect(body.count).toBeGreaterThan(0);
      expect(body.previous).toBeNull();
      expect(body.results.length).toBe(Math.min(20, body.count));
      const today = new Date().toISOString().slice(0, 10);
      for (const job of body.results) {
        for (const k of jobKeys) expect(job, k).toHaveProperty(k);
        expect(job.status).toBe('approved');
        expect(job.expire_date === null || String(job.expire_date) >= today).toBe(true);
        expect(job).not.toHaveProperty('age');
        expect(job).not.toHaveProperty('age_range');
        expect(Array.isArray(job.salary_range)).toBe(true);
      }
    });
  }

  it('pages with page and per_page (or page_size); next and previous link the neighbours; at most 60', async () => {
    const all = (await getJson('/api/anonymous/job-list/?per_page=60')).body;
    expect(all.results.length).toBe(Math.min(60, all.count));
    const first = (await getJson('/api/anonymous/job-list/?page=1&per_page=2')).body;
    expect(first.results).toHaveLength(2);
    expect(first.results.map((j) => j.uuid)).toEqual(all.results.slice(0, 2).map((j) => j.uuid));
    expect(first.next).toMatch(/\/api\/anonymous\/job-list\/\?page=2&per_page=2$/);
    const second = (await getJson('/api/anonymous/job-list/?page=2&page_size=2')).body;
    expect(second.results.map((j) => j.uuid)).toEqual(all.results.slice(2, 4).map((j) => j.uuid));
    expect(second.previous).toMatch(/page=1/);
    const big = (await getJson('/api/anonymous/job-list/?per_page=500')).body;
    expect(big.results.length).toBe(Math.min(60, big.count));
    // Past the end: an empty page, next null.
    const past = (await getJson('/api/anonymous/job-list/?page=9999')).body;
    expect(past.results).toEqual([]);
    expect(past.next).toBeNull();
    expect(past.count).toBe(all.count);
    // Nonsense paging falls back to the defaults.
    const odd = await getJson('/api/anonymous/job-list/?page=abc&per_page=-1');
    expect(odd.status).toBe(200);
    expect(odd.body.results.length).toBe(Math.min(20, odd.body.count));
  });

  it('takes the public search parameters too', async () => {
    const { body } = await getJson('/api/anonymous/job-list/?q=zz-no-such-job-anywhere');
    expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('GET /api/anonymous/category/{id}/jobs', () => {
  for (const path of ['/api/anonymous/category/44/jobs', '/api/anonymous/category/44/jobs/']) {
    it(`${path} answers 200 without a redirect with that category's jobs only`, async () => {
      const { status, body } = await getJson(path);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
      expect(body.count).toBeGreaterThan(0);
      for (const job of body.results) expect((job.category as { id: number }).id).toBe(44);
    });
  }

  it('pages the same way', async () => {
    const { body } = await getJson('/api/anonymous/category/44/jobs/?per_page=1');
    expect(body.results).toHaveLength(1);
    if (body.count > 1) expect(body.next).toMatch(/\/api\/anonymous\/category\/44\/jobs\/\?per_page=1&page=2$/);
  });

  it('an unknown category answers 404; the category list still answers', async () => {
    for (const path of ['/api/anonymous/category/999999/jobs/', '/api/anonymous/category/abc/jobs/']) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(404);
    }
    expect((await fetch(`${baseUrl}/api/anonymous/job-category/`)).status).toBe(200);
  });
});
