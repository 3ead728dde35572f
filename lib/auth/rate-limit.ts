import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';
import { rateLimits } from '@/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { auth as authMessages } from '@/lib/messages';

/**
 * Abuse limits, kept in `rate_limits` (fixed windows, so every server process shares them).
 *
 * An attempt takes its points BEFORE the password or code is checked (one atomic upsert per key),
 * so parallel guesses cannot slip past the limit; a success gives them back. That makes
 * "at most N failed checks per window" exact, and while a key is over its limit every attempt is
 * refused with 429 without the password ever being checked.
 *
 * Limits (env): RATE_LIMIT_ACCOUNT_MAX failures per account (5), RATE_LIMIT_IP_MAX per client
 * address (30), per RATE_LIMIT_WINDOW_SECONDS (15 minutes).
 */
export type LimitScope = 'login' | 'code' | 'reset' | 'register' | 'mail';

export interface LimitConfig {
  accountMax: number;
  ipMax: number;
  windowSeconds: number;
}

export function limitConfig(): LimitConfig {
  return { accountMax: env.RATE_LIMIT_ACCOUNT_MAX, ipMax: env.RATE_LIMIT_IP_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS };
}

export function accountKey(scope: LimitScope, account: string): string {
  return `${scope}:account:${account.trim().toLowerCase()}`;
}

export function ipKey(scope: LimitScope, ip: string | null | undefined): string {
  return `${scope}:ip:${ip || 'unknown'}`;
}

/** Adds one point to `key` (a new window when the old one ended); returns the count and seconds left. */
export async function hit(key: string, windowSeconds: number, db: Db = getDb()): Promise<{ points: number; retryAfter: number }> {
  const rows = await queryRows<{ points: number; retry_after: number | string }>(
    db,
    sql`insert into rate_limits (key, points, expires_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
          expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end,
          updated_at = now()
        returning points, ceil(extract(epoch from (expires_at - now())))::int as retry_after`,
  );
  const row = rows[0];
  return { points: Number(row.points), retryAfter: Math.max(1, Number(row.retry_after)) };
}

/** Gives one point back (a success that should not count against an address). */
export async function refund(key: string, db: Db = getDb()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(rateLimits.key, key));
}

/** Forgets a key (a successful sign-in clears its account's failures). */
export async function reset(key: string, db: Db = getDb()): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Seconds until `key` may be used again, or 0 when it is under `max`. */
export async function retryAfterFor(key: string, max: number, db: Db = getDb()): Promise<number> {
  const rows = await queryRows<{ points: number; retry_after: number | string }>(
    db,
    sql`select points, ceil(extract(epoch from (expires_at - now())))::int as retry_after
        from rate_limits where key = ${key} and expires_at > now()`,
  );
  const row = rows[0];
  return row && Number(row.points) >= max ? Math.max(1, Number(row.retry_after)) : 0;
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError('rate_limited', authMessages.tooManyAttempts(minutes), { retryAfter: retryAfterSeconds });
}

export interface Attempt {
  /** The check passed: the account's failures are forgotten and the address gets its point back. */
  succeeded(): Promise<void>;
  /** The attempt should not count at all (e.g. input that never reached a check). */
  cancel(): Promise<void>;
}

/**
 * Takes one point for the client address and one for the account (`account` may be an e-mail
 * that does not exist: guesses against unknown addresses are limited the same way). Throws the
 * 429 AppError when either is over its limit; the caller then checks nothing.
 */
export async function beginAttempt(
  scope: LimitScope,
  who: { account?: string | null; ip: string | null },
  opts: { accountMax?: number; ipMax?: number; db?: Db } = {},
): Promise<Attempt> {
  const cfg = limitConfig();
  const db = opts.db ?? getDb();
  const keys: { key: string; max: number; kind: 'account' | 'ip' }[] = [{ key: ipKey(scope, who.ip), max: opts.ipMax ?? cfg.ipMax, kind: 'ip' }];
  if (who.account) keys.push({ key: accountKey(scope, who.account), max: opts.accountMax ?? cfg.accountMax, kind: 'account' });
  for (const k of keys) {
    const { points, retryAfter } = await hit(k.key, cfg.windowSeconds, db);
    // Stop at the first key over its limit: a blocked address does not add to an account's count.
    if (points > k.max) throw tooManyAttempts(retryAfter);
  }
  return {
    async succeeded() {
      for (const k of keys) {
        if (k.kind === 'account') await reset(k.key, db);
        else await refund(k.key, db);
      }
    },
    async cancel() {
      for (const k of keys) await refund(k.key, db);
    },
  };
}

/** Counts an action that is limited whether or not it succeeds (mails sent, accounts created). */
export async function countAction(scope: LimitScope, who: { account?: string | null; ip: string | null }, opts: { accountMax?: number; ipMax?: number; db?: Db } = {}): Promise<void> {
  await beginAttempt(scope, who, opts);
}

/** Deletes expired counters (housekeeping; cheap thanks to the expires_at index). */
export async function purgeExpiredLimits(db: Db = getDb()): Promise<number> {
  const rows = await queryRows<{ key: string }>(db, sql`delete from rate_limits where expires_at <= now() returning key`);
  return rows.length;
}
