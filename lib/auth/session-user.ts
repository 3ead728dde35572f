import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { sessions, users } from '@/db/schema';
import type { Role } from './actor';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { touchSession } from './session-store';
import type { SessionClaims } from './tokens';

/** Who is signed in, as pages and headers need it. Never holds the password hash. */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePic: string | null;
  /** the account's language (lib/i18n/locale.ts renders the signed-in areas in it) */
  locale: Locale;
}

/**
 * What a token says about its user beyond the id, as one value: a token is honoured only while this
 * is still what the database says. Bumping `users.session_version` (password change or reset) or
 * changing the user's role therefore ends every older token on its very next request.
 */
function claimsFingerprint(u: { role: Role; sessionVersion: number }): string {
  return `${u.sessionVersion}/${u.role}`;
}

/**
 * The per-request check of a session cookie or bearer token: its session (`sessions` row) was not
 * ended and has not expired, the user still exists, is verified and is not disabled, and the
 * token's fingerprint (session version and role) is the database's.
 */
export async function findSessionUser(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims) return null;
  const [row] = await getDb()
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePic: users.profilePic,
      locale: users.locale,
      emailVerifiedAt: users.emailVerifiedAt,
      disabledAt: users.disabledAt,
      sessionVersion: users.sessionVersion,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.uid), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (!row.emailVerifiedAt || row.disabledAt) return null;
  if (claimsFingerprint(row) !== claimsFingerprint({ role: claims.role, sessionVersion: claims.sv })) return null;
  if (Date.now() - row.lastSeenAt.getTime() > 5 * 60_000) await touchSession(claims.sid);
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePic: row.profilePic,
    locale: asLocale(row.locale),
  };
}
