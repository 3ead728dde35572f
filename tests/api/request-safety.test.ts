import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts, signIn, type SignedIn } from '../helpers/auth';
import { buildRoutes } from './build-routes';

/**
 * Bad input never answers 5xx. Every endpoint of the legacy API (the route list of the build, as
 * the access walk uses it) and the seed path forms get generated path segments (%, %25, unicode,
 * huge and negative numbers, dots…) and generated bodies (JSON, broken JSON, form, multipart,
 * wrong types), as a visitor and as the admin.
 *
 * Nothing real is changed: the admin only sends writes to ids no record can have (the id parser
 * refuses them before the domain runs), and a visitor's writes stop at the access check or at
 * validation (a generated body is not a valid account, message or filter).
 *
 * Beside it, the same seeded search through every other door, from the build's route list:
 * request-safety-endpoints.test.ts (every state-changing endpoint as its own caller, on that
 * caller's records), request-safety-forms.test.ts (every server action through its no-JavaScript
 * form) and request-safety-paths.test.ts (every dynamic page and file path).
 */
const baseUrl = inject('baseUrl');
let admin: SignedIn;

const endpoints = buildRoutes()
  .filter((r) => r.kind === 'route' && r.route.startsWith('/api/') && !r.route.includes('[...nextauth]'))
  .map((r) => r.route);

const tricky = [
  '%', '%25', '%2525', '%%', '%zz', '%ff', '%00', '%2e%2e', '..', '.', '...', '%2F', '%5C', '-1', '0', '00', '1.5', '1e3', '1e309',
  'NaN', 'Infinity', '2147483648', '9999999999', '99999999999999999999999', '-9223372036854775809', '0x10', ' 1', '%201',
  '%E4%B8%AD%E6%96%87', '%F0%9F%8E%93', '%C0%AF', '%ED%A0%80', "'", '%22', '%3Cscript%3E', 'null', 'undefined', '[object Object]',
];

/** A path segment as it goes on the wire (already percent-encoded where needed). */
const segment = fc.oneof(
  fc.constantFrom(...tricky),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.integer().map(String),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map((s) => encodeURIComponent(s).replace(/%25/g, '%') || '%'),
);

/** A segment the id parser refuses (so an admin write can never reach a real record). */
const notAnId = segment.filter((s) => !/^[1-9][0-9]{0,9}$/.test(s) || Number(s) > 2_147_483_647);

type Body = { body?: BodyInit; contentType?: string; label: string };
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('_method', 'id', 'name', 'email', 'password', 'password_confirmation', 'role', 'message', 'subject', 'key', 'program_id', 'university_id', 'mejor', 'teaching_language', 'verification_code', 'old_password', 'new_password', 'city', 'bannar', 'founded_at', 'Masters', 'page'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('PUT', 'DELETE', 'PATCH', '%', '-1', '99999999999999999999'))),
);
const body: fc.Arbitrary<Body> = fc.oneof(
  jsonish.map((v) => ({ body: JSON.stringify(v), contentType: 'application/json', label: 'json' })),
  fc.string({ maxLength: 60 }).map((s) => ({ body: `{${s}`, contentType: 'application/json', label: 'broken json' })),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 })).map((d) => ({ body: new URLSearchParams(d).toString(), contentType: 'application/x-www-form-urlencoded', label: 'form' })),
  fc.string({ maxLength: 80 }).map((s) => ({ body: s, contentType: fc.sample(fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'multipart/form-data', 'multipart/form-data; boundary=zz', ''), 1)[0], label: 'odd type' })),
  fc.dictionary(fc.constantFrom('_method', 'name', 'logo', 'bannar', 'email', 'key', 'files[]', 'a[b][0]'), fc.string({ maxLength: 30 })).map((d) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(d)) form.append(k, k === 'logo' || k === 'bannar' ? new File([v], `${v || 'x'}.png`, { type: 'image/png' }) : v);
    return { body: form, label: 'multipart' };
  }),
  fc.constant({ label: 'none' }),
);

function fill(route: string, seg: string): string {
  return route.replace(/\[[^\]]+\]/g, seg);
}

async function call(path: string, method: string, b: Body, as: 'visitor' | 'admin', extraHeaders: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (b.contentType !== undefined && b.contentType !== '') headers['content-type'] = b.contentType;
  if (as === 'admin') headers.authorization = `Bearer ${admin.token}`;
  const res = await fetch(baseUrl + path, { method, headers, body: method === 'GET' ? undefined : b.body, redirect: 'manual' });
  return { status: res.status, text: res.status >= 500 ? await res.text() : (await res.body?.cancel(), '') };
}

beforeAll(async () => {
  admin = await signIn(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
}, 60_000);

describe('request safety', () => {
  it('finds the legacy endpoints of the build', () => {
    expect(endpoints).toEqual(expect.arrayContaining(['/api/web/university/search/[key]', '/api/web/university/city/[name]', '/api/admin/university/[id]']));
  });

  it('a POST whose body is no form never answers 5xx: a page says 400, an unknown or escaped-dot API path 404', async () => {
    const broken = [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=zz' },
    ];
    for (const headers of broken) {
      for (const page of ['/', '/universities', '/contact', '/login']) {
        const res = await fetch(baseUrl + page, { method: 'POST', headers, body: 'garbage', redirect: 'manual' });
        expect(res.status, `${page} ${headers['content-type']}`).toBe(400);
      }
      for (const api of ['/api', '/api/', '/api/students/%2e%2e/profile-files/%2e%2e', '/api/web/', '/api/web/no-such-endpoint', '/api/web/course/%2e%2e', '/api/web/course/%2E', '/api/nothing/here']) {
        const res = await fetch(baseUrl + api, { method: 'POST', headers, body: 'garbage', redirect: 'manual' });
        expect(res.status, `${api} ${headers['content-type']}`).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBe('Not found');
      }
    }
  });

  it('decodes each path parameter once: %25 and friends are a search key or an unknown city, not a 500', async () => {
    for (const key of ['%25', '%2525', '100%25', '%E4%B8%AD']) {
      const search = await fetch(`${baseUrl}/api/web/university/search/${key}`);
      expect(search.status, key).toBe(200);
      expect(((await search.json()) as { data: unknown[] }).data).toEqual(expect.any(Array));
      const city = await fetch(`${baseUrl}/api/web/university/city/${key}`);
      expect(city.status, key).toBe(404);
    }
    // A malformed escape names nothing: 404 in the legacy shape, not Next's bare 500.
    for (const path of ['/api/web/course/%', '/api/web/university/search/%zz', '/api/web/university/city/%E4%B8', '/api/admin/university/%']) {
      const res = await fetch(baseUrl + path, { method: path.includes('admin') ? 'POST' : 'GET' });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
    // A NUL character names nothing and is no field's value (PostgreSQL would refuse it with an error).
    for (const path of [
      '/api/web/university/search/%00',
      '/api/web/university/city/a%00b',
      '/api/web/course/%00',
      '/universityCitylist?name=%00',
      '/cities/%00',
      '/universities/a%00',
      '/universities?city=%00',
      '/programs?city=be%00ijing',
      '/search?key=%00',
    ]) {
      const res = await fetch(baseUrl + path, { redirect: 'manual' });
      await res.body?.cancel();
      expect(res.status, path).toBe(404);
    }
    const nul = await fetch(`${baseUrl}/api/anonymous/direct-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Nul\u0000Byte', email: 'nul@example.test', subject: 'Hello', message: 'A message long enough to be accepted.' }),
    });
    // Text the database cannot store is a field error (issue 26): 422 on the admissions side.
    expect(nul.status).toBe(422);
    expect(((await nul.json()) as { errors?: Record<string, string[]> }).errors).toEqual({ name: ['This text contains a character we cannot store'] });
    // A real city spelled with an escape is found: the one decoding Next does is enough.
    const beijing = await fetch(`${baseUrl}/api/web/university/city/Beiji%6Eg`);
    expect(beijing.status).toBe(200);
  });

  it.each(endpoints)('%s never answers 5xx to generated input', async (route) => {
    const dynamic = route.includes('[');
    await fc.assert(
      fc.asyncProperty(segment, notAnId, body, fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), fc.boolean(), async (seg, safeSeg, b, method, asAdmin) => {
        const writes = method !== 'GET';
        // The admin's writes only go to paths no record can have (or to parameterless endpoints, which create nothing for a generated body).
        const as = asAdmin && (!writes || dynamic) ? 'admin' : 'visitor';
        const path = fill(route, as === 'admin' && writes ? safeSeg : seg);
        const res = await call(path, method, b, as);
        expect(res.status, `${method} ${path} as ${as} with ${b.label}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: dynamic ? 20 : 10 },
    );
  }, 60_000);

  it.each(['/university', '/university-programs', '/course', '/universityCitylist', '/admin/update-university'])('the seed path form %s never answers 5xx', async (form) => {
    await fc.assert(
      fc.asyncProperty(segment, async (seg) => {
        const res = await fetch(`${baseUrl}${form}?id=${seg}&name=${seg}`, { redirect: 'manual' });
        await res.body?.cancel();
        expect(res.status, `${form}?id=${seg}`).toBeLessThan(500);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it.each(['/universities', '/programs', '/search', '/scholarships', '/cities/beijing'])('the public page %s never answers 5xx to generated filters', async (page) => {
    const name = fc.constantFrom('key', 'q', 'city', 'province', 'type', 'scholarship', 'program_id', 'university_id', 'language', 'teaching_language', 'degree', 'sort', 'page', 'per_page', 'tag', 'fee_max', 'intake');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, segment), { minLength: 1, maxLength: 4 }), async (pairs) => {
        const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
        const res = await fetch(`${baseUrl}${page}?${query}`, { redirect: 'manual' });
        await res.body?.cancel();
        expect(res.status, `${page}?${query}`).toBeLessThan(500);
      }),
      { numRuns: 12 },
    );
  }, 90_000);
});
