import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { asLocale } from '@/lib/i18n/config';
import { users } from '@/db/schema';
import { hashPassword, verifyPassword } from '@/lib/auth/password-hash';
import { beginAttempt, countAction, forgetAccount } from '@/lib/auth/rate-limit';
import { issueSession, getSessionClaims } from '@/lib/auth/session';
import { AppError, unauthenticated } from '@/lib/errors';
import { log } from '@/lib/log';
import { mails } from '@/lib/mail';
import { auth as m } from '@/lib/messages';
import { checkCode, invalidCode, issueCode, secondsUntilResend } from './codes';
import type { AccountUser } from './dto';
import { sendCodeMail } from './login';
import { assertPasswordAllowed } from './password-policy';
import type { RequestMeta } from '@/lib/http/request-meta';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { steps } from './flow-schema';
import {
  apiChangePasswordSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetCodeSchema,
  resetPasswordSchema,
  type ChangePasswordData,
  type ResetPasswordData,
} from './schemas';
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
async function tellOwner(user: { email: string; name: string | null; locale?: string }, how: 'changed' | 'reset'): Promise<void> {
  try {
    await mails.passwordChanged(user.email, { name: user.name, how, locale: asLocale(user.locale) });
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
async function changeOwnPassword(actor: SignedInActor, data: ChangePasswordData, meta: RequestMeta): Promise<PasswordChanged> {
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
async function mailResetCode(input: { email: string }, meta: RequestMeta): Promise<{ message: string }> {
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
async function acceptResetCode(data: { email: string; code: string }, meta: RequestMeta): Promise<{ message: string }> {
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
async function setNewPassword(data: ResetPasswordData, meta: RequestMeta): Promise<{ user: AccountUser; message: string }> {
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

/** Change one's own password (the legacy API: the seed's one-message answer); the door re-issues its credential. */
export const apiChangePassword = defineUseCase({
  name: 'accounts.apiChangePassword',
  summary: "Change one's own password",
  access: 'signed-in',
  input: apiChangePasswordSchema,
  run: (actor, data, { meta }) => changeOwnPassword(actor, data, meta),
});

/** Change one's own password (the checks as the form shows them: every field's first problem). */
export const changePassword = defineUseCase({
  name: 'accounts.changePassword',
  summary: "Change one's own password",
  access: 'signed-in',
  input: changePasswordSchema,
  run: (actor, data, { meta }) => changeOwnPassword(actor, data, meta),
});

/**
 * The change-password screen: changes the password, then re-issues this browser's session with the
 * new session version (it stays signed in) while every other session and API token ends.
 */
export const changePasswordHere = defineUseCase({
  name: 'accounts.changePasswordHere',
  summary: "Change one's own password and stay signed in in this browser",
  access: 'signed-in',
  input: changePasswordSchema,
  run: async (actor, data, { meta }) => {
    const claims = await getSessionClaims();
    const changed = await changeOwnPassword(actor, data, meta);
    await issueSession({ ...changed.user, sessionVersion: changed.sessionVersion }, { signedInAt: claims?.ia });
    return changed;
  },
});

/** Forgot password, step 1: mail a reset code (the same answer whether or not the address has an account). */
export const requestPasswordReset = defineUseCase({
  name: 'accounts.requestPasswordReset',
  summary: 'Mail a password reset code',
  access: 'public',
  input: forgotPasswordSchema,
  run: (_actor, data, { meta }) => mailResetCode(data, meta),
});

/** Forgot password, step 2: is this the right code? (It stays valid for step 3.) */
export const checkResetCode = defineUseCase({
  name: 'accounts.checkResetCode',
  summary: 'Check a password reset code',
  access: 'public',
  input: resetCodeSchema,
  run: (_actor, data, { meta }) => acceptResetCode(data, meta),
});

/** Forgot password, step 3: the code and the new password; every session ends. */
export const resetPassword = defineUseCase({
  name: 'accounts.resetPassword',
  summary: 'Set a new password with a reset code',
  access: 'public',
  input: resetPasswordSchema,
  run: (_actor, data, { meta }) => setNewPassword(data, meta),
});

/** Where the forgot-password flow stands: the code step for `email`, then the new password. */
export type ForgotFlowData = { step: 'code'; email: string } | { step: 'password'; email: string; code: string };
export type ForgotFlowOutcome = { data?: ForgotFlowData; message?: string; to?: string };

/**
 * Forgot password in three steps, one form flow (`step=email|code|password`): the address (a code
 * is mailed if it has an account; the answer is the same either way), the code, a new password
 * (every session ends; then the login page). `intent=resend` asks for a new code, `intent=back`
 * returns from the password step to the code step.
 */
export const forgotPasswordFlow = defineUseCase({
  name: 'accounts.forgotPasswordFlow',
  summary: 'The forgot-password form, step by step',
  access: 'public',
  input: steps(
    (raw) => (raw.step === 'email' || raw.intent === 'resend' ? 'email' : raw.intent === 'back' ? 'back' : raw.step === 'code' ? 'code' : 'password'),
    {
      email: forgotPasswordSchema,
      back: z.object({ email: z.unknown().transform((x) => String(x ?? '')) }),
      code: resetCodeSchema,
      password: resetPasswordSchema,
    },
  ),
  run: async (_actor, input, { meta }): Promise<ForgotFlowOutcome> => {
    switch (input.step) {
      case 'email':
        return { data: { step: 'code', email: input.email }, message: (await mailResetCode(input, meta)).message };
      case 'back':
        return { data: { step: 'code', email: input.email } };
      case 'code':
        return { data: { step: 'password', email: input.email, code: input.code }, message: (await acceptResetCode(input, meta)).message };
      case 'password':
        await setNewPassword(input, meta);
        return { to: '/login?reset=1' };
    }
  },
});
