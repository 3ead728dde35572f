import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, signIn } from '../helpers/auth';
import { buildRoutes } from './build-routes';

/**
 * A page or file path whose percent escapes do not decode (`%ZZ`, a lone `%`, half a UTF-8
 * character) names nothing: every dynamic path answers the not-found page, 404, with the page in
 * the HTML, to a visitor and to a signed-in user alike (Next would otherwise answer 500 when it
 * decodes the path parameter). The API answers its own 404 (tests/api/request-safety.test.ts).
 */
const baseUrl = inject('baseUrl');
const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
const notFoundText = 'We could not find that page';

/** The paths the outside probe named, with who it asked as. */
const named = [
  '/files/%ZZ',
  '/image/university/%ZZ',
  '/apply/%ZZ',
  '/candidates/%ZZ',
  '/candidates/%ZZ/photo',
  '/student/applications/%ZZ',
  '/employer/applicants/%ZZ',
  '/employer/jobs/%ZZ/edit',
  '/admin/applications/%ZZ',
  '/admin/candidates/%ZZ',
];

/** Every dynamic page and file (non-API) route of the build, each segment given a bad escape. */
const dynamicRoutes = buildRoutes()
  .filter((r) => !r.route.startsWith('/api/') && r.route.includes('['))
  .map((r) => r.route);
const fill = (route: string, bad: string) => route.replace(/\[[^\]]+\]/g, bad);

const cookies: Record<string, string> = {};
beforeAll(async () => {
  for (const role of ['admin', 'student', 'employer', 'candidate'] as const) cookies[role] = (await signIn(baseUrl, demoAccounts[role], DEMO_PASSWORD)).cookie;
}, 120_000);

async function get(path: string, who: string): Promise<{ status: number; text: string }> {
  const res = await fetch(baseUrl + path, { headers: who === 'visitor' ? {} : { cookie: cookies[who] }, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
}

describe('malformed escapes in page and file paths', () => {
  it('finds the dynamic page and file routes of the build', () => {
    expect(dynamicRoutes).toEqual(expect.arrayContaining(['/files/[uuid]', '/image/university/[file]', '/candidates/[uuid]/photo', '/student/applications/[id]']));
  });

  it.each(named)('%s answers the not-found page (404) to a visitor and to every role', async (path) => {
    for (const who of ['visitor', 'admin', 'student', 'employer', 'candidate']) {
      const res = await get(path, who);
      expect(res.status, `${path} as ${who}`).toBe(404);
      expect(visibleText(res.text), `${path} as ${who}`).toContain(notFoundText);
    }
  });

  it('every dynamic page and file route answers the not-found page for %ZZ, a lone % and half a character', async () => {
    const problems: string[] = [];
    for (const route of dynamicRoutes) {
      for (const bad of ['%ZZ', '%', '%E4%B8', 'a%zz']) {
        for (const who of ['visitor', 'admin']) {
          const path = fill(route, bad);
          const res = await get(path, who);
          if (res.status !== 404 || !visibleText(res.text).includes(notFoundText)) problems.push(`GET ${path} as ${who}: ${res.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('a well-formed escape still reaches the page: a public university spelled with one', async () => {
    const res = await get('/universities/tsinghua-universit%79', 'visitor');
    expect(res.status).toBe(200);
    expect(visibleText(res.text)).toContain('Tsinghua University');
  });
});
