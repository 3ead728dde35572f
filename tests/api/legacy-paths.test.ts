import { describe, expect, inject, it } from 'vitest';
import { legacyPaths } from '@/lib/http/legacy-paths';

/** Each plain seed path form answers 308 to its canonical page, from the proxy (no route file). */
const baseUrl = inject('baseUrl');
const plain = legacyPaths.filter((p) => p.to && p.from !== '/universitylist');

describe('seed path forms', () => {
  it('covers the role areas', () => {
    expect(plain.length).toBeGreaterThan(40);
  });

  it.each(plain.map((p) => [p.from, p] as const))('%s', async (from, entry) => {
    const res = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
    await res.body?.cancel();
    expect(res.status).toBe(308);
    const expected = entry.param ? entry.fallback : entry.to;
    expect(res.headers.get('location')).toBe(expected);
  });

  it('puts the query-form id into the path and keeps the other parameters', async () => {
    const res = await fetch(`${baseUrl}/admin/update-university?id=7&tab=fees`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/admin/universities/7/edit?tab=fees');
    const detail = await fetch(`${baseUrl}/admin/application-view?id=3`, { redirect: 'manual' });
    expect(detail.headers.get('location')).toBe('/admin/applications/3');
  });

  it('answers with a trailing slash too (the proxy takes the slash off first)', async () => {
    const res = await fetch(`${baseUrl}/employer-profile/`, { redirect: 'manual' });
    expect(res.status).toBe(308);
    const next = await fetch(new URL(res.headers.get('location')!, baseUrl), { redirect: 'manual' });
    expect(next.status).toBe(308);
    expect(next.headers.get('location')).toBe('/employer/profile');
  });
});
