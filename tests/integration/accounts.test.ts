import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { auditLogs, companyProfiles, rateLimits, userCodes, users } from '@/db/schema';
import { createAdmin, createAdminFromCli } from '@/lib/accounts/users';
import { loginWithPassword } from '@/lib/accounts/login';
import { changePassword, checkResetCode, requestPasswordReset, resetPassword } from '@/lib/accounts/password';
import { registerAccount, resendVerificationCode, verifyEmail } from '@/lib/accounts/register';
import type { RegisterData } from '@/lib/accounts/schemas';
import { signOutEverywhere } from '@/lib/accounts/sessions';
import { verifyDummyPassword } from '@/lib/auth/password-hash';
import { findSessionUser } from '@/lib/auth/session-user';
import { startSession } from '@/lib/auth/session-store';
import { newClaims } from '@/lib/auth/tokens';
import { AppError } from '@/lib/errors';
import { extractCode, findLatestMail, listOutboxMails, outboxDir, setMailConfig } from '@/lib/mail';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { nextMillisecond } from '../helpers/clock';

// The dummy-hash path is observed through a spy that still does the real (slow) verification.
vi.mock('@/lib/auth/password-hash', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/auth/password-hash')>();
  return { ...real, verifyDummyPassword: vi.fn(real.verifyDummyPassword) };
});

const PASSWORD = 'Lantern-river-2026';
let seq = 0;
const uniq = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;
let ipSeq = 0;
const freshIp = () => ({ ip: `198.51.100.${++ipSeq % 250}`, requestId: null });

function registration(email: string, over: Partial<RegisterData> = {}): RegisterData {
  return {
    role: 'student',
    name: 'Amina Rahman',
    code: '+880',
    phone_number: '01711000000',
    gender: 'Male',
    country: 'CN',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms: true,
    ...over,
  };
}

async function expectAppError(p: Promise<unknown>, code: AppError['code'], message?: string | RegExp): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.code).toBe(code);
    if (typeof message === 'string') expect(inEnglish(e.message)).toBe(message);
    else if (message) expect(inEnglish(e.message)).toMatch(message);
    return e;
  }
  throw new Error(`expected an AppError ${code}`);
}

describeEachDatabase('accounts', ({ db }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-accounts-'));
  const outbox = outboxDir(dataDir);

  beforeAll(() => setMailConfig({ smtpUrl: undefined, outbox }));
  afterAll(() => {
    setMailConfig(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => vi.mocked(verifyDummyPassword).mockClear());

  async function latestCode(email: string, template = 'verification_code'): Promise<string> {
    const mail = await findLatestMail(outbox, email, { template });
    expect(mail, `a ${template} mail to ${email}`).not.toBeNull();
    const code = extractCode(mail!);
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  }

  async function verifiedUser(role: RegisterData['role'] = 'student') {
    const email = uniq(role);
    const meta = freshIp();
    const user = await registerAccount(null, registration(email, { role, ...(role === 'employer' ? { company_name: 'Test Employer Ltd' } : {}) }), { meta });
    await verifyEmail(null, { email, code: await latestCode(email) }, { meta });
    return user;
  }

  it('register → code by mail (only its hash stored) → verify → sign in', async () => {
    const email = uniq('reg');
    const meta = freshIp();
    const user = await registerAccount(null, registration(email.toUpperCase(), { role: 'employer', company_name: 'Rahman Trading' }), { meta });
    expect(user).toMatchObject({ email, role: 'employer', emailVerified: false, firstName: 'Amina', lastName: 'Rahman' });
    expect(user).not.toHaveProperty('passwordHash');

    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // An employer gives the company's name (saved on its company profile), not a gender (issue 15).
    expect(row).toMatchObject({ phoneCode: '+880', phoneNumber: '+8801711000000', gender: null, country: 'CN', emailVerifiedAt: null });
    const [company] = await db().select({ orgName: companyProfiles.orgName }).from(companyProfiles).where(eq(companyProfiles.userId, user.id));
    expect(company?.orgName).toBe('Rahman Trading');

    const code = await latestCode(email);
    const codes = await db().select().from(userCodes).where(eq(userCodes.userId, user.id));
    expect(codes).toHaveLength(1);
    expect(codes[0].codeHash).not.toContain(code);
    expect(codes[0].purpose).toBe('verify_email');
    const ttl = codes[0].expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    // Unverified: a wrong password is just wrong; the right one asks for the code.
    await expectAppError(loginWithPassword({ email, password: 'Wrong-password-1' }, meta), 'unauthenticated', 'Invalid email or password');
    const e = await expectAppError(loginWithPassword({ email, password: PASSWORD }, meta), 'forbidden');
    expect(e.details).toEqual({ verification_required: true });

    const verified = await verifyEmail(null, { email, code }, { meta });
    expect(verified.emailVerified).toBe(true);
    const signedIn = await loginWithPassword({ email, password: PASSWORD }, meta);
    expect(signedIn).toMatchObject({ id: user.id, role: 'employer', sessionVersion: 1 });
    expect(await findSessionUser(await startSession(signedIn))).toMatchObject({ id: user.id, role: 'employer', email });

    // The code is used up.
    await expectAppError(verifyEmail(null, { email, code }, { meta }), 'validation', 'This code has expired or is not valid');
  });

  it('the login code box: the right password plus the code verifies and signs in', async () => {
    const email = uniq('box');
    const meta = freshIp();
    await registerAccount(null, registration(email), { meta });
    const code = await latestCode(email);
    await expectAppError(loginWithPassword({ email, password: PASSWORD, code: '000000' === code ? '111111' : '000000' }, meta), 'validation');
    const user = await loginWithPassword({ email, password: PASSWORD, code }, meta);
    expect(user.emailVerified).toBe(true);
  });

  it('refuses a taken e-mail, a common password and an unknown country', async () => {
    const email = uniq('taken');
    await registerAccount(null, registration(email), { meta: freshIp() });
    const taken = await expectAppError(registerAccount(null, registration(email.toUpperCase()), { meta: freshIp() }), 'validation', 'This email is already registered');
    expect(inEnglish(taken.fieldErrors)).toEqual({ email: ['This email is already registered'] });
    const common = await expectAppError(
      registerAccount(null, registration(uniq('common'), { password: 'sunshine1', password_confirmation: 'sunshine1' }), { meta: freshIp() }),
      'validation',
    );
    expect(inEnglish(common.fieldErrors)).toEqual({ password: ['This password is too common'] });
    const country = await expectAppError(registerAccount(null, registration(uniq('country'), { country: 'Atlantis' }), { meta: freshIp() }), 'validation');
    expect(country.fieldErrors.country).toBeDefined();
  });

  it('codes expire after 10 minutes', async () => {
    const email = uniq('expire');
    const meta = freshIp();
    const user = await registerAccount(null, registration(email), { meta });
    const code = await latestCode(email);
    await db().update(userCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userCodes.userId, user.id));
    await expectAppError(verifyEmail(null, { email, code }, { meta }), 'validation', 'This code has expired or is not valid');
  });

  it('a code allows 5 wrong tries, then even the right one fails', async () => {
    const email = uniq('tries');
    const meta = freshIp();
    const user = await registerAccount(null, registration(email), { meta });
    const code = await latestCode(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await expectAppError(verifyEmail(null, { email, code: wrong }, { meta }), 'validation');
    const [row] = await db().select().from(userCodes).where(eq(userCodes.userId, user.id));
    expect(row.attempts).toBe(5);
    // The code-check limit of this account and address (5 failures) also answers now: 429 without looking at the code.
    await expectAppError(verifyEmail(null, { email, code }, { meta }), 'rate_limited', /^Too many attempts, try again in \d+ minutes?$/);
    // With this account's counters out of the way (only its own: other tests' rows stay), the code itself is spent.
    await db().delete(rateLimits).where(like(rateLimits.key, `%${email}`));
    await expectAppError(verifyEmail(null, { email, code }, { meta }), 'validation', 'This code has expired or is not valid');
  });

  it('a new code only after 60 seconds; it replaces the old one', async () => {
    const email = uniq('resend');
    const meta = freshIp();
    const user = await registerAccount(null, registration(email), { meta });
    const first = await latestCode(email);
    // Within 60 seconds: the same answer as for an unknown address (nothing revealed), and no new code.
    await expect(resendVerificationCode(null, { email }, { meta })).resolves.toBeUndefined();
    await expect(resendVerificationCode(null, { email: uniq('nobody') }, { meta })).resolves.toBeUndefined();
    expect(await listOutboxMails(outbox, { to: email, template: 'verification_code' })).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(userCodes)
        .where(and(eq(userCodes.userId, user.id), sql`${userCodes.consumedAt} is null`)),
    ).toHaveLength(1);

    await db().update(userCodes).set({ lastSentAt: sql`now() - interval '61 seconds'` }).where(eq(userCodes.userId, user.id));
    await nextMillisecond(); // distinct mail timestamps
    await resendVerificationCode(null, { email }, { meta });
    const second = await latestCode(email);
    const active = await db()
      .select()
      .from(userCodes)
      .where(and(eq(userCodes.userId, user.id), sql`${userCodes.consumedAt} is null`));
    expect(active).toHaveLength(1);
    // A new code replaces the old one (two random 6-digit codes agree once in a million runs).
    expect(second).not.toBe(first);
    await expectAppError(verifyEmail(null, { email, code: first }, { meta }), 'validation');
    expect((await verifyEmail(null, { email, code: second }, { meta })).emailVerified).toBe(true);
    // Unknown and verified addresses: nothing to send, nothing revealed.
    await expect(resendVerificationCode(null, { email: uniq('nobody') }, { meta })).resolves.toBeUndefined();
    await expect(resendVerificationCode(null, { email }, { meta })).resolves.toBeUndefined();
  });

  it('login: one answer for every wrong pair; an unknown e-mail still runs argon2 (dummy hash)', async () => {
    const user = await verifiedUser();
    const meta = freshIp();
    await expectAppError(loginWithPassword({ email: uniq('unknown'), password: PASSWORD }, meta), 'unauthenticated', 'Invalid email or password');
    expect(verifyDummyPassword).toHaveBeenCalledTimes(1);
    await expectAppError(loginWithPassword({ email: user.email, password: 'Not-the-password' }, meta), 'unauthenticated', 'Invalid email or password');
    expect(verifyDummyPassword).toHaveBeenCalledTimes(1);
    const ok = await loginWithPassword({ email: ` ${user.email.toUpperCase()} `, password: PASSWORD }, meta);
    expect(ok.id).toBe(user.id);

    // The unknown-e-mail path is not a fast path: it runs a real argon2 verify on the dummy hash
    // (asserted through the spy above; wall-clock comparisons are left to benchmarks, not tests).
  });

  it('admin login area accepts admins only; disabled accounts are told after a correct password', async () => {
    const student = await verifiedUser();
    await expectAppError(loginWithPassword({ email: student.email, password: PASSWORD }, freshIp(), { area: 'admin' }), 'forbidden', /administrators/);
    await expectAppError(loginWithPassword({ email: student.email, password: 'Wrong-one-123' }, freshIp(), { area: 'admin' }), 'unauthenticated');
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, student.id));
    await expectAppError(loginWithPassword({ email: student.email, password: PASSWORD }, freshIp()), 'forbidden', 'This account has been disabled');
    await expectAppError(loginWithPassword({ email: student.email, password: 'Wrong-one-123' }, freshIp()), 'unauthenticated');
  });

  it('per account and address: 5 failed checks in 15 minutes, then 429 from that address even for the right password; another address signs in at once', async () => {
    const user = await verifiedUser();
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      await expectAppError(loginWithPassword({ email: user.email, password: `Wrong-${i}-password` }, attacker), 'unauthenticated');
    }
    const limited = await expectAppError(loginWithPassword({ email: user.email, password: PASSWORD }, attacker), 'rate_limited', 'Too many attempts, try again in 15 minutes');
    expect(limited.retryAfter).toBeGreaterThan(14 * 60);
    expect(limited.retryAfter).toBeLessThanOrEqual(15 * 60);
    vi.mocked(verifyDummyPassword).mockClear();
    // Limited attempts check nothing at all (not even the dummy hash).
    await expectAppError(loginWithPassword({ email: user.email, password: 'whatever-else' }, attacker), 'rate_limited');
    expect(verifyDummyPassword).not.toHaveBeenCalled();

    // The owner, from another address, is not locked out by the stranger's guesses.
    expect((await loginWithPassword({ email: user.email, password: PASSWORD }, freshIp())).id).toBe(user.id);

    // When the window ends, the right password works from that address too and its failures are forgotten.
    await db().update(rateLimits).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, `login:pair:${attacker.ip}:${user.email}`));
    expect((await loginWithPassword({ email: user.email, password: PASSWORD }, attacker)).id).toBe(user.id);
    const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, `login:pair:${attacker.ip}:${user.email}`));
    expect(row).toBeUndefined();
  });

  it('per address: 30 failed checks in 15 minutes, then 429 for any account from it', async () => {
    const user = await verifiedUser();
    const meta = { ip: '203.0.113.77', requestId: null };
    for (let i = 0; i < 30; i++) {
      await expectAppError(loginWithPassword({ email: uniq('guess'), password: 'Guess-password-1' }, meta), 'unauthenticated');
    }
    await expectAppError(loginWithPassword({ email: user.email, password: PASSWORD }, meta), 'rate_limited', /^Too many attempts/);
    // Another address is not affected, and a success there gives its point back.
    expect((await loginWithPassword({ email: user.email, password: PASSWORD }, { ip: '203.0.113.78', requestId: null })).id).toBe(user.id);
    const [other] = await db().select().from(rateLimits).where(eq(rateLimits.key, 'login:ip:203.0.113.78'));
    expect(other.points).toBe(0);
  });

  it('change password: seed checks, "Current password is wrong", new session version; only the new token works', async () => {
    const user = await verifiedUser('candidate');
    const meta = freshIp();
    const before = await loginWithPassword({ email: user.email, password: PASSWORD }, meta);
    const oldClaims = await startSession(before);
    expect(await findSessionUser(oldClaims)).not.toBeNull();

    await expectAppError(changePassword(null, { current_password: PASSWORD, new_password: 'x', password_confirmation: 'x' }), 'unauthenticated');
    await expect(changePassword({ id: user.id, role: 'candidate' }, { current_password: '', new_password: '', password_confirmation: '' })).rejects.toSatisfy(
      (e) => inEnglish(e).message.includes('Enter current password'),
    );
    const wrong = await expectAppError(
      changePassword({ id: user.id, role: 'candidate' }, { current_password: 'Not-my-password', new_password: 'Harbour-kite-88', password_confirmation: 'Harbour-kite-88' }, { meta }),
      'validation',
      'Current password is wrong',
    );
    expect(inEnglish(wrong.fieldErrors)).toEqual({ current_password: ['Current password is wrong'] });
    const common = await expectAppError(
      changePassword({ id: user.id, role: 'candidate' }, { current_password: PASSWORD, new_password: 'password123', password_confirmation: 'password123' }, { meta }),
      'validation',
    );
    expect(inEnglish(common.fieldErrors)).toEqual({ new_password: ['This password is too common'] });

    const changed = await changePassword({ id: user.id, role: 'candidate' }, { current_password: PASSWORD, new_password: 'Harbour-kite-88', password_confirmation: 'Harbour-kite-88' }, { meta });
    expect(inEnglish(changed.message)).toBe('Password changed successfully');
    expect(changed.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await findSessionUser(oldClaims)).toBeNull();
    expect(await findSessionUser(newClaims({ ...changed.user, sessionVersion: changed.sessionVersion }, oldClaims.sid, oldClaims.ia))).not.toBeNull();
    await expectAppError(loginWithPassword({ email: user.email, password: PASSWORD }, freshIp()), 'unauthenticated');
    expect((await loginWithPassword({ email: user.email, password: 'Harbour-kite-88' }, freshIp())).sessionVersion).toBe(changed.sessionVersion);
  });

  it('forgot password: code by mail, check, new password; every session ends', async () => {
    const user = await verifiedUser('employer');
    const meta = freshIp();
    const session = await startSession(await loginWithPassword({ email: user.email, password: PASSWORD }, meta));
    expect(inEnglish(await requestPasswordReset(null, { email: user.email }, { meta }))).toEqual({ message: 'If this email is registered, we sent a code to it' });
    expect(inEnglish(await requestPasswordReset(null, { email: uniq('nobody') }, { meta }))).toEqual({ message: 'If this email is registered, we sent a code to it' });
    const code = await latestCode(user.email, 'password_reset_code');

    await expectAppError(checkResetCode(null, { email: user.email, code: code === '999999' ? '888888' : '999999' }, { meta }), 'validation');
    expect(inEnglish(await checkResetCode(null, { email: user.email, code }, { meta }))).toEqual({ message: 'Code accepted: choose a new password' });
    const common = await expectAppError(
      resetPassword(null, { email: user.email, code, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' }, { meta }),
      'validation',
    );
    expect(inEnglish(common.fieldErrors)).toEqual({ password: ['This password is too common'] });
    // The current password is refused as the new one, before the code is spent (issue 15).
    const same = await expectAppError(resetPassword(null, { email: user.email, code, password: PASSWORD, password_confirmation: PASSWORD }, { meta }), 'validation');
    expect(inEnglish(same.fieldErrors)).toEqual({ password: ['Choose a new password, not your current one'] });
    const done = await resetPassword(null, { email: user.email, code, password: 'Meadow-signal-31', password_confirmation: 'Meadow-signal-31' }, { meta });
    expect(inEnglish(done.message)).toMatch(/password has been changed/);
    // The owner is told by mail.
    const told = await findLatestMail(outbox, user.email, { template: 'password_changed' });
    expect(told?.text).toContain('Your password was reset');
    expect(await findSessionUser(session)).toBeNull();
    expect((await loginWithPassword({ email: user.email, password: 'Meadow-signal-31' }, freshIp())).id).toBe(user.id);
    // The code is spent.
    await expectAppError(resetPassword(null, { email: user.email, code, password: 'Another-one-77', password_confirmation: 'Another-one-77' }, { meta }), 'validation');
  });

  it('sessions end when the account is disabled, its role changes, or the user signs out everywhere', async () => {
    const user = await verifiedUser();
    const signed = await loginWithPassword({ email: user.email, password: PASSWORD }, freshIp());
    const claims = await startSession(signed);
    expect(await findSessionUser(claims)).not.toBeNull();
    await db().update(users).set({ role: 'candidate' }).where(eq(users.id, user.id));
    expect(await findSessionUser(claims)).toBeNull();
    await db().update(users).set({ role: 'student' }).where(eq(users.id, user.id));
    expect(await findSessionUser(claims)).not.toBeNull();
    await signOutEverywhere({ id: user.id, role: 'student' });
    expect(await findSessionUser(claims)).toBeNull();
    const again = await startSession(await loginWithPassword({ email: user.email, password: PASSWORD }, freshIp()));
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect(await findSessionUser(again)).toBeNull();
  });

  it('createAdmin: from the CLI or an admin, verified at once, audited; others and taken e-mails refused', async () => {
    const email = uniq('admin');
    const admin = await createAdminFromCli({ name: 'Ada Admin', email, password: 'Quiet-harbour-19', password_confirmation: 'Quiet-harbour-19' });
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true, email });
    const signed = await loginWithPassword({ email, password: 'Quiet-harbour-19' }, freshIp(), { area: 'admin' });
    expect(signed.role).toBe('admin');

    const second = await createAdmin({ id: admin.id, role: 'admin' }, { name: 'Bo Admin', email: uniq('admin2'), password: 'Quiet-harbour-20' });
    expect(second.role).toBe('admin');
    const audits = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(second.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorId).toBe(admin.id);
    expect(JSON.stringify(audits[0].changes)).not.toContain('Quiet-harbour');

    await expectAppError(createAdmin({ id: admin.id, role: 'student' }, { name: 'X', email: uniq('x'), password: 'Quiet-harbour-21' }), 'forbidden');
    await expectAppError(createAdmin(null, { name: 'X', email: uniq('x'), password: 'Quiet-harbour-21' }), 'unauthenticated');
    await expectAppError(createAdminFromCli({ name: 'Again', email, password: 'Quiet-harbour-22' }), 'validation', 'This email is already registered');
    await expectAppError(createAdminFromCli({ name: 'Weak', email: uniq('weak'), password: 'password1' }), 'validation', 'This password is too common');
    await expect(createAdminFromCli({ name: 'Short', email: uniq('short'), password: 'short' })).rejects.toSatisfy((e) => inEnglish(e).message.includes('Enter at least 8 characters'));
  });
});
