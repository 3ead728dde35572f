import 'server-only';
import crypto from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { sessions } from '@/db/schema';
import type { Role } from './actor';
import { newClaims, SESSION_MAX_AGE, type SessionClaims } from './tokens';

/**
 * The server side of sessions: one `sessions` row per browser sign-in or API token, whose id the
 * token carries (`sid`). A token is honoured only while its row exists and has not expired
 * (lib/auth/session-user.ts checks it on every request), so ending a session is deleting its row:
 * a copied cookie or token is refused from the next request on.
 */
export type SessionKind = 'browser' | 'api';

export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export function newSessionId(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * Starts a session for a user who just proved who they are, and returns the claims its token
 * carries. It ends one day after `signedInAt` (now by default), however often it is renewed.
 */
export async function startSession(
  user: { id: number; role: Role; sessionVersion: number },
  opts: { kind?: SessionKind; origin?: SessionOrigin; signedInAt?: number } = {},
  db: Db = getDb(),
): Promise<SessionClaims> {
  const sid = newSessionId();
  const claims = newClaims(user, sid, opts.signedInAt);
  await db.insert(sessions).values({
    id: sid,
    userId: user.id,
    kind: opts.kind ?? 'browser',
    expiresAt: new Date((claims.ia + SESSION_MAX_AGE) * 1000),
    userAgent: opts.origin?.userAgent?.slice(0, 300) ?? null,
    ip: opts.origin?.ip ?? null,
  });
  return claims;
}

/** Ends one session (sign out). True when there was one to end. */
export async function endSession(sid: string | null | undefined, db: Db = getDb()): Promise<boolean> {
  if (!sid) return false;
  const ended = await db.delete(sessions).where(eq(sessions.id, sid)).returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a user (sign out everywhere); returns how many ended. */
export async function endSessionsOf(userId: number, db: Db = getDb()): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Notes that a session was used, at most every five minutes (the sessions list's "last seen"). */
export async function touchSession(sid: string, db: Db = getDb()): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sid), lte(sessions.lastSeenAt, sql`now() - interval '5 minutes'`)));
}

/** Deletes sessions past their end (housekeeping). Ended ones are already gone. */
export async function purgeExpiredSessions(db: Db = getDb()): Promise<number> {
  const rows = await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id });
  return rows.length;
}
