/**
 * Signing in from HTTP and browser tests, the two ways clients do:
 * - `token`: `POST /api/auth/login` (the legacy API's bearer token, for endpoints);
 * - `cookie`: next-auth's credentials flow (GET /api/auth/csrf, then POST
 *   /api/auth/callback/credentials with the CSRF token), the session cookie a browser would hold,
 *   as a ready `Cookie` header value (for pages and server-rendered requests).
 *
 *   const { cookie, token } = await signIn(baseUrl, 'student@demo.test', DEMO_PASSWORD);
 *   await fetch(`${baseUrl}/student/dashboard`, { headers: { cookie }, redirect: 'manual' });
 *   await fetch(`${baseUrl}/api/web/student/2`, { headers: { authorization: `Bearer ${token}` } });
 */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const demoAccounts = {
  admin: 'admin@demo.test',
  student: 'student@demo.test',
  employer: 'employer@demo.test',
  candidate: 'candidate@demo.test',
} as const;

export interface SignedIn {
  /** `Cookie` header value holding the next-auth session cookie. */
  cookie: string;
  /** Bearer token from POST /api/auth/login. */
  token: string;
}

/** name=value pairs from a response's Set-Cookie headers (expired ones dropped). */
export function cookiesFrom(res: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const i = pair.indexOf('=');
    if (i < 0) continue;
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

const header = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** The bearer token of POST /api/auth/login. */
export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string };
  if (res.status !== 200 || !body.token) throw new Error(`POST /api/auth/login as ${email}: ${res.status} ${body.message ?? ''}`);
  return body.token;
}

/** The session cookie through next-auth's credentials flow. */
export async function sessionCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { accept: 'application/json' } });
  if (csrfRes.status !== 200) throw new Error(`GET /api/auth/csrf: ${csrfRes.status}`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const jar = cookiesFrom(csrfRes);
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header(jar) },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/`, json: 'true' }),
  });
  for (const [k, v] of cookiesFrom(res)) jar.set(k, v);
  const session = [...jar.keys()].find((k) => /(^|\.)next-auth\.session-token(\.\d+)?$/.test(k));
  if (!session) {
    const location = res.headers.get('location') ?? '';
    throw new Error(`next-auth sign-in as ${email} gave no session cookie (${res.status} ${location})`);
  }
  // Only the session cookie(s): the CSRF and callback cookies mean nothing to pages.
  return [...jar].filter(([k]) => k.includes('session-token')).map(([k, v]) => `${k}=${v}`).join('; ');
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const [cookie, token] = await Promise.all([sessionCookie(baseUrl, email, password), apiToken(baseUrl, email, password)]);
  return { cookie, token };
}

/** The body of `POST /api/auth/register` for a fresh account of the test's own (seed field names). */
export function registrationBody(email: string, password: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Chen Jia Hui',
    code: '+880',
    phone_number: '01711000000',
    gender: 'Female',
    country: 'China',
    email,
    password,
    password_confirmation: password,
    ...extra,
  };
}
