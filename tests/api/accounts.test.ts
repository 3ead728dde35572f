import { describe, expect, inject, it } from 'vitest';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { registrationBody } from '../helpers/auth';

/**
 * The sign-in endpoints of the legacy API and
 * next-auth's own routes, over HTTP against the test server. Every test makes its own accounts
 * (unique e-mails) and never changes the demo accounts.
 */
const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PASSWORD = 'Lantern-river-2026';

type Json = Record<string, unknown>;

async function post(path: string, body: Json | URLSearchParams, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; res: Response }> {
  const init: RequestInit =
    body instanceof URLSearchParams
      ? { method: 'POST', body, headers, redirect: 'manual' }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers }, redirect: 'manual' };
  const res = await fetch(baseUrl + path, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {}, res };
}

function payload(email: string, extra: Json = {}): Json {
  return registrationBody(email, PASSWORD, extra) as Json;
}

async function mailedCode(email: string, template = 'verification_code'): Promise<string> {
  const mail = await findLatestMail(outbox, email, { template, waitMs: 10_000 });
  expect(mail, `mail to ${email}`).not.toBeNull();
  return extractCode(mail!)!;
}

/** A registered and verified account with a bearer token. */
async function account(role?: string): Promise<{ email: string; token: string; id: number }> {
  const email = `api-${role ?? 'student'}-${unique()}@example.com`;
  const reg = await post('/api/auth/register', payload(email, role ? { role } : {}));
  expect(reg.status).toBe(201);
  const ver = await post('/api/access/verification/', { email, verification_code: await mailedCode(email) });
  expect(ver.status).toBe(202);
  const login = await post('/api/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { email, token: login.body.token as string, id: (login.body.user as Json).id as number };
}

describe('POST /api/auth/register', () => {
  it('201 { message, user } for the seed payload; role student by default; the code goes out by mail', async () => {
    const email = `reg-${unique()}@example.com`;
    const { status, body } = await post('/api/auth/register', payload(email));
    expect(status).toBe(201);
    expect(body.message).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ id: expect.any(Number), role: 'student', role_code: null, name: 'Chen Jia Hui', first_name: 'Chen', last_name: 'Jia Hui' });
    expect(JSON.stringify(body)).not.toMatch(/argon|password/i);
    expect(await mailedCode(email)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['J', 'candidate', 'J'],
    ['candidate', 'candidate', 'J'],
    ['R', 'employer', 'R'],
    ['employer', 'employer', 'R'],
  ])('role %s makes a %s (role_code %s), also URL-encoded at /api/auth/register/', async (role, expected, code) => {
    const email = `role-${unique()}@example.com`;
    const body = new URLSearchParams(payload(email, { role }) as Record<string, string>);
    const res = await post('/api/auth/register/', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: expected, role_code: code });
  });

  it('422 for role admin (and A)', async () => {
    for (const role of ['admin', 'A']) {
      const { status, body } = await post('/api/auth/register', payload(`adm-${unique()}@example.com`, { role }));
      expect(status, role).toBe(422);
      expect(body).toMatchObject({ message: expect.any(String), errors: { role: [expect.any(String)] } });
    }
  });

  it('422 { message, errors: { email: ["This email is already registered"] } } for a taken e-mail', async () => {
    const email = `taken-${unique()}@example.com`;
    expect((await post('/api/auth/register', payload(email))).status).toBe(201);
    const { status, body } = await post('/api/auth/register', payload(email.toUpperCase()));
    expect(status).toBe(422);
    expect(body.message).toBe('This email is already registered');
    expect((body.errors as { email: string[] }).email[0]).toBe('This email is already registered');
    // The demo accounts are taken too (and stay untouched).
    const demo = await post('/api/auth/register', payload('student@demo.test'));
    expect((demo.body.errors as { email: string[] }).email[0]).toBe('This email is already registered');
  });

  it('422 with field errors for bad input, never a 500', async () => {
    const { status, body } = await post('/api/auth/register', { name: '', email: 'not-an-email', phone_number: '12ab', password: 'short', password_confirmation: 'x' });
    expect(status).toBe(422);
    const errors = body.errors as Record<string, string[]>;
    expect(errors.name).toEqual(['This field is required']);
    expect(errors.email).toEqual(['Enter a valid email address']);
    // Issue 30, item 11: the phone's own message (a number may hold spaces, brackets, hyphens, a +).
    expect(errors.phone_number).toEqual(['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)']);
    expect(errors.password).toEqual(['Enter at least 8 characters']);
    const common = await post('/api/auth/register', payload(`common-${unique()}@example.com`, { password: 'password123', password_confirmation: 'password123' }));
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({ password: ['This password is too common'] });
    const broken = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(broken.status).toBe(400);
  });
});

describe('POST /api/access/verification/', () => {
  it('400 { verification_code: [msg] } for a missing or wrong code; 202 { message } for the right one; both path forms', async () => {
    const email = `ver-${unique()}@example.com`;
    expect((await post('/api/auth/register', payload(email))).status).toBe(201);
    const code = await mailedCode(email);

    const missing = await post('/api/access/verification/', { email });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ verification_code: ['Enter the code'] });
    const wrong = await post('/api/access/verification', { email, verification_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ verification_code: ['This code has expired or is not valid'] });
    const badEmail = await post('/api/access/verification/', { email: 'nope', verification_code: code });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ email: ['Enter a valid email address'] });

    const ok = await post('/api/access/verification', new URLSearchParams({ email, verification_code: code }));
    expect(ok.status).toBe(202);
    expect(ok.body).toEqual({ message: 'Verified successfully' });
  });
});

describe('POST /api/auth/login', () => {
  it('200 { user, token } for the demo admin (role_code A), also at /api/auth/login/', async () => {
    for (const path of ['/api/auth/login', '/api/auth/login/']) {
      const { status, body } = await post(path, { email: 'admin@demo.test', password: 'Demo-pass-2026' });
      expect(status, path).toBe(200);
      expect(body.user).toEqual({
        id: expect.any(Number),
        role: 'admin',
        role_code: 'A',
        name: expect.any(String),
        first_name: expect.anything(),
        last_name: expect.anything(),
        profile_pic: null,
      });
      expect(body.token).toEqual(expect.any(String));
    }
    const student = await post('/api/auth/login', { email: 'student@demo.test', password: 'Demo-pass-2026' });
    expect(student.body.user).toMatchObject({ role: 'student', role_code: null });
  });

  it('401 { message: "Invalid email or password" } for a wrong password and for an unknown e-mail', async () => {
    const { email } = await account();
    for (const creds of [
      { email, password: 'Not-the-password' },
      { email: `nobody-${unique()}@example.com`, password: PASSWORD },
      { email, password: 'short' },
    ]) {
      const { status, body } = await post('/api/auth/login', creds);
      expect(status).toBe(401);
      expect(body.message).toBe('Invalid email or password');
    }
  });

  it('403 { message, verification_required: true } for an unverified account, only after a correct password', async () => {
    const email = `unv-${unique()}@example.com`;
    expect((await post('/api/auth/register', payload(email))).status).toBe(201);
    const wrong = await post('/api/auth/login', { email, password: 'Not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.verification_required).toBeUndefined();
    const right = await post('/api/auth/login', { email, password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ message: expect.any(String), verification_required: true });
    expect(right.body.token).toBeUndefined();
  });

  it('the 6th wrong password for one account within 15 minutes answers 429 with Retry-After; then even the right one', async () => {
    const { email } = await account();
    for (let i = 1; i <= 5; i++) {
      const { status } = await post('/api/auth/login', { email, password: `Wrong-password-${i}` });
      expect(status, `attempt ${i}`).toBe(401);
    }
    const sixth = await post('/api/auth/login', { email, password: 'Wrong-password-6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    const retryAfter = Number(sixth.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const right = await post('/api/auth/login', { email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/access/change_password/', () => {
  it('401 without sign-in, and for a made-up token', async () => {
    const anon = await post('/api/access/change_password/', { current_password: PASSWORD, new_password: 'Harbour-kite-88' });
    expect(anon.status).toBe(401);
    const fake = await post('/api/access/change_password', { current_password: PASSWORD, new_password: 'Harbour-kite-88' }, { authorization: 'Bearer not.a.real.token' });
    expect(fake.status).toBe(401);
  });

  it('400 { field: [msg] } in the seed order, and "Current password is wrong"', async () => {
    const { token } = await account('J');
    const auth = { authorization: `Bearer ${token}` };
    const cases: [Json, Json][] = [
      [{}, { current_password: ['Enter current password'] }],
      [{ current_password: 'short' }, { current_password: ['Password is too short: enter at least 8 characters'] }],
      [{ current_password: PASSWORD }, { new_password: ['Enter new password'] }],
      [{ current_password: PASSWORD, new_password: 'short' }, { new_password: ['Enter at least 8 characters'] }],
      [{ current_password: PASSWORD, new_password: 'Harbour-kite-88', password_confirmation: 'Harbour-kite-89' }, { password_confirmation: ['Passwords do not match'] }],
      [{ current_password: 'Not-my-password', new_password: 'Harbour-kite-88' }, { current_password: ['Current password is wrong'] }],
      [{ current_password: PASSWORD, new_password: 'password123' }, { new_password: ['This password is too common'] }],
    ];
    for (const [body, expected] of cases) {
      const res = await post('/api/access/change_password/', body, auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(expected);
    }
  });

  it('200 { message }; the old bearer token is refused on its next request, the re-issued one works', async () => {
    const { email, token } = await account('R');
    const res = await post('/api/access/change_password/', { current_password: PASSWORD, new_password: 'Harbour-kite-88' }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully');
    const fresh = res.body.token as string;
    expect(fresh).toEqual(expect.any(String));

    const old = await post('/api/access/change_password/', { current_password: 'Harbour-kite-88', new_password: 'Harbour-kite-99' }, { authorization: `Bearer ${token}` });
    expect(old.status).toBe(401);
    const again = await post('/api/access/change_password/', { current_password: 'wrong-wrong-wrong', new_password: 'Harbour-kite-99' }, { authorization: `Bearer ${fresh}` });
    expect(again.status).toBe(400);

    expect((await post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Harbour-kite-88' })).status).toBe(200);
  });
});

describe('next-auth routes and the session cookie', () => {
  function cookieJar() {
    const jar = new Map<string, string>();
    return {
      take(res: Response) {
        for (const c of res.headers.getSetCookie()) {
          const [pair, ...attrs] = c.split(';');
          const i = pair.indexOf('=');
          const name = pair.slice(0, i).trim();
          const value = pair.slice(i + 1).trim();
          const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
          if (expired || value === '') jar.delete(name);
          else jar.set(name, value);
        }
      },
      header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      raw: (res: Response) => res.headers.getSetCookie(),
      jar,
    };
  }

  it('credentials sign-in sets an HttpOnly, SameSite=Lax session cookie carrying the role; a password change keeps this session and ends others', async () => {
    const { email } = await account('employer');
    const browser = cookieJar();
    const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
    browser.take(csrfRes);
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browser.header() },
      body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true' }),
    });
    expect(signIn.status).toBeLessThan(400);
    const sessionCookie = browser.raw(signIn).find((c) => c.startsWith('next-auth.session-token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/;\s*Secure/i); // local mode over http
    browser.take(signIn);

    const other = cookieJar(); // a second browser of the same user
    for (const [k, v] of browser.jar) other.jar.set(k, v);

    const session = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: browser.header() } })).json();
    expect(session.user).toMatchObject({ email, role: 'employer' });

    // Change the password with the cookie: this browser gets a re-issued cookie, the other one is out.
    const change = await fetch(`${baseUrl}/api/access/change_password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: browser.header() },
      body: JSON.stringify({ current_password: PASSWORD, new_password: 'Meadow-signal-31', password_confirmation: 'Meadow-signal-31' }),
    });
    expect(change.status).toBe(200);
    browser.take(change);
    const mine = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: browser.header() } })).json();
    expect(mine.user).toMatchObject({ email, role: 'employer' });
    const theirs = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: other.header() } })).json();
    expect(theirs.user).toBeUndefined();
    const stale = await post('/api/access/change_password/', { current_password: 'Meadow-signal-31', new_password: 'x' }, { cookie: other.header() });
    expect(stale.status).toBe(401);
  });

  it('a wrong password through next-auth does not sign in', async () => {
    const { email } = await account();
    const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`);
    const cookies = csrfRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
      body: new URLSearchParams({ csrfToken, email, password: 'Not-the-password', json: 'true' }),
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('next-auth.session-token='))).toBe(false);
  });
});

describe('password changes, finished (issue 15)', () => {
  it('refuses the current password as the new one, and mails the owner after a change', async () => {
    const { email, token } = await account();
    const auth = { authorization: `Bearer ${token}` };
    const same = await post('/api/access/change_password/', { current_password: PASSWORD, new_password: PASSWORD }, auth);
    // The legacy change-password answer: 400 with the field's message (as its other checks).
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ new_password: ['Choose a new password, not your current one'] });
    expect(await findLatestMail(outbox, email, { template: 'password_changed', waitMs: 0 })).toBeNull();

    const changed = await post('/api/access/change_password/', { current_password: PASSWORD, new_password: 'Harbour-kite-77' }, auth);
    expect(changed.status).toBe(200);
    const mail = await findLatestMail(outbox, email, { template: 'password_changed', waitMs: 10_000 });
    expect(mail, 'a password_changed mail').not.toBeNull();
    expect(mail!.subject).toBe('Your Zhiyuan password was changed');
    expect(mail!.text).toContain('If this wasn’t you');
    expect(mail!.text).not.toContain('Harbour-kite-77');
  });
});
