import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword, verifyPassword } from '@/lib/auth/password-hash';
import { beginAttempt, countAction, forgetAccount } from '@/lib/auth/rate-limit';
import { AppError, unauthenticated } from '@/lib/errors';
import { log } from '@/lib/log';
import { mails } from '@/lib/mail';
import { auth as m } from '@/lib/messages';
import { checkCode, invalidCode, issueCode, secondsUntilResend } from './codes';
import type { AccountUser } from './dto';
import { sendCodeMail } from './login';
import { assertPasswordAllowed } from './password-policy';
import { localMeta, type RequestMeta } from '@/lib/http/request-meta';
import { changePasswordSchema, resetCodeSchema, resetPasswordSchema, type ChangePasswordInput, type ResetPasswordInput } from './schemas';
import { findUserByEmail, findUserById, normaliseEmail, toAccountUser } from './users';

/**
 * Passwords: change (signed in, with the current password) and reset (forgot password, by a mailed code).
 * Both bump `session_version`, which ends every other session and API token on its next request;
 * the caller re-issues the session that made a change (lib/accounts/actions.ts, the legacy route).
 */

/**
 * Mails the owner that the password changed ("if this wasn't you …"). The change is made: a mail
 * that fails to go is logged, never undoes it or fails the request.
 */
async function tellOwner(user: { email: string; name: string | null }, how: 'changed' | 'reset'): Promise<void> {
  try {
    await mails.passwordChanged(user.email, { name: user.name, how });
  } catch (err) {
    log.error('password change mail not sent', { how, err });
  }
}

export interface PasswordChanged {
  user: AccountUser;
  /** The user's new session version: re-issue the current session or token with it. */
  sessionVersion: number;
  message: string;
}

/**
 * Changes the actor's own password. Checks run in the seed's order (the schema reports only the
 * first failing one), then "Current password is wrong" under `current_password`. Wrong current
 * passwords count against the same abuse limit as sign-in attempts.
 */
export async function changePassword(actor: Actor, input: ChangePasswordInput, meta: RequestMeta = localMeta): Promise<PasswordChanged> {
  if (!actor) throw unauthenticated();
  const data = changePasswordSchema.parse(input);
  const user = await findUserById(actor.id);
  if (!user || user.disabledAt) throw unauthenticated();

  const attempt = await beginAttempt('login', { account: user.email, ip: meta.ip, device: meta.device });
  if (!(await verifyPassword(user.passwordHash, data.current_password))) {
    throw new AppError('validation', m.currentPasswordWrong, { fieldErrors: { current_password: [m.currentPasswordWrong] } });
  }
  await attempt.succeeded();
  assertPasswordAllowed(data.new_password, 'new_password');

  const passwordHash = await hashPassword(data.new_password);
  const [row] = await getDb()
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning();
  await tellOwner(row, 'changed');
  return { user: toAccountUser(row), sessionVersion: row.sessionVersion, message: m.passwordChanged };
}

/**
 * Forgot password, step 1: mails a reset code. Answers the same whether or not the address has an
 * account (nothing is revealed); requests count against the abuse limits per address and account.
 * A second request within 60 seconds sends nothing (the first code still works).
 */
export async function requestPasswordReset(input: { email: string }, meta: RequestMeta): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  await countAction('reset', { account: email, ip: meta.ip });
  const user = await findUserByEmail(email);
  if (user && !user.disabledAt && (await secondsUntilResend(user.id, 'reset_password')) === 0) {
    const { code } = await issueCode(user.id, 'reset_password');
    await sendCodeMail('reset_password', user, code);
  }
  return { message: m.resetCodeSent };
}

/** Forgot password, step 2: is this the right code? (It stays valid for step 3.) */
export async function checkResetCode(input: { email: string; code: string }, meta: RequestMeta): Promise<{ message: string }> {
  const data = resetCodeSchema.parse(input);
  const attempt = await beginAttempt('code', { account: data.email, ip: meta.ip, device: meta.device });
  const user = await findUserByEmail(data.email);
  if (!user || user.disabledAt) throw invalidCode();
  if (!(await checkCode(user.id, 'reset_password', data.code, { consume: false }))) throw invalidCode();
  await attempt.succeeded();
  return { message: m.resetCodeAccepted };
}

/**
 * Forgot password, step 3: the code and the new password. Uses the code up, sets the password,
 * ends every session (session_version + 1), and counts as e-mail verification (the code proved
 * the mailbox). The account's sign-in failures are forgotten.
 */
export async function resetPassword(input: ResetPasswordInput, meta: RequestMeta): Promise<{ user: AccountUser; message: string }> {
  const data = resetPasswordSchema.parse(input);
  const attempt = await beginAttempt('code', { account: data.email, ip: meta.ip, device: meta.device });
  const user = await findUserByEmail(data.email);
  if (!user || user.disabledAt) throw invalidCode();
  // Before the code is used up, so a refused password does not cost the code.
  assertPasswordAllowed(data.password, 'password');
  if (await verifyPassword(user.passwordHash, data.password)) {
    throw new AppError('validation', m.samePassword, { fieldErrors: { password: [m.samePassword] } });
  }
  if (!(await checkCode(user.id, 'reset_password', data.code, { consume: true }))) throw invalidCode();
  await attempt.succeeded();

  const passwordHash = await hashPassword(data.password);
  const [row] = await getDb()
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, user.id))
    .returning();
  await forgetAccount('login', data.email);
  await tellOwner(row, 'reset');
  return { user: toAccountUser(row), message: m.passwordReset };
}
