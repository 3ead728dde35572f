import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import { purgeExpiredLimits } from '@/lib/auth/rate-limit';
import { endSession, endSessionsOf, purgeExpiredSessions } from '@/lib/auth/session-store';
import type { SessionClaims } from '@/lib/auth/tokens';
import { unauthenticated } from '@/lib/errors';
import { bumpSessionVersion } from './users';

/**
 * Signing out. Every session cookie and bearer token names a server session (a `sessions` row,
 * lib/auth/session-store.ts) checked on each request, so ending a session takes effect on the
 * next request of whoever holds a copy of the token. A password change or reset, disabling an
 * account or changing its role also end its older tokens (lib/auth/session-user.ts).
 */

/** Ends the session a request came with (its cookie or bearer token). Visitors: 401. */
export async function signOut(session: SessionClaims | null): Promise<void> {
  if (!session) throw unauthenticated();
  await endSession(session.sid);
}

/** Ends every session of the actor's account: every browser and every API token. */
export async function signOutEverywhere(actor: Actor): Promise<number> {
  if (!actor) throw unauthenticated();
  return endSessionsOf(actor.id);
}

/**
 * Housekeeping, run on a schedule by the server (instrumentation.ts): deletes rate-limit counters
 * whose window has ended and sessions past their end, so neither table grows without bound.
 */
export async function purgeExpired(): Promise<{ limits: number; sessions: number }> {
  const limits = await purgeExpiredLimits();
  const sessions = await purgeExpiredSessions();
  return { limits, sessions };
}

export { bumpSessionVersion };
