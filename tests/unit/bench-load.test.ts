import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, runLoad, type LoadData } from '../bench/load';

/**
 * The bench's load run (tests/bench/load.ts) judges every answer: here against a small fake server
 * that answers 500 for the home page, 429 for registration and a page where JSON is expected, the
 * run counts each as an error (the 5xx and the 429 apart), records the request (without the
 * password) and the answer, and stops by itself when its minutes are up.
 */
const data: LoadData = {
  universities: [{ id: 1, slug: 'uni-a', name: 'Uni A' }],
  courses: [{ id: 1, slug: 'course-a', title: 'Course of study', university_id: 1, program_id: 1, teaching_language: 'english' }],
  keywords: ['course'],
  employers: [{ email: 'employer@example.test', jobs: ['00000000-0000-4000-8000-000000000000'] }],
  employerPassword: 'x',
  admins: [{ email: 'admin@example.test', password: 'x' }],
  jobCategory: 1,
};
const ids = Object.fromEntries(['recordPaymentReferenceAction', 'reviewMoveAction', 'requestAgainAction', 'confirmPaymentAction', 'moveStageAction'].map((k) => [k, `id-${k}`]));

describe('the bench load run', () => {
  let server: http.Server;
  let base = '';
  const seen: { method: string; url: string; forwardedFor: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', forwardedFor: String(req.headers['x-forwarded-for'] ?? '') });
      req.resume();
      if (req.url === '/') {
        res.statusCode = 500;
        res.end('Internal Server Error');
      } else if (req.url?.startsWith('/api/auth/register')) {
        res.statusCode = 429;
        res.setHeader('content-type', 'application/json');
        res.end('{"message":"Too many attempts"}');
      } else {
        res.setHeader('content-type', 'text/html');
        res.end('<html><body>a page</body></html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the crowd of 50 is 20 students, 5 admins, 5 employers, 10 job seekers and 10 visitors; a small one has each role', () => {
    expect(crowd(50)).toEqual({ student: 20, admin: 5, employer: 5, seeker: 10, visitor: 10 });
    const small = crowd(5);
    expect(Object.values(small).reduce((a, b) => a + b, 0)).toBe(5);
    for (const n of Object.values(small)) expect(n).toBeGreaterThanOrEqual(1);
  });

  it('counts a 500, a 429 and a wrong shape as errors, with the request and the answer, and stops by itself', async () => {
    const started = Date.now();
    const report = await runLoad({
      base,
      users: 5,
      minutes: 0.15,
      warmupMinutes: 0.05,
      thinkMin: 0.05,
      thinkMax: 0.1,
      dataDir: '/nonexistent',
      distDir: '/nonexistent',
      actionIds: ids,
      data,
      rss: () => 100,
      serverAlive: () => true,
      say: () => {},
    });
    expect(Date.now() - started).toBeLessThan(0.15 * 60_000 + 60_000);
    expect(report.requests).toBe(seen.length);
    expect(report.status5xx).toBeGreaterThan(0);
    expect(report.status429).toBeGreaterThan(0);
    expect(report.errors).toBeGreaterThan(report.status5xx + report.status429);
    const home = report.firstErrors.find((e) => e.request === 'GET /');
    expect(home).toMatchObject({ action: 'browse: home', status: 500, answer: 'Internal Server Error' });
    const register = report.firstErrors.find((e) => e.status === 429)!;
    expect(register.request).toMatch(/^POST \/api\/auth\/register /);
    expect(register.request).not.toMatch(/Lantern-river/);
    expect(report.firstErrors.some((e) => e.status === '200, not JSON')).toBe(true);
    expect(report.actions.find((a) => a.action === 'browse: home')?.errors).toBeGreaterThan(0);
    // Each simulated person its own address.
    expect(new Set(seen.map((s) => s.forwardedFor)).size).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('calls nothing but 127.0.0.1', async () => {
    await expect(
      runLoad({ base: 'http://example.com', users: 5, minutes: 0.1, warmupMinutes: 0, thinkMin: 0, thinkMax: 0, dataDir: '', distDir: '', actionIds: ids, data, rss: () => 0, serverAlive: () => true, say: () => {} }),
    ).rejects.toThrow(/127\.0\.0\.1/);
  });
});
