import { beforeAll, describe, expect, inject, it } from 'vitest';
import { resolveAccess, rolesOf } from '@/lib/auth/access';
import { roles, type Role } from '@/lib/auth/actor';
import { placeholders } from '@/lib/placeholders';
import { DEMO_PASSWORD, demoAccounts, sessionCookie } from '../helpers/auth';
import { buildRoutes } from './build-routes';

/**
 * Over HTTP, as each page's own role: every page listed in lib/placeholders.ts shows the "coming
 * soon" notice for its own path, and every other guarded page shows none.
 */
const baseUrl = inject('baseUrl');
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of roles) cookies[role] = await sessionCookie(baseUrl, demoAccounts[role], DEMO_PASSWORD);
}, 120_000);

const guardedPages = buildRoutes()
  .filter((r) => r.kind === 'page' && !r.route.includes('['))
  .map((r) => ({ route: r.route, rule: resolveAccess(r.route)?.rule }))
  .filter((r) => r.rule && r.rule !== 'public' && r.route !== '/change-password');

describe('coming-soon notices', () => {
  it('knows every listed page from the build', () => {
    const built = new Set(guardedPages.map((p) => p.route));
    for (const listed of Object.keys(placeholders)) expect(built.has(listed), `${listed} is listed but not built`).toBe(true);
  });

  it.each(guardedPages.map((p) => [p.route, p] as const))('%s', async (route, page) => {
    const role = rolesOf(page.rule!)[0];
    const res = await fetch(baseUrl + route, { headers: { cookie: cookies[role] }, redirect: 'manual' });
    expect(res.status, `${route} as ${role}`).toBe(200);
    const html = await res.text();
    const notices = [...html.matchAll(/data-coming-soon="([^"]+)"/g)].map((m) => m[1]);
    if (route in placeholders) expect(notices, route).toEqual([route]);
    else expect(notices, `${route} shows a coming-soon notice but is not in lib/placeholders.ts`).toEqual([]);
  });
});
