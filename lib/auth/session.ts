import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { requestMetaFrom } from '@/lib/http/request-meta';
import type { Role } from './actor';
import { deviceCookieAfterSignIn, deviceCookieName, deviceCookieOptions } from './device-cookie';
import { endSession, startSession } from './session-store';
import { SIGNED_IN_HINT, signedInHintOptions } from './signed-in-hint';
import { findSessionUser, type SessionUser } from './session-user';
import {
  decodeSessionToken,
  encodeSessionToken,
  newClaims,
  SESSION_MAX_AGE,
  sessionCookieName,
  sessionCookieOptions,
  type SessionClaims,
} from './tokens';

export type { SessionUser } from './session-user';

/**
 * The session of the current request, for server components, server actions and route handlers:
 * who is signed in (checked against the database: lib/auth/session-user.ts), and writing or
 * removing the session cookie. The token is next-auth's JWT session (lib/auth/tokens.ts);
 * next-auth's own options (the credentials provider and its callbacks) are in
 * the accounts domain (accounts/auth-options.ts), beside the sign-in use case they call.
 *
 * Our login pages sign in through server actions (the accounts domain's actions.ts) that run the same check
 * as the credentials provider and then write the very cookie next-auth would (`issueSession`), so
 * the forms can show "Too many attempts…" or the code box instead of next-auth's error redirect.
 */

/** The signed-in user of the current request (server components, server actions), else null. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const claims = await getSessionClaims();
  return claims ? findSessionUser(claims) : null;
});

/** The decoded (not yet database-checked) claims of the current request's session cookie. */
export async function getSessionClaims(): Promise<SessionClaims | null> {
  const store = await cookies();
  const name = sessionCookieName();
  let token = store.get(name)?.value;
  if (!token) {
    const chunks: string[] = [];
    for (let i = 0; store.has(`${name}.${i}`); i++) chunks.push(store.get(`${name}.${i}`)!.value);
    token = chunks.join('') || undefined;
  }
  return decodeSessionToken(token);
}

/**
 * Writes the session cookie for a user (server actions and route handlers only).
 *
 * - A sign-in (no `signedInAt`) starts a new server session; the session this browser held before,
 *   if any, ends.
 * - A re-issue after a password change (`signedInAt`: the original sign-in time) keeps this
 *   browser's session (same id, new session version), so only the other sessions end.
 */
export async function issueSession(
  user: { id: number; role: Role; sessionVersion: number; name?: string | null; email?: string | null },
  opts: { signedInAt?: number } = {},
): Promise<void> {
  const current = await getSessionClaims();
  let claims: SessionClaims;
  if (opts.signedInAt !== undefined && current?.uid === user.id) {
    claims = newClaims(user, current.sid, opts.signedInAt);
  } else {
    if (current) await endSession(current.sid);
    const h = await headers();
    claims = await startSession(user, { origin: requestMetaFrom(new Headers(h)), signedInAt: opts.signedInAt });
  }
  const token = await encodeSessionToken(claims, { name: user.name, email: user.email });
  const remaining = Math.max(60, SESSION_MAX_AGE - (Math.floor(Date.now() / 1000) - claims.ia));
  const store = await cookies();
  clearChunks(store);
  store.set(sessionCookieName(), token, sessionCookieOptions(remaining));
  store.set(SIGNED_IN_HINT, '1', signedInHintOptions(remaining, sessionCookieOptions().secure));
  if (user.email) await rememberDevice(user.email);
}

/**
 * Marks this browser as one that signed in to `email` (the device cookie that lets its owner past
 * the account's attempt ceiling, lib/auth/rate-limit.ts). Server actions and route handlers only.
 */
export async function rememberDevice(email: string): Promise<void> {
  const store = await cookies();
  const name = deviceCookieName();
  store.set(name, deviceCookieAfterSignIn(store.get(name)?.value, email), deviceCookieOptions());
}

/** Signs this browser out: ends its server session and removes the cookie. */
export async function clearSession(): Promise<void> {
  const current = await getSessionClaims();
  if (current) await endSession(current.sid);
  const store = await cookies();
  clearChunks(store);
  store.set(sessionCookieName(), '', sessionCookieOptions(0));
  store.set(SIGNED_IN_HINT, '', signedInHintOptions(0, sessionCookieOptions().secure));
}

function clearChunks(store: Awaited<ReturnType<typeof cookies>>): void {
  const name = sessionCookieName();
  for (let i = 0; store.has(`${name}.${i}`); i++) store.set(`${name}.${i}`, '', sessionCookieOptions(0));
}
