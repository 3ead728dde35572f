import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import { purgeExpiredLimits } from '@/lib/auth/rate-limit';
import { endSession, endSessionsOf, purgeExpiredSessions } from '@/lib/auth/session-store';
import type { SessionClaims } from '@/lib/auth/tokens';
import { env, isBuildPhase } from '@/lib/env';
import { unauthenticated } from '@/lib/errors';
import { log } from '@/lib/log';
import { bumpSessionVersion } from './users';
import { z } from 'zod';
import { safeCallbackUrl } from '@/lib/auth/redirects';
import { clearSession } from '@/lib/auth/session';
import { defineUseCase } from '@/lib/use-case';

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

/** Where to go after signing out: a same-origin path (home by default). */
const signOutInput = z.object({ redirectTo: z.string().optional() });
const landing = (redirectTo: string | undefined) => ({ to: safeCallbackUrl(redirectTo, '/', env.appUrl) ?? '/' });

/** "Sign out" in a browser: ends this browser's session (if any) and drops its cookie. */
export const signOutHere = defineUseCase({
  name: 'accounts.signOutHere',
  summary: 'Sign this browser out',
  access: 'public',
  input: signOutInput,
  run: async (_actor, input) => {
    await clearSession();
    return landing(input.redirectTo);
  },
});

/**
 * "Sign out everywhere" (every role's account menu): ends every session of this account (every
 * browser, this one too, and every API token); a visitor is just signed out here.
 */
export const signOutEverywhereHere = defineUseCase({
  name: 'accounts.signOutEverywhereHere',
  summary: 'Sign out every browser and API token of this account',
  access: 'public',
  input: signOutInput,
  run: async (actor, input) => {
    if (actor) await endSessionsOf(actor.id);
    await clearSession();
    return landing(input.redirectTo);
  },
});

/**
 * `POST /api/auth/logout`: ends the session the request came with (its cookie or bearer token; the
 * door names it and drops a browser's cookie).
 */
export const apiSignOut = defineUseCase({
  name: 'accounts.apiSignOut',
  summary: 'End the session this request came with',
  access: 'signed-in',
  input: z.object({ sid: z.string(), via: z.enum(['cookie', 'bearer']) }),
  run: async (_actor, input) => {
    await endSession(input.sid);
    return { via: input.via };
  },
});

/**
 * Housekeeping, run on a schedule by the server (instrumentation.ts): deletes rate-limit counters
 * whose window has ended and sessions past their end, so neither table grows without bound.
 */
export async function purgeExpired(): Promise<{ limits: number; sessions: number }> {
  const limits = await purgeExpiredLimits();
  const sessions = await purgeExpiredSessions();
  return { limits, sessions };
}

const holder = globalThis as typeof globalThis & { __zhiyuanPurgeTimer?: NodeJS.Timeout };

/**
 * Runs `purgeExpired` every PURGE_INTERVAL_SECONDS in this server process (once per process, however
 * often it is called). The timer is unref'd: it never keeps a process alive that is otherwise done.
 * A failed run is logged and the next one tries again.
 */
export function startPurgeSchedule(opts: { intervalMs?: number } = {}): { timer: NodeJS.Timeout | undefined; stop(): void } {
  if (isBuildPhase()) return { timer: undefined, stop() {} };
  if (!holder.__zhiyuanPurgeTimer) {
    const timer = setInterval(() => {
      purgeExpired().then(
        (purged) => log.debug('purged expired rows', purged),
        (err: unknown) => log.error('purge of expired rows failed', { err }),
      );
    }, opts.intervalMs ?? env.PURGE_INTERVAL_SECONDS * 1000);
    timer.unref();
    holder.__zhiyuanPurgeTimer = timer;
  }
  const timer = holder.__zhiyuanPurgeTimer;
  return {
    timer,
    stop() {
      clearInterval(timer);
      if (holder.__zhiyuanPurgeTimer === timer) holder.__zhiyuanPurgeTimer = undefined;
    },
  };
}

export { bumpSessionVersion };
