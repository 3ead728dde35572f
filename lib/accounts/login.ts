import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { asLocale } from '@/lib/i18n/config';
import { users } from '@/db/schema';
import { verifyDummyPassword, verifyPassword } from '@/lib/auth/password-hash';
import { can, type Permission } from '@/lib/auth/permissions';
import { beginAttempt } from '@/lib/auth/rate-limit';
import { AppError, assertStorableText } from '@/lib/errors';
import { log } from '@/lib/log';
import { mails } from '@/lib/mail';
import { auth as m } from '@/lib/messages';
import { CODE_TTL_MINUTES, checkCode, invalidCode, issueCode, secondsUntilResend } from './codes';
import type { AccountUser } from './dto';
import type { RequestMeta } from '@/lib/http/request-meta';
import { findUserByEmail, normaliseEmail, toAccountUser } from './users';

/**
 * Signing in with e-mail and password: the one check behind the login forms, the admin login,
 * next-auth's credentials provider and `POST /api/auth/login`.
 *
 * - Every wrong e-mail or password: 401 "Invalid email or password". An unknown e-mail still costs
 *   an argon2 verification (against a dummy hash), so timing does not tell which was wrong.
 * - Abuse limits (lib/auth/rate-limit.ts: per account and address, per address, and per account
 *   past which only a browser with the account's device cookie may try) are taken before anything
 *   is checked; while one applies every attempt answers 429, even with the right password.
 * - Only after a correct password: a disabled account is told so; an unverified one gets 403 with
 *   `verification_required` (and a fresh code by mail, at most one a minute) — or, when the code
 *   box was filled in (`code`), is verified and signed in.
 * - `area: 'admin'` (the admin login page) accepts admins only; anyone else gets a clear 403
 *   "This sign-in is for administrators" (their password was right, so nothing leaks).
 */
export interface SignedInUser extends AccountUser {
  sessionVersion: number;
}

export interface LoginCredentials {
  email: string;
  password: string;
  /** The 6-digit code from the verification mail (the login page's code box). */
  code?: string;
}

/**
 * What each login door asks of the account beyond the password: the admin login is the back
 * office's door, for those who may manage users (the admins); the main login takes any role.
 */
const areaPermission: Record<'user' | 'admin', Permission | null> = { user: null, admin: 'area:admin' };

export const invalidCredentials = () => new AppError('unauthenticated', m.invalidCredentials);

export function verificationRequired(): AppError {
  return new AppError('forbidden', m.verificationRequired, { details: { verification_required: true } });
}

export async function loginWithPassword(
  input: LoginCredentials,
  meta: RequestMeta,
  opts: { area?: 'user' | 'admin' } = {},
): Promise<SignedInUser> {
  // next-auth's sign-in door hands its form fields over unread: text the database cannot store
  // is a field error here, before it reaches the limits' keys or the user lookup.
  assertStorableText({ email: input.email, password: input.password, code: input.code });
  const email = normaliseEmail(input.email ?? '');
  const attempt = await beginAttempt('login', { account: email, ip: meta.ip, device: meta.device });
  const user = email ? await findUserByEmail(email) : undefined;
  if (!user) {
    await verifyDummyPassword(input.password ?? '');
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) throw invalidCredentials();
  await attempt.succeeded();

  if (user.disabledAt) throw new AppError('forbidden', m.accountDisabled);
  const needed = areaPermission[opts.area ?? 'user'];
  if (needed && !can(user, needed)) throw new AppError('forbidden', m.adminOnly);

  const db = getDb();
  if (!user.emailVerifiedAt) {
    if (!input.code) {
      await sendVerificationCodeIfDue(user);
      throw verificationRequired();
    }
    const codeAttempt = await beginAttempt('code', { account: email, ip: meta.ip, device: meta.device });
    if (!(await checkCode(user.id, 'verify_email', input.code, { consume: true }))) throw invalidCode();
    await codeAttempt.succeeded();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
    user.emailVerifiedAt = new Date();
  }

  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { ...toAccountUser(user), sessionVersion: user.sessionVersion };
}

/** Sends a new verification code unless one went out in the last minute (then the mail in hand still works). */
export async function sendVerificationCodeIfDue(user: { id: number; email: string; name: string; locale?: string }): Promise<boolean> {
  if ((await secondsUntilResend(user.id, 'verify_email')) > 0) return false;
  const { code } = await issueCode(user.id, 'verify_email');
  await sendCodeMail('verify_email', user, code);
  return true;
}

/** Mails a code; a failing mail server is logged, not fatal (the user can ask for a new code). */
export async function sendCodeMail(purpose: 'verify_email' | 'reset_password', user: { email: string; name: string; locale?: string }, code: string): Promise<void> {
  try {
    const data = { name: user.name, code, minutes: CODE_TTL_MINUTES, locale: asLocale(user.locale) };
    if (purpose === 'verify_email') await mails.verificationCode(user.email, data);
    else await mails.passwordResetCode(user.email, data);
  } catch (err) {
    log.error('code mail not sent', { to: user.email, purpose, err });
  }
}
