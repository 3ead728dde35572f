import 'server-only';
import { decode, encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import type { Role } from './actor';
import { roles } from './actor';
import { authSecret } from './secret';

/**
 * The two credentials a request can carry, both encrypted JWTs made by next-auth's own
 * `encode`/`decode` (A256GCM, key derived from AUTH_SECRET):
 *
 * - the session cookie (next-auth's JWT session; browsers), and
 * - the bearer token of `POST /api/auth/login` (old API clients), encrypted under a different
 *   derived key (`salt`), so neither can be passed off as the other.
 *
 * Both carry the user id, role, the user's `session_version` and the id of their `sessions` row,
 * and last one day. Whoever reads them checks all of it against the database on every request
 * (lib/auth/session-user.ts): a token whose session was ended (sign out) is refused.
 */
export const SESSION_MAX_AGE = 24 * 60 * 60;
const BEARER_SALT = 'zhiyuan.api-token';

export interface SessionClaims {
  uid: number;
  role: Role;
  /** users.session_version when the token was issued */
  sv: number;
  /** When the user signed in (seconds): sessions end one day after it, however often renewed. */
  ia: number;
  /** The `sessions` row this token belongs to (lib/auth/session-store.ts). */
  sid: string;
}

/** Secure cookies in production mode (https); plain over http in local mode. */
export function secureCookies(): boolean {
  return env.isProduction;
}

export function sessionCookieName(): string {
  return secureCookies() ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

export function sessionCookieOptions(maxAge = SESSION_MAX_AGE) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: secureCookies(), maxAge };
}

const now = () => Math.floor(Date.now() / 1000);

export function claimsFrom(payload: unknown): SessionClaims | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const uid = Number(p.uid);
  const sv = Number(p.sv);
  const ia = Number(p.ia);
  const role = p.role as Role;
  const sid = p.sid;
  if (!Number.isSafeInteger(uid) || uid <= 0 || !Number.isSafeInteger(sv) || !Number.isFinite(ia)) return null;
  if (typeof sid !== 'string' || !/^[\w-]{43}$/.test(sid)) return null;
  if (!(roles as readonly string[]).includes(role)) return null;
  // Absolute lifetime: a session renewed by next-auth's /api/auth/session still ends a day after sign-in.
  if (now() - ia > SESSION_MAX_AGE || ia > now() + 60) return null;
  return { uid, role, sv, ia, sid };
}

/** The claims of a session `sid` (started by lib/auth/session-store.ts, or re-issued with the same id). */
export function newClaims(user: { id: number; role: Role; sessionVersion: number }, sid: string, signedInAt = now()): SessionClaims {
  return { uid: user.id, role: user.role, sv: user.sessionVersion, ia: signedInAt, sid };
}

/** The session cookie's value for a user (the same token next-auth's credentials sign-in makes). */
export async function encodeSessionToken(claims: SessionClaims, extra: { name?: string | null; email?: string | null } = {}): Promise<string> {
  return encode({
    token: { sub: String(claims.uid), name: extra.name ?? undefined, email: extra.email ?? undefined, ...claims },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
  });
}

export async function decodeSessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token || token.length > 8192) return null;
  try {
    return claimsFrom(await decode({ token, secret: authSecret() }));
  } catch {
    return null;
  }
}

/** A bearer token for the legacy API (`Authorization: Bearer <token>`), valid one day. */
export async function encodeBearerToken(claims: SessionClaims): Promise<string> {
  return encode({ token: { ...claims, typ: 'api' }, secret: authSecret(), maxAge: SESSION_MAX_AGE, salt: BEARER_SALT });
}

export async function decodeBearerToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token || token.length > 8192) return null;
  try {
    const payload = await decode({ token, secret: authSecret(), salt: BEARER_SALT });
    if (!payload || (payload as Record<string, unknown>).typ !== 'api') return null;
    return claimsFrom(payload);
  } catch {
    return null;
  }
}

/** The session cookie's value in a Cookie header (next-auth splits big tokens into `.0`, `.1`…). */
export function sessionTokenFromCookieHeader(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName();
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    if (k !== name && !k.startsWith(`${name}.`)) continue;
    let v = part.slice(i + 1).trim();
    try {
      v = decodeURIComponent(v);
    } catch {
      // keep as is
    }
    jar.set(k, v);
  }
  return joinChunks(name, jar);
}

export function joinChunks(name: string, jar: Map<string, string>): string | undefined {
  if (jar.has(name)) return jar.get(name);
  const chunks: string[] = [];
  for (let i = 0; jar.has(`${name}.${i}`); i++) chunks.push(jar.get(`${name}.${i}`)!);
  return chunks.length > 0 ? chunks.join('') : undefined;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerTokenFrom(authorization: string | null | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1];
}
