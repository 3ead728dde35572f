import { describe, expect, it } from 'vitest';
import { resolveAccess } from '@/lib/auth/access';
import { buildRoutes } from './build-routes';

/**
 * Every page and route handler of the build has an entry in the access table (lib/auth/access.ts):
 * a route added without one fails here, so nobody can add a page or endpoint and forget who may
 * open it. (tests/api/access-walk.test.ts then checks that each guarded one behaves as written.)
 */
describe('access table against the build', () => {
  const routes = buildRoutes();

  it('reads the build output', () => {
    const paths = routes.map((r) => r.route);
    expect(paths).toContain('/admin/users');
    expect(paths).toContain('/student/dashboard');
    expect(paths).toContain('/api/auth/login');
  });

  it('has an access entry for every route of the build', () => {
    const missing = routes.filter((r) => !resolveAccess(r.route)).map((r) => `${r.route} (${r.entry})`);
    expect(missing, `routes without an entry in lib/auth/access.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('guards every page of the role areas', () => {
    for (const r of routes.filter((x) => /^\/(admin|student|employer|candidate)\//.test(x.route) && x.route !== '/admin/login')) {
      const match = resolveAccess(r.route);
      // No exceptions: the seed path forms (`/admin-dashboard` …) are answered by the proxy, not by routes here.
      expect(match?.rule, r.route).not.toBe('public');
    }
  });
});
