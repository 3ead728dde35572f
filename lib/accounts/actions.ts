'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { requireActionActor } from '@/lib/auth/guard';
import { accountAdmin as t } from '@/lib/messages';
import { createAdmin } from './admin';
import { deleteUserAsAdmin, disableUser, enableUser, endUserSessions } from './admin-users';
import { deleteOwnAccount } from './delete-profile';
import { createAdminSchema } from './schemas';
import { deleteProfileSchema, userIdSchema } from './user-admin-schemas';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actorForAction } from '@/lib/auth/request-actor';
import { afterLoginPath, safeCallbackUrl } from '@/lib/auth/redirects';
import { clearSession, getSessionClaims, issueSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { isAppError } from '@/lib/errors';
import { type ActionFailure, type ActionResult, ok, runAction } from '@/lib/forms/action-result';
import { auth as m } from '@/lib/messages';
import { loginWithPassword } from './login';
import { changePassword } from './password';
import { checkResetCode, requestPasswordReset, resetPassword } from './password';
import { registerAccount, resendVerificationCode, verifyEmail } from './register';
import { requestMetaFrom } from './request-meta';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendCodeSchema,
  resetCodeSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './schemas';

/**
 * The accounts' server actions: thin doors over lib/accounts (parse with the form's own schema,
 * call the use case, translate errors through runAction). Sign-in writes the next-auth session
 * cookie itself (issueSession) so the form can show every outcome in place.
 */

const meta = async () => requestMetaFrom(await headers());

/** A failed sign-in; `verificationRequired` tells the form to show the code box. */
export type LoginActionResult = ActionResult<{ redirectTo: string }> | (ActionFailure & { verificationRequired: true });

async function signIn(input: unknown, area: 'user' | 'admin'): Promise<LoginActionResult> {
  let verificationRequired = false;
  const result = await runAction(
    loginSchema,
    input,
    async (data) => {
      try {
        const user = await loginWithPassword({ email: data.email, password: data.password, code: data.code }, await meta(), { area });
        await issueSession(user);
        return ok({ redirectTo: afterLoginPath(user.role, data.callbackUrl, env.appUrl) });
      } catch (err) {
        if (isAppError(err) && err.details?.verification_required) verificationRequired = true;
        throw err;
      }
    },
    { action: 'login', area },
  );
  if (!result.ok && verificationRequired) return { ...result, verificationRequired: true };
  return result;
}

/** /login: any role; lands on the role's dashboard or the safe `callbackUrl`. */
export async function loginAction(input: z.input<typeof loginSchema>): Promise<LoginActionResult> {
  return signIn(input, 'user');
}

/** /admin/login: administrators only. */
export async function adminLoginAction(input: z.input<typeof loginSchema>): Promise<LoginActionResult> {
  return signIn(input, 'admin');
}

/**
 * Sign out: ends this browser's session and goes to `redirectTo` (a same-origin path; home by
 * default). Used as a form action: `<form action={logoutAction}><input name="redirectTo" …>`.
 */
export async function logoutAction(formData?: FormData): Promise<never> {
  await clearSession();
  const target = safeCallbackUrl(formData?.get('redirectTo'), '/', env.appUrl) ?? '/';
  redirect(target);
}

export async function registerAction(input: z.input<typeof registerSchema>): Promise<ActionResult<{ email: string }>> {
  return runAction(registerSchema, input, async (data) => {
    const user = await registerAccount(data, await meta());
    return ok({ email: user.email }, m.registered);
  });
}

/** The code box after registering: success sends the user to login. */
export async function verifyEmailAction(input: z.input<typeof verifyEmailSchema>): Promise<ActionResult<{ email: string }>> {
  return runAction(verifyEmailSchema, input, async (data) => {
    const user = await verifyEmail(data, await meta());
    return ok({ email: user.email }, m.verified);
  });
}

/** "Send a new code" (register and login code boxes). */
export async function resendCodeAction(input: z.input<typeof resendCodeSchema>): Promise<ActionResult> {
  return runAction(resendCodeSchema, input, async (data) => {
    await resendVerificationCode(data, await meta());
    return ok(undefined, m.codeResent);
  });
}

/** Forgot password, step 1 (also "send a new code" on step 2). */
export async function forgotPasswordAction(input: z.input<typeof forgotPasswordSchema>): Promise<ActionResult> {
  return runAction(forgotPasswordSchema, input, async (data) => {
    const { message } = await requestPasswordReset(data, await meta());
    return ok(undefined, message);
  });
}

/** Forgot password, step 2: the code alone. */
export async function checkResetCodeAction(input: z.input<typeof resetCodeSchema>): Promise<ActionResult> {
  return runAction(resetCodeSchema, input, async (data) => {
    const { message } = await checkResetCode(data, await meta());
    return ok(undefined, message);
  });
}

/** Forgot password, step 3: code and new password; every session ends; then the login page. */
export async function resetPasswordAction(input: z.input<typeof resetPasswordSchema>): Promise<ActionResult<{ email: string }>> {
  return runAction(resetPasswordSchema, input, async (data) => {
    const { user, message } = await resetPassword(data, await meta());
    return ok({ email: user.email }, message);
  });
}

/**
 * Change password (the shared screen; the shells build the pages around it). On success this
 * browser's session is re-issued with the new session version (it stays signed in) while every
 * other session and API token ends.
 */
export async function changePasswordAction(input: z.input<typeof changePasswordSchema>): Promise<ActionResult> {
  return runAction(changePasswordSchema, input, async (data) => {
    const actor = await actorForAction();
    const claims = await getSessionClaims();
    const { user, sessionVersion, message } = await changePassword(actor, data, await meta());
    await issueSession({ ...user, sessionVersion }, { signedInAt: claims?.ia });
    return ok(undefined, message);
  });
}

/** "Delete Profile": deletes the signed-in account, then drops its (now useless) session cookie. */
export async function deleteOwnAccountAction(input: unknown) {
  return runAction(deleteProfileSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.deleteOwnAccount');
    await deleteOwnAccount(actor, data, await meta());
    await clearSession();
    return ok(undefined, t.accountDeleted);
  });
}

// The admin users page: authenticate here (requireActionActor), the domain checks permission again.
const USERS_PAGE = '/admin/users';

export async function disableUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await disableUser(actor, data, await meta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.userDisabled);
  });
}

export async function enableUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await enableUser(actor, data, await meta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.userEnabled);
  });
}

export async function endUserSessionsAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await endUserSessions(actor, data, await meta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.sessionsEnded);
  });
}

export async function deleteUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await deleteUserAsAdmin(actor, data, await meta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.userDeleted);
  });
}

export async function createAdminAction(input: unknown) {
  return runAction(createAdminSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await createAdmin(actor, data, await meta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.adminCreated);
  });
}
