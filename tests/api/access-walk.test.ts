import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isAdminOnly, isAllowed, resolveAccess, rolesOf, type AccessRule } from '@/lib/auth/access';
import { roles, type Role } from '@/lib/auth/actor';
import { DEMO_PASSWORD, demoAccounts, signIn, type SignedIn } from '../helpers/auth';
import { buildRoutes, samplePath } from './build-routes';

/**
 * Walks every guarded page and endpoint of the build as a visitor and as each role, and accepts
 * only the answers the access table allows:
 * - pages: a visitor is redirected to the right login with `callbackUrl`; an allowed role gets the
 *   page (200, or 404 for a record that does not exist, or a redirect that is not to a login page;
 *   a page without a dynamic segment is a 200 for the first role of its entry);
 *   any other role gets the 403 "not allowed" page;
 * - endpoints: for every method the endpoint answers (its OPTIONS `Allow`), 401 for a visitor and
 *   403 for another role (a 405 is no refusal), and an answer that is neither of those nor a 5xx
 *   for an allowed role (GET only: nothing is changed).
 * Dynamic segments get ids no record has, so no real record is read or written; a `[userId]`
 * segment names the caller (another user's id is a 403 by rule), so a signed-in role walks it with
 * its own id.
 */
const baseUrl = inject('baseUrl');
type Who = Role | 'visitor';
const everyone: Who[] = ['visitor', ...roles];
const sessions = {} as Record<Role, SignedIn>;
const userIds = {} as Record<Role, number>;

const loginPaths = new Set(['/login', '/admin/login']);
const isRedirect = (s: number) => s === 301 || s === 302 || s === 303 || s === 307 || s === 308;

const routes = buildRoutes()
  .map((r) => ({ ...r, match: resolveAccess(r.route) }))
  .filter((r): r is typeof r & { match: { key: string; rule: Exclude<AccessRule, 'public'> } } => !!r.match && r.match.rule !== 'public');

beforeAll(async () => {
  for (const role of roles) sessions[role] = await signIn(baseUrl, demoAccounts[role], DEMO_PASSWORD);
  for (const role of roles) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts[role], password: DEMO_PASSWORD }),
    });
    userIds[role] = ((await res.json()) as { user: { id: number } }).user.id;
  }
}, 120_000);

/** The sample path as `who` walks it: their own id in a `[userId]` segment. */
const samplePathFor = (route: string, who: Who) => samplePath(who === 'visitor' ? route : route.replaceAll('[userId]', String(userIds[who])));

async function get(path: string, who: Who, init: RequestInit = {}, auth: 'cookie' | 'token' = 'cookie'): Promise<Response> {
  const headers = new Headers(init.headers);
  if (who !== 'visitor') {
    if (auth === 'cookie') headers.set('cookie', sessions[who].cookie);
    else headers.set('authorization', `Bearer ${sessions[who].token}`);
  }
  return fetch(baseUrl + path, { ...init, headers, redirect: 'manual' });
}

describe('guarded pages', () => {
  const pages = routes.filter((r) => r.kind === 'page');

  it('finds the guarded pages of the build', () => {
    expect(pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/admin/users', '/student/dashboard', '/change-password']));
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s', async (_route, page) => {
    const path = samplePath(page.route);
    const problems: string[] = [];
    for (const who of everyone) {
      const res = await get(path, who);
      const location = res.headers.get('location');
      const target = location ? new URL(location, baseUrl) : null;
      const body = res.status === 403 || res.status >= 500 ? await res.text() : (await res.body?.cancel(), '');
      const seen = `${res.status}${location ? ` → ${location}` : ''}`;
      if (who === 'visitor') {
        const login = isAdminOnly(page.match.rule) ? '/admin/login' : '/login';
        const ok = isRedirect(res.status) && target?.pathname === login && target.searchParams.get('callbackUrl') === path;
        if (!ok) problems.push(`visitor: expected a redirect to ${login}?callbackUrl=${path}, got ${seen}`);
      } else if (isAllowed(page.match.rule, who)) {
        // /change-password sends each role on to its own page (the test below).
        const mustOpen = !page.route.includes('[') && page.route !== '/change-password' && who === rolesOf(page.match.rule)[0];
        const ok = mustOpen
          ? res.status === 200
          : res.status === 200 || res.status === 404 || (isRedirect(res.status) && !loginPaths.has(target?.pathname ?? ''));
        if (!ok) problems.push(`${who} (allowed${mustOpen ? ', its own page' : ''}): got ${seen}`);
      } else {
        // Next renders the 403 page's markup from its RSC payload (the HTML body of an interrupted
        // render is an empty shell: vercel/next.js#62228), so look for its heading in the payload.
        const ok = res.status === 403 && body.includes('You are not allowed to open this page');
        if (!ok) problems.push(`${who} (not allowed): expected the 403 page, got ${seen}`);
      }
    }
    expect(problems, `${page.route} (${page.match.key})`).toEqual([]);
  });

  it('sends /change-password on to each role’s own page', async () => {
    for (const role of roles) {
      const res = await get('/change-password', role);
      expect(isRedirect(res.status), role).toBe(true);
      expect(new URL(res.headers.get('location')!, baseUrl).pathname).toBe(`/${role}/change-password`);
    }
  });

  it('keeps the query of the page in callbackUrl', async () => {
    const res = await get('/checkout?application_id=12', 'visitor');
    const target = new URL(res.headers.get('location')!, baseUrl);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('callbackUrl')).toBe('/checkout?application_id=12');
  });

  it('does not treat an invalid session cookie as signed in', async () => {
    const res = await fetch(`${baseUrl}/student/dashboard`, { headers: { cookie: 'next-auth.session-token=not-a-token' }, redirect: 'manual' });
    expect(isRedirect(res.status)).toBe(true);
    expect(new URL(res.headers.get('location')!, baseUrl).pathname).toBe('/login');
  });
});

describe('guarded endpoints', () => {
  const endpoints = routes.filter((r) => r.kind === 'route');

  it('finds the guarded endpoints of the build', () => {
    expect(endpoints.map((e) => e.route)).toEqual(expect.arrayContaining(['/api/access/change_password', '/api/admin/university/[id]']));
  });

  /** The methods an endpoint answers, from the build itself (Next answers OPTIONS with `Allow`). */
  async function methodsOf(route: string): Promise<string[]> {
    const res = await fetch(baseUrl + samplePath(route), { method: 'OPTIONS' });
    await res.body?.cancel();
    const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim().toUpperCase());
    return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => allow.includes(m));
  }

  it.each(endpoints.map((e) => [e.route, e] as const))('%s', async (_route, endpoint) => {
    const problems: string[] = [];
    const methods = await methodsOf(endpoint.route);
    // Every endpoint answers at least one method; a 405 would otherwise pass for a refusal.
    expect(methods, `${endpoint.route}: no method in its Allow header`).not.toEqual([]);
    for (const who of everyone) {
      const path = samplePathFor(endpoint.route, who);
      const allowed = who !== 'visitor' && isAllowed(endpoint.match.rule, who);
      // An allowed role only reads (GET): nothing is changed. The others try every method the
      // endpoint answers, and must be stopped first: a 405 is no refusal.
      for (const method of allowed ? methods.filter((m) => m === 'GET') : methods) {
        const res = await get(path, who, method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' }, body: '{}' }, 'token');
        await res.body?.cancel();
        const seen = `${method} → ${res.status}`;
        if (who === 'visitor') {
          if (res.status !== 401) problems.push(`visitor: expected 401, got ${seen}`);
        } else if (!allowed) {
          if (res.status !== 403) problems.push(`${who} (not allowed): expected 403, got ${seen}`);
        } else if (res.status === 401 || res.status === 403 || res.status >= 500) {
          problems.push(`${who} (allowed): got ${seen}`);
        }
      }
    }
    expect(problems, `${endpoint.route} (${endpoint.match.key})`).toEqual([]);
  });

  it('accepts the session cookie as well as the bearer token', async () => {
    expect(endpoints.find((e) => e.route === '/api/access/change_password')).toBeDefined();
    for (const auth of ['cookie', 'token'] as const) {
      const res = await get('/api/access/change_password', 'student', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, auth);
      await res.body?.cancel();
      expect([400, 422], auth).toContain(res.status);
    }
  });
});
