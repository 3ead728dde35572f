import { describe, expect, inject, it } from 'vitest';

/**
 * Every response carries the security headers (set by the launcher's front door): the page policy
 * on every kind of page, the empty policy on every kind of JSON answer, and the common headers on
 * both, static files and the launcher's own 413 included.
 */
const baseUrl = inject('baseUrl');

const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectCommon(headers: Headers, what: string) {
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  // Local mode over http: no HSTS (production over https sends it; see the launcher test).
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

function expectPagePolicy(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  for (const part of PAGE_CSP) expect(csp, what).toContain(part);
  // A production build never allows eval, and a per-request nonce would make cached pages dynamic.
  expect(csp, what).not.toContain('unsafe-eval');
  expect(csp, what).not.toContain('nonce-');
  expectCommon(headers, what);
}

function expectJsonPolicy(headers: Headers, what: string) {
  expect(headers.get('content-type'), what).toMatch(/json/);
  expect(headers.get('content-security-policy'), what).toBe(JSON_CSP);
  expectCommon(headers, what);
}

const get = (path: string, init: RequestInit = {}) => fetch(baseUrl + path, { redirect: 'manual', ...init });

describe('security headers', () => {
  it.each([
    ['home', '/', 200],
    ['list', '/universities', 200],
    ['university detail', '/universities/tsinghua-university', 200],
    ['city page', '/cities/beijing', 200],
    ['sign-in page', '/login', 200],
    ['admin sign-in page', '/admin/login', 200],
    ['not-found page', '/no-such-page-here', 404],
    ['unknown university (the proxy’s 404)', '/universities/no-such-university-here', 404],
  ])('page: %s', async (_name, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expectPagePolicy(res.headers, path);
  });

  it('page: a dashboard redirect to sign-in', async () => {
    const res = await get('/student/dashboard');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/login/);
    expectPagePolicy(res.headers, '/student/dashboard');
  });

  it('the same policy on every request: public pages stay cacheable', async () => {
    const first = (await get('/universities/tsinghua-university')).headers.get('content-security-policy');
    const second = (await get('/universities/tsinghua-university')).headers.get('content-security-policy');
    expect(first).toBe(second);
  });

  it.each([
    ['a list', '/api/web/university/list', 'GET', 200],
    ['one record', '/api/web/degree', 'GET', 200],
    ['an unknown record', '/api/web/university/999999999', 'GET', 404],
    ['an admin endpoint without a session', '/api/admin/university/1', 'POST', 401],
  ])('JSON: %s', async (_name, path, method, status) => {
    const res = await get(path, { method });
    expect(res.status).toBe(status);
    expectJsonPolicy(res.headers, `${method} ${path}`);
  });

  it('JSON: a refused sign-in and a refused form', async () => {
    const login = await get('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }) });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expectJsonPolicy(login.headers, 'POST /api/auth/login');
    const contact = await get('/api/anonymous/direct-message/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(contact.status).toBe(422);
    expectJsonPolicy(contact.headers, 'POST /api/anonymous/direct-message/');
  });

  it("JSON: the launcher's own 413", async () => {
    const res = await get('/api/anonymous/direct-message/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expectJsonPolicy(res.headers, '413');
  });

  it('static files and robots carry the common headers', async () => {
    const html = await (await get('/')).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const path of [script!, '/robots.txt']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectCommon(res.headers, path);
      expect(res.headers.get('content-security-policy'), path).toBeTruthy();
    }
  });
});
