import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rateLimits, sessions } from '@/db/schema';
import { purgeExpired, signOut, signOutEverywhere, startPurgeSchedule } from '@/lib/accounts/sessions';
import { startSession } from '@/lib/auth/session-store';
import { findSessionUser } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';
import { describeEachDatabase } from '../helpers/db';
import { makeUser } from './account-fixtures';

describeEachDatabase('server sessions', ({ db }) => {
  const sessionUser = (u: { id: number; role: 'student' | 'employer' | 'candidate' | 'admin' }) => ({ ...u, sessionVersion: 1 });

  it('a token is honoured while its session row lives; signing out ends that one only', async () => {
    const u = await makeUser(db(), { role: 'student' });
    const phone = await startSession(sessionUser(u), { origin: { ip: '192.0.2.1', userAgent: 'Phone' } });
    const laptop = await startSession(sessionUser(u), { kind: 'api' });
    expect(phone.sid).not.toBe(laptop.sid);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, phone.sid));
    expect(row).toMatchObject({ userId: u.id, kind: 'browser', ip: '192.0.2.1', userAgent: 'Phone' });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);

    expect(await findSessionUser(phone)).toMatchObject({ id: u.id });
    await signOut(phone);
    expect(await findSessionUser(phone)).toBeNull();
    expect(await findSessionUser(laptop)).toMatchObject({ id: u.id });
    // The same claims with a made-up or another user's session id are refused too.
    const other = await makeUser(db(), { role: 'student' });
    const theirs = await startSession(sessionUser(other));
    expect(await findSessionUser({ ...laptop, sid: theirs.sid })).toBeNull();
    expect(await findSessionUser({ ...laptop, sid: crypto.randomBytes(32).toString('base64url') })).toBeNull();
  });

  it('signing out needs a session; sign out everywhere ends every session of the account and no other', async () => {
    await expect(signOut(null)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(signOutEverywhere(null)).rejects.toBeInstanceOf(AppError);
    const u = await makeUser(db(), { role: 'employer' });
    const neighbour = await makeUser(db(), { role: 'employer' });
    const a = await startSession(sessionUser(u));
    const b = await startSession(sessionUser(u), { kind: 'api' });
    const n = await startSession(sessionUser(neighbour));
    expect(await signOutEverywhere({ id: u.id, role: 'employer' })).toBe(2);
    expect(await findSessionUser(a)).toBeNull();
    expect(await findSessionUser(b)).toBeNull();
    expect(await findSessionUser(n)).toMatchObject({ id: neighbour.id });
  });

  it('an expired session is refused even when its token is still within the day', async () => {
    const u = await makeUser(db(), { role: 'candidate' });
    const s = await startSession(sessionUser(u));
    await db().update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, s.sid));
    expect(await findSessionUser(s)).toBeNull();
  });

  it('the scheduled purge deletes expired sessions and rate-limit counters, and nothing live', async () => {
    const u = await makeUser(db(), { role: 'student' });
    const live = await startSession(sessionUser(u));
    const old = await startSession(sessionUser(u));
    await db().update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, old.sid));
    const tag = crypto.randomUUID();
    await db()
      .insert(rateLimits)
      .values([
        { key: `login:ip:live-${tag}`, points: 1, expiresAt: sql`now() + interval '10 minutes'` },
        { key: `login:ip:dead-${tag}`, points: 1, expiresAt: sql`now() - interval '1 second'` },
      ]);

    const purged = await purgeExpired();
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.limits).toBeGreaterThanOrEqual(1);
    const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.id));
    expect(left.map((r) => r.id)).toEqual([live.sid]);
    const counters = await db().select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like ${`%${tag}`}`);
    expect(counters.map((r) => r.key)).toEqual([`login:ip:live-${tag}`]);
    expect(await findSessionUser(live)).toMatchObject({ id: u.id });
  });

  it('the schedule runs the purge on its interval, once per process, without keeping the process alive', async () => {
    const u = await makeUser(db(), { role: 'student' });
    const old = await startSession(sessionUser(u));
    await db().update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, old.sid));
    const schedule = startPurgeSchedule({ intervalMs: 50 });
    try {
      expect(schedule.timer?.hasRef()).toBe(false);
      expect(startPurgeSchedule({ intervalMs: 50 }).timer).toBe(schedule.timer);
      // Until the schedule has purged the expired session.
      await expect
        .poll(async () => (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.id, old.sid))).length, { timeout: 10_000, interval: 50 })
        .toBe(0);
    } finally {
      schedule.stop();
    }
  });
});
