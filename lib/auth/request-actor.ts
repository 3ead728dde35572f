import 'server-only';
import { headers } from 'next/headers';
import type { Actor } from '@/lib/auth/actor';
import { findSessionUser, type SessionUser } from './session-user';
import {
  bearerTokenFrom,
  decodeBearerToken,
  decodeSessionToken,
  sessionTokenFromCookieHeader,
  type SessionClaims,
} from './tokens';

/**
 * Who is calling, for every door that has a Request (legacy route handlers, file routes, JSON
 * routes): the session cookie (browsers) or `Authorization: Bearer <token>` (the token of
 * `POST /api/auth/login`), either one checked against the database on this very request — the
 * user exists, is verified and not disabled, and the token's session version and role are the
 * database's. A bearer header, when present, is the credential (a bad one is not rescued by a
 * cookie). Server actions and components use `actorForAction()` / `getSessionUser()`.
 */
export interface RequestAuth {
  actor: Actor;
  user: SessionUser | null;
  /** How the caller authenticated (the password-change route re-issues the same kind). */
  via: 'cookie' | 'bearer' | null;
  claims: SessionClaims | null;
}

export async function resolveRequestAuth(request: Request): Promise<RequestAuth> {
  const bearer = bearerTokenFrom(request.headers.get('authorization'));
  if (bearer) {
    const claims = await decodeBearerToken(bearer);
    const user = await findSessionUser(claims);
    return user ? { actor: { id: user.id, role: user.role }, user, via: 'bearer', claims } : { actor: null, user: null, via: null, claims: null };
  }
  const token = sessionTokenFromCookieHeader(request.headers.get('cookie'));
  if (token) {
    const claims = await decodeSessionToken(token);
    const user = await findSessionUser(claims);
    if (user) return { actor: { id: user.id, role: user.role }, user, via: 'cookie', claims };
  }
  return { actor: null, user: null, via: null, claims: null };
}

export async function getRequestActor(request: Request): Promise<Actor> {
  return (await resolveRequestAuth(request)).actor;
}

/** The actor of the current server action or server component, through the same check. */
export async function actorForAction(): Promise<Actor> {
  const h = await headers();
  const host = h.get('host') ?? 'localhost';
  return getRequestActor(new Request(`http://${host}/`, { headers: new Headers(h) }));
}
