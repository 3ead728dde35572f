import { describe, expect, inject, it } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { cookiesFrom, registrationBody } from '../helpers/auth';

/**
 * Logout ends the session on the server: a copied cookie or a bearer token is refused on its next
 * request once its session was signed out. Every test makes its own account.
 */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const PASSWORD = 'Lantern-river-2026';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

type Json = Record<string, unknown>;

async function post(path: string, body: Json | URLSearchParams, headers: Record<string, string> = {}) {
  const init: RequestInit =
    body instanceof URLSearchParams
      ? { method: 'POST', body, headers, redirect: 'manual' }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, redirect: 'manual' };
  const res = await fetch(baseUrl + path, init);
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, res };
}

async function ownAccount(): Promise<string> {
  const email = `sessions-${unique()}@example.com`;
  const reg = await post('/api/auth/register', registrationBody(email, PASSWORD));
  expect(reg.status).toBe(201);
  const mail = await findLatestMail(outbox, email, { template: 'verification_code', waitMs: 10_000 });
  expect(mail).not.toBeNull();
  expect((await post('/api/access/verification/', { email, verification_code: extractCode(mail!) })).status).toBe(202);
  return email;
}

async function bearer(email: string): Promise<string> {
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

/** A browser's sign-in through next-auth's credentials flow: all its cookies, and the raw Set-Cookie lines. */
async function browserSignIn(email: string): Promise<{ jar: Map<string, string>; setCookies: string[] }> {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
  const jar = cookiesFrom(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header(jar) },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true' }),
  });
  expect(res.status).toBeLessThan(400);
  for (const [k, v] of cookiesFrom(res)) jar.set(k, v);
  expect([...jar.keys()]).toContain('next-auth.session-token');
  return { jar, setCookies: res.headers.getSetCookie() };
}

const header = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function sessionOf(cookie: string): Promise<Json | undefined> {
  const res = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  return ((await res.json()) as { user?: Json }).user;
}

/** A request only a signed-in caller gets past (400 for the empty body), else 401. */
async function signedInStatus(headers: Record<string, string>): Promise<number> {
  return (await post('/api/access/change_password/', {}, headers)).status;
}

describe('POST /api/auth/logout', () => {
  it('with the session cookie: 200 { message: "Signed out" }; a copy of that cookie is refused afterwards', async () => {
    const email = await ownAccount();
    const { jar } = await browserSignIn(email);
    const cookie = header(jar);
    const copy = cookie; // what a thief copied from the browser
    expect(await sessionOf(copy)).toMatchObject({ email });
    expect(await signedInStatus({ cookie: copy })).toBe(400);

    const out = await post('/api/auth/logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Signed out' });
    expect(out.res.headers.getSetCookie().some((c) => /^next-auth\.session-token=;.*Max-Age=0/i.test(c))).toBe(true);

    expect(await sessionOf(copy)).toBeUndefined();
    expect(await signedInStatus({ cookie: copy })).toBe(401);
    const page = await fetch(`${baseUrl}/student/dashboard`, { headers: { cookie: copy }, redirect: 'manual' });
    expect(new URL(page.headers.get('location') ?? '', baseUrl).pathname).toBe('/login');
  });

  it('with a bearer token: 200, then that token is refused (and a second logout with it is 401); other tokens live on', async () => {
    const email = await ownAccount();
    const token = await bearer(email);
    const other = await bearer(email);
    expect(await signedInStatus({ authorization: `Bearer ${token}` })).toBe(400);

    const out = await post('/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Signed out' });
    expect(await signedInStatus({ authorization: `Bearer ${token}` })).toBe(401);
    expect((await post('/api/auth/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await signedInStatus({ authorization: `Bearer ${other}` })).toBe(400);
  });

  it('401 for a visitor', async () => {
    const res = await post('/api/auth/logout', {});
    expect(res.status).toBe(401);
  });
});

describe('next-auth sign-in and sign-out', () => {
  it('sign-in sets an HttpOnly device cookie; next-auth\'s own sign-out ends the server session', async () => {
    const email = await ownAccount();
    const { jar, setCookies } = await browserSignIn(email);
    const device = setCookies.find((c) => c.startsWith('zhiyuan.device='));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(device).toMatch(/Max-Age=\d{7,}/i);

    const copy = header(jar);
    const csrfToken = ((await (await fetch(`${baseUrl}/api/auth/csrf`, { headers: { cookie: copy } })).json()) as { csrfToken: string }).csrfToken;
    const out = await fetch(`${baseUrl}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: copy },
      body: new URLSearchParams({ csrfToken, json: 'true' }),
    });
    expect(out.status).toBeLessThan(400);
    expect(await sessionOf(copy)).toBeUndefined();
    expect(await signedInStatus({ cookie: copy })).toBe(401);
  });
});
