import 'server-only';
import { eq, like, or, sql } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';
import { rateLimits } from '@/db/schema';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { auth as authMessages, contact as contactMessages } from '@/lib/messages';
import { deviceNonceFor } from './device-cookie';

/**
 * Abuse limits, kept in `rate_limits` (fixed windows, so every server process shares them). They
 * stop guessing without letting a stranger lock the owner out:
 *
 * - per account and client address: RATE_LIMIT_PAIR_MAX (5) failures per RATE_LIMIT_WINDOW_SECONDS
 *   (15 minutes): the strict limit, which only ever blocks the address that guessed;
 * - per client address: RATE_LIMIT_IP_MAX (30) per window, whichever accounts it tries;
 * - per account: RATE_LIMIT_ACCOUNT_MAX (100) per RATE_LIMIT_ACCOUNT_WINDOW_SECONDS (1 hour), a
 *   ceiling only an attacker spread over many addresses reaches. Past it, only a browser that
 *   signed in to that account before (its device cookie, lib/auth/device-cookie.ts) may try, under
 *   its own limit of RATE_LIMIT_PAIR_MAX per window: the owner gets in, the attacker does not.
 *
 * An attempt takes its points BEFORE the password or code is checked (one atomic upsert per key),
 * so parallel guesses cannot slip past a limit; a success gives them back. While a key is over its
 * limit every attempt is refused with 429 without the password ever being checked.
 */
export type LimitScope = 'login' | 'code' | 'reset' | 'register' | 'mail';

export interface LimitConfig {
  pairMax: number;
  ipMax: number;
  windowSeconds: number;
  accountMax: number;
  accountWindowSeconds: number;
}

export function limitConfig(): LimitConfig {
  return {
    pairMax: env.RATE_LIMIT_PAIR_MAX,
    ipMax: env.RATE_LIMIT_IP_MAX,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    accountMax: env.RATE_LIMIT_ACCOUNT_MAX,
    accountWindowSeconds: env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
  };
}

const norm = (account: string) => account.trim().toLowerCase();
const addr = (ip: string | null | undefined) => ip || 'unknown';

export function accountKey(scope: LimitScope, account: string): string {
  return `${scope}:account:${norm(account)}`;
}

export function ipKey(scope: LimitScope, ip: string | null | undefined): string {
  return `${scope}:ip:${addr(ip)}`;
}

/** The strict key: one account from one client address. */
export function pairKey(scope: LimitScope, account: string, ip: string | null | undefined): string {
  return `${scope}:pair:${addr(ip)}:${norm(account)}`;
}

export function deviceKey(scope: LimitScope, nonce: string): string {
  return `${scope}:device:${nonce}`;
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

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError('rate_limited', authMessages.tooManyAttempts(minutes), { retryAfter: retryAfterSeconds });
}

/**
 * A refusal of the contact forms' limits (lib/content/contact.ts, direct hire): 429, saying whose
 * messages were counted (this sender's, or the network's: many people share one address), never
 * "attempts" the person did not make.
 */
export function contactLimitReached(whose: 'sender' | 'network', retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError('rate_limited', whose === 'sender' ? contactMessages.tooManyFromSender(minutes) : contactMessages.tooManyFromNetwork(minutes), { retryAfter: retryAfterSeconds });
}

/** Forgets an account's failures in a scope, from every address (the mailbox owner proved who they are). */
export async function forgetAccount(scope: LimitScope, account: string, db: Db = getDb()): Promise<void> {
  const escaped = `:${norm(account)}`.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, accountKey(scope, account)), like(rateLimits.key, `${scope}:pair:%${escaped}`)));
}

export interface Attempt {
  /** The check passed: the pair's failures are forgotten and the other keys get their point back. */
  succeeded(): Promise<void>;
  /** The attempt should not count at all (e.g. input that never reached a check). */
  cancel(): Promise<void>;
}

export interface Who {
  /** The account tried (an e-mail, normalised here); may not exist: unknown ones are limited alike. */
  account?: string | null;
  ip: string | null;
  /** The browser's raw device cookie (RequestMeta.device). */
  device?: string | null;
}

type Taken = { key: string; kind: 'ip' | 'pair' | 'account' | 'device' };

/**
 * Takes one point from each key that applies, in the order address, pair, account, so that a
 * refused address adds nothing to the account's count (a stranger who is stopped early does not
 * bring the owner closer to the account ceiling). Throws the 429 AppError at the first key over
 * its limit; the caller then checks nothing. Past the account ceiling a valid device cookie for
 * the account is let through, under its own per-device limit.
 */
export async function beginAttempt(
  scope: LimitScope,
  who: Who,
  opts: { pairMax?: number; ipMax?: number; accountMax?: number; db?: Db } = {},
): Promise<Attempt> {
  const cfg = limitConfig();
  const db = opts.db ?? getDb();
  const taken: Taken[] = [];
  const take = async (key: string, kind: Taken['kind'], max: number, windowSeconds: number) => {
    const { points, retryAfter } = await hit(key, windowSeconds, db);
    taken.push({ key, kind });
    return { over: points > max, retryAfter };
  };

  const ip = await take(ipKey(scope, who.ip), 'ip', opts.ipMax ?? cfg.ipMax, cfg.windowSeconds);
  if (ip.over) throw tooManyAttempts(ip.retryAfter);
  if (who.account) {
    const pairMax = opts.pairMax ?? cfg.pairMax;
    const pair = await take(pairKey(scope, who.account, who.ip), 'pair', pairMax, cfg.windowSeconds);
    if (pair.over) throw tooManyAttempts(pair.retryAfter);
    const account = await take(accountKey(scope, who.account), 'account', opts.accountMax ?? cfg.accountMax, cfg.accountWindowSeconds);
    if (account.over) {
      const nonce = deviceNonceFor(who.device, who.account);
      if (!nonce) throw tooManyAttempts(account.retryAfter);
      const device = await take(deviceKey(scope, nonce), 'device', pairMax, cfg.windowSeconds);
      if (device.over) throw tooManyAttempts(device.retryAfter);
    }
  }
  return {
    async succeeded() {
      for (const t of taken) {
        if (t.kind === 'pair') await reset(t.key, db);
        else await refund(t.key, db);
      }
    },
    async cancel() {
      for (const t of taken) await refund(t.key, db);
    },
  };
}

/** Counts an action that is limited whether or not it succeeds (mails sent, accounts created). */
export async function countAction(scope: LimitScope, who: Who, opts: { pairMax?: number; ipMax?: number; accountMax?: number; db?: Db } = {}): Promise<void> {
  await beginAttempt(scope, who, opts);
}

/** Deletes counters whose window has ended (housekeeping; cheap thanks to the expires_at index). */
export async function purgeExpiredLimits(db: Db = getDb()): Promise<number> {
  const rows = await queryRows<{ key: string }>(db, sql`delete from rate_limits where expires_at <= now() returning key`);
  return rows.length;
}
