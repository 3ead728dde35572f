import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@/db';
import { rateLimits } from '@/db/schema';
import { loginWithPassword } from '@/lib/accounts/login';
import { requestPasswordReset, resetPassword } from '@/lib/accounts/password';
import { deviceCookieAfterSignIn } from '@/lib/auth/device-cookie';
import { accountKey, beginAttempt, forgetAccount, ipKey, pairKey, purgeExpiredLimits } from '@/lib/auth/rate-limit';
import { AppError } from '@/lib/errors';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { makeUser, PASSWORD } from './account-fixtures';

let ipSeq = 0;
const freshIp = (device?: string) => ({ ip: `192.0.2.${(++ipSeq % 250) + 1}`, requestId: null, device });
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomBytes(5).toString('hex')}@example.test`;

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describeEachDatabase('abuse limits', ({ db }) => {
  /** Uses up an account's hourly ceiling, as an attacker spread over many addresses would. */
  async function exhaustAccount(scope: 'login' | 'code', email: string) {
    await db()
      .insert(rateLimits)
      .values({ key: accountKey(scope, email), points: 100, expiresAt: sql`now() + interval '1 hour'` })
      .onConflictDoUpdate({ target: rateLimits.key, set: { points: 100 } });
  }

  it('past 100 failures an hour on an account, only a browser that signed in to it before may try', async () => {
    const user = await makeUser(db(), { role: 'student' });
    const other = await makeUser(db(), { role: 'student' });
    await exhaustAccount('login', user.email);

    // A new browser, from a fresh address, with the right password: refused without a check.
    const refused = await rejection(loginWithPassword({ email: user.email, password: PASSWORD }, freshIp()));
    expect(refused.code).toBe('rate_limited');
    expect(inEnglish(refused.message)).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    // A device cookie made for another account does not count, nor does a forged one.
    expect((await rejection(loginWithPassword({ email: user.email, password: PASSWORD }, freshIp(deviceCookieAfterSignIn(null, other.email))))).code).toBe('rate_limited');
    const forged = deviceCookieAfterSignIn(null, user.email).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await rejection(loginWithPassword({ email: user.email, password: PASSWORD }, freshIp(forged)))).code).toBe('rate_limited');

    // The owner's browser (its cookie may hold other accounts too) gets in at once.
    const device = deviceCookieAfterSignIn(deviceCookieAfterSignIn(null, other.email), user.email);
    expect((await loginWithPassword({ email: user.email, password: PASSWORD }, freshIp(device))).id).toBe(user.id);
  });

  it('a device past the ceiling still has its own limit of 5 failures', async () => {
    const user = await makeUser(db(), { role: 'student' });
    await exhaustAccount('login', user.email);
    const device = deviceCookieAfterSignIn(null, user.email);
    // From a different address each time: only the device's own counter stops the 6th.
    for (let i = 0; i < 5; i++) {
      expect((await rejection(loginWithPassword({ email: user.email, password: `Wrong-${i}-pass` }, freshIp(device)))).code).toBe('unauthenticated');
    }
    expect((await rejection(loginWithPassword({ email: user.email, password: PASSWORD }, freshIp(device)))).code).toBe('rate_limited');
  });

  it('a refused address adds nothing to the account: 50 guesses from one address leave the owner 95 tries', async () => {
    const email = uniqueEmail('pair');
    const ip = '203.0.113.50';
    for (let i = 0; i < 50; i++) {
      await beginAttempt('login', { account: email, ip }).catch((e: unknown) => {
        expect((e as AppError).code).toBe('rate_limited');
      });
    }
    const [account] = await db().select().from(rateLimits).where(eq(rateLimits.key, accountKey('login', email)));
    expect(account.points).toBe(5);
    // Refused attempts still count against the address (30, then it is refused before the pair).
    const [pair] = await db().select().from(rateLimits).where(eq(rateLimits.key, pairKey('login', email, ip)));
    expect(pair.points).toBe(30);
    const [address] = await db().select().from(rateLimits).where(eq(rateLimits.key, ipKey('login', ip)));
    expect(address.points).toBe(50);
    // The account's window is the hour; the pair's the quarter hour.
    const [{ hours }] = await queryRows<{ hours: string }>(
      db(),
      sql`select round(extract(epoch from (expires_at - now())) / 3600) as hours from rate_limits where key = ${accountKey('login', email)}`,
    );
    expect(Number(hours)).toBe(1);
  });

  it('reset codes: the same shape (pair limit for the guesser, the owner elsewhere gets through)', async () => {
    const user = await makeUser(db(), { role: 'employer' });
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      const e = await rejection(resetPassword(null, { email: user.email, code: '000000', password: 'Harbour-kite-88', password_confirmation: 'Harbour-kite-88' }, { meta: attacker }));
      expect(e.code).toBe('validation');
    }
    const limited = await rejection(resetPassword(null, { email: user.email, code: '000000', password: 'Harbour-kite-88', password_confirmation: 'Harbour-kite-88' }, { meta: attacker }));
    expect(limited.code).toBe('rate_limited');
    // The owner asks for a code from another address: the attacker's guesses do not stop it.
    await expect(requestPasswordReset(null, { email: user.email }, { meta: freshIp() })).resolves.toMatchObject({ message: expect.any(String) });
    const [account] = await db().select().from(rateLimits).where(eq(rateLimits.key, accountKey('code', user.email)));
    expect(account.points).toBe(5);
  });

  it('forgetting an account (after a mailed code proved the owner) clears its failures from every address, and no other account\'s', async () => {
    const user = await makeUser(db(), { role: 'candidate' });
    const lookalike = `x${user.email}`;
    const a = freshIp();
    const b = freshIp();
    for (let i = 0; i < 6; i++) await loginWithPassword({ email: user.email, password: `Wrong-${i}-pass` }, a).catch(() => {});
    await loginWithPassword({ email: user.email, password: 'Wrong-b-pass' }, b).catch(() => {});
    await beginAttempt('login', { account: lookalike, ip: a.ip });
    expect((await rejection(loginWithPassword({ email: user.email, password: PASSWORD }, a))).code).toBe('rate_limited');

    await forgetAccount('login', user.email);
    const left = await db().select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like ${`login:%${user.email}`}`);
    expect(left.map((r) => r.key).sort()).toEqual([accountKey('login', lookalike), pairKey('login', lookalike, a.ip)].sort());
    expect((await loginWithPassword({ email: user.email, password: PASSWORD }, a)).id).toBe(user.id);
  });

  it('purge deletes expired counters only', async () => {
    const live = ipKey('login', `live-${crypto.randomUUID()}`);
    const dead = ipKey('login', `dead-${crypto.randomUUID()}`);
    await db()
      .insert(rateLimits)
      .values([
        { key: live, points: 1, expiresAt: sql`now() + interval '10 minutes'` },
        { key: dead, points: 1, expiresAt: sql`now() - interval '1 second'` },
      ]);
    expect(await purgeExpiredLimits()).toBeGreaterThanOrEqual(1);
    const left = await db().select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} in (${live}, ${dead})`);
    expect(left.map((r) => r.key)).toEqual([live]);
  });
});
