import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errors as errorMessages } from '@/lib/messages';
import { inEnglish } from '../helpers/messages';
import { DEMO_PASSWORD, demoAccounts, signIn, type SignedIn } from '../helpers/auth';

/**
 * A write that authenticates by the session cookie must come from our own site: a page on
 * another site that posts (a `text/plain` POST needs no preflight) with the admin's cookie is
 * refused with 403 and changes nothing. Bearer-token calls and non-browser clients are unaffected.
 */
const baseUrl = inject('baseUrl');
type Json = Record<string, unknown>;

describe('cross-site writes', () => {
  let target: { id: number; total_section: number | null };
  let admin: SignedIn;
  const url = () => `${baseUrl}/api/admin/university/${target.id}`;
  const current = async () => ((await (await fetch(`${baseUrl}/api/web/university/${target.id}`)).json()) as Json).total_section;
  // A text/plain body is what a cross-site HTML form (enctype=text/plain) or a no-cors fetch can send.
  const plainPut = (totalSection: number) => `_method=PUT&total_section=${totalSection}`;

  beforeAll(async () => {
    const list = (await (await fetch(`${baseUrl}/api/web/university/list`)).json()) as { id: number }[];
    // Not the one tests/api/legacy-formats.test.ts renames; only its section count changes, and is put back.
    const id = list.at(-3)!.id;
    target = { id, total_section: ((await (await fetch(`${baseUrl}/api/web/university/${id}`)).json()) as { total_section: number | null }).total_section };
    admin = await signIn(baseUrl, demoAccounts.admin, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await fetch(url(), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ total_section: target.total_section ?? '' }),
    });
  });

  it("refuses a text/plain POST from another site with the admin's cookie, and changes nothing", async () => {
    const before = await current();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const res = await fetch(url(), { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'text/plain', ...headers }, body: plainPut(4321) });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as Json).message).toBe(inEnglish(errorMessages.crossSite));
    }
    expect(await current()).toBe(before);
  });

  it('does the same request from our own origin (the browser says so, or the Origin is ours)', async () => {
    const own = new URL(baseUrl).origin;
    const a = await fetch(url(), { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'text/plain', origin: own }, body: plainPut(4322) });
    expect(a.status).toBe(200);
    expect(await current()).toBe(4322);
    const b = await fetch(url(), { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin', origin: own }, body: plainPut(4323) });
    expect(b.status).toBe(200);
    expect(await current()).toBe(4323);
  });

  it('leaves bearer-token calls and clients that send no browser headers alone', async () => {
    const bearer = await fetch(url(), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: plainPut(4324),
    });
    expect(bearer.status).toBe(200);
    expect(await current()).toBe(4324);
    const curl = await fetch(url(), { method: 'POST', headers: { cookie: admin.cookie, 'content-type': 'text/plain' }, body: plainPut(4325) });
    expect(curl.status).toBe(200);
    expect(await current()).toBe(4325);
  });

  it('refuses the cookie on a public write from another site too, but not the same call without it', async () => {
    const message = { name: 'Cross Site', email: 'cross-site@example.test', subject: 'Hello', message: 'A message long enough to be accepted.' };
    const withCookie = await fetch(`${baseUrl}/api/anonymous/direct-message`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(message),
    });
    expect(withCookie.status).toBe(403);
    const anonymous = await fetch(`${baseUrl}/api/anonymous/direct-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(message),
    });
    expect(anonymous.status).toBe(201);
  });

  it("keeps next-auth's own endpoints working (its callback has its own CSRF token)", async () => {
    const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: admin.cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(demoAccounts.admin);
  });
});
