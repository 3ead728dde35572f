import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, signIn } from '../helpers/auth';
import { buildRoutes } from './build-routes';
import { badSegment, seed } from './fuzz-kit';

/**
 * Every dynamic page and file path of the build (pages, `/files/{uuid}`, `/image/…`,
 * `/candidates/{uuid}/photo`, `/apply/{courseId}`, the sitemap parts, and any new one) gets generated
 * path segments (malformed and well-formed escapes, NUL, ids out of range, huge numbers, unicode)
 * and a generated query, read (GET) by a visitor and by each demo role (reading changes nothing).
 * None may answer 5xx, and a segment whose escapes do not decode must get the not-found page (404).
 */
const baseUrl = inject('baseUrl');
const NUM_RUNS = Number(process.env.FUZZ_RUNS_PATHS ?? 25);
const cookies: Record<string, string> = {};
const who = ['visitor', 'admin', 'student', 'employer', 'candidate'] as const;

const routes = buildRoutes()
  .filter((r) => !r.route.startsWith('/api/') && r.route.includes('['))
  .map((r) => r.route);

const malformed = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
};

const queryValue = fc.oneof(badSegment, fc.constantFrom('1', '2147483648', '%00', '%ZZ', '-1', 'a%00b'));
const query = fc.array(fc.tuple(fc.constantFrom('id', 'application_id', 'step', 'page', 'per_page', 'download', 'tab', 'q', 'key', 'status', 'sort', 'callbackUrl'), queryValue), { maxLength: 3 });

beforeAll(async () => {
  console.log(`request safety (paths): fast-check seed ${seed}, ${NUM_RUNS} runs per route (FUZZ_SEED / FUZZ_RUNS_PATHS to change)`);
  for (const role of ['admin', 'student', 'employer', 'candidate'] as const) cookies[role] = (await signIn(baseUrl, demoAccounts[role], DEMO_PASSWORD)).cookie;
}, 120_000);

describe('request safety: every dynamic page and file path', () => {
  it('finds the dynamic page and file routes of the build', () => {
    expect(routes).toEqual(expect.arrayContaining(['/files/[uuid]', '/image/university/[file]', '/candidates/[uuid]/photo', '/student/applications/[id]', '/employer/jobs/[uuid]/edit']));
  });

  it.each(routes)('%s never answers 5xx, and a malformed escape gets the not-found page', async (route) => {
    const problems: string[] = [];
    const count = (route.match(/\[/g) ?? []).length;
    await fc.assert(
      fc.asyncProperty(fc.array(badSegment, { minLength: count, maxLength: count }), query, fc.constantFrom(...who), async (segs, q, actor) => {
        let i = 0;
        const path = route.replace(/\[[^\]]+\]/g, () => segs[i++]);
        const search = q.length ? `?${q.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
        const res = await fetch(baseUrl + path + search, { headers: actor === 'visitor' ? {} : { cookie: cookies[actor] }, redirect: 'manual' });
        const text = res.status >= 500 || res.status === 404 ? await res.text() : (await res.body?.cancel(), '');
        if (res.status >= 500) problems.push(`${res.status} ← GET ${path}${search} as ${actor}: ${text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 200)}`);
        else if (segs.some(malformed) && !(res.status === 404 && text.includes('We could not find that page'))) problems.push(`expected the not-found page, got ${res.status} ← GET ${path}${search} as ${actor}`);
      }),
      { seed, numRuns: NUM_RUNS },
    );
    expect(problems, `${problems.length} problems (seed ${seed}):\n${problems.join('\n')}`).toEqual([]);
  }, 120_000);
});
