import 'server-only';
import crypto from 'node:crypto';
import { env } from '@/lib/env';
import { authSecret } from './secret';

/**
 * The device cookie: proof that this browser signed in to an account before. It lets the owner
 * keep trying when a stranger has used up the account's own attempt limit (lib/auth/rate-limit.ts),
 * while the stranger, who never signed in from this browser, is still refused.
 *
 * The value is up to five entries (one per account signed in from this browser, newest first),
 * each `nonce.signature` with the signature an HMAC under AUTH_SECRET over the account's e-mail
 * and the nonce: it names the account without showing it, and cannot be made for another account.
 * HttpOnly, SameSite=Lax, half a year; `__Host-` prefixed (Secure, whole site, no Domain) in
 * production mode, where the site is served over https.
 */
export const DEVICE_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;
const MAX_ENTRIES = 5;

export function deviceCookieName(): string {
  return env.isProduction ? '__Host-zhiyuan.device' : 'zhiyuan.device';
}

export function deviceCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: env.isProduction, maxAge: DEVICE_COOKIE_MAX_AGE };
}

/** The raw device cookie of a Cookie header, if any. */
export function deviceCookieFromHeader(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const name = deviceCookieName();
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim().slice(0, 1024) || null;
  }
  return null;
}

function signature(email: string, nonce: string): string {
  return crypto.createHmac('sha256', authSecret()).update(`device:v1:${email.trim().toLowerCase()}:${nonce}`).digest('base64url').slice(0, 32);
}

function entries(raw: string | null | undefined): string[] {
  return (raw ?? '').split('~').filter((e) => /^[\w-]{22}\.[\w-]{32}$/.test(e));
}

/**
 * The nonce of this browser's entry for `email` (a stable id for the device's own limit), or null
 * when the cookie holds none that was made for that account.
 */
export function deviceNonceFor(raw: string | null | undefined, email: string): string | null {
  for (const entry of entries(raw)) {
    const [nonce, sig] = entry.split('.');
    const expected = Buffer.from(signature(email, nonce));
    const given = Buffer.from(sig);
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}

/** The cookie value after a successful sign-in to `email`: its entry first, then the others. */
export function deviceCookieAfterSignIn(raw: string | null | undefined, email: string): string {
  const nonce = deviceNonceFor(raw, email) ?? crypto.randomBytes(16).toString('base64url');
  const mine = `${nonce}.${signature(email, nonce)}`;
  const others = entries(raw).filter((e) => e !== mine);
  return [mine, ...others].slice(0, MAX_ENTRIES).join('~');
}
