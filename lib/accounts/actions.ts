'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { requireActionActor } from '@/lib/auth/guard';
import { accountAdmin as t } from '@/lib/messages';
import { createAdmin, deleteUserAsAdmin, disableUser, enableUser, endUserSessions } from './users';
import { deleteOwnAccount } from './delete-profile';
import { createAdminSchema } from './schemas';
import { deleteProfileSchema, userIdSchema } from './user-admin-schemas';
import { redirect } from 'next/navigation';
import { actorForAction } from '@/lib/auth/request-actor';
import { afterLoginPath, safeCallbackUrl } from '@/lib/auth/redirects';
import { clearSession, getSessionClaims, issueSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { type FormState, ok, runAction, runFormAction } from '@/lib/forms/action-result';
import { auth as m } from '@/lib/messages';
import { loginWithPassword } from './login';
import { changePassword } from './password';
import { checkResetCode, requestPasswordReset, resetPassword } from './password';
import { registerAccount, resendVerificationCode, verifyEmail } from './register';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { signOutEverywhere } from './sessions';
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
 * The accounts' server actions: thin doors over lib/accounts. The forms' actions take
 * `(previousState, formData)` (useActionState; they work without JavaScript), parse with the
 * form's own schema, call the use case and answer a FormState (lib/forms/action-result.ts).
 * Sign-in writes the next-auth session cookie itself (issueSession) and redirects on the server,
 * so a form posted before the scripts load signs in just the same.
 */

const meta = async () => requestMetaFrom(await headers());

/** A form's submit buttons say what they want: "Send a new code" posts `intent=resend`. */
const intentOf = (formData: FormData) => formData.get('intent');

async function resendCode(formData: FormData) {
  return runFormAction(resendCodeSchema, formData, async (data) => {
    await resendVerificationCode(data, await meta());
    return ok(undefined, m.codeResent);
  });
}

async function signIn(formData: FormData, area: 'user' | 'admin'): Promise<FormState> {
  if (intentOf(formData) === 'resend') return resendCode(formData);
  let target: string | null = null;
  const state = await runFormAction(
    loginSchema,
    formData,
    async (data) => {
      const user = await loginWithPassword({ email: data.email, password: data.password, code: data.code }, await meta(), { area });
      await issueSession(user);
      target = afterLoginPath(user.role, data.callbackUrl, env.appUrl);
      return ok();
    },
    { action: 'login', area },
  );
  // Outside runAction: a redirect is how Next answers (303 without JavaScript), not a failure.
  if (target) redirect(target);
  return state;
}

/** /login: any role; lands on the role's dashboard or the safe `callbackUrl`. */
export async function loginAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return signIn(formData, 'user');
}

/** /admin/login: administrators only. */
export async function adminLoginAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return signIn(formData, 'admin');
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

/** Where the register flow stands: after the form, the code box for `email`. */
export type RegisterFlowData = { step: 'verify'; email: string };

/**
 * "Create an Account" and the code box after it, one action (`step=register|verify`), so the
 * page rendered after each POST knows which step to show. Verified → signed in, on the role's dashboard.
 */
export async function registerAction(_previous: FormState<RegisterFlowData>, formData: FormData): Promise<FormState<RegisterFlowData>> {
  if (formData.get('step') !== 'verify') {
    return runFormAction(registerSchema, formData, async (data) => {
      const user = await registerAccount(data, await meta());
      return ok({ step: 'verify', email: user.email }, m.registered);
    });
  }
  if (intentOf(formData) === 'resend') {
    const state = await resendCode(formData);
    return { ...state, data: { step: 'verify', email: String(formData.get('email') ?? '') } } as FormState<RegisterFlowData>;
  }
  // A verified code signs the user in (issue 15): whoever holds the mailbox and the password
  // they just chose is the owner. Nothing they typed goes into the address.
  let target: string | null = null;
  const state = await runFormAction(verifyEmailSchema, formData, async (data) => {
    const user = await verifyEmail(data, await meta());
    await issueSession(user);
    target = afterLoginPath(user.role, undefined, env.appUrl);
    return ok();
  });
  if (target) redirect(target);
  return state as FormState<RegisterFlowData>;
}

/** Where the forgot-password flow stands: the code step for `email`, then the new password. */
export type ForgotFlowData = { step: 'code'; email: string } | { step: 'password'; email: string; code: string };

/**
 * Forgot password in three steps, one action (`step=email|code|password`): the address (a code is
 * mailed if it has an account; the answer is the same either way), the code, a new password (every
 * session ends; then the login page). `intent=resend` asks for a new code, `intent=back` returns
 * from the password step to the code step.
 */
export async function forgotPasswordAction(_previous: FormState<ForgotFlowData>, formData: FormData): Promise<FormState<ForgotFlowData>> {
  const step = formData.get('step');
  const intent = intentOf(formData);
  const email = String(formData.get('email') ?? '');
  if (step === 'email' || intent === 'resend') {
    return runFormAction(forgotPasswordSchema, formData, async (data) => {
      const { message } = await requestPasswordReset(data, await meta());
      return ok({ step: 'code', email: data.email }, message);
    });
  }
  if (intent === 'back') return { ok: true, data: { step: 'code', email }, at: Date.now(), values: { email, step: 'code' } };
  if (step === 'code') {
    return runFormAction(resetCodeSchema, formData, async (data) => {
      const { message } = await checkResetCode(data, await meta());
      return ok({ step: 'password', email: data.email, code: data.code }, message);
    });
  }
  let done = false;
  const state = await runFormAction(resetPasswordSchema, formData, async (data) => {
    await resetPassword(data, await meta());
    done = true;
    return ok();
  });
  if (done) redirect('/login?reset=1');
  return state as FormState<ForgotFlowData>;
}

/**
 * Change password (the shared screen; the shells build the pages around it). On success this
 * browser's session is re-issued with the new session version (it stays signed in) while every
 * other session and API token ends.
 */
export async function changePasswordAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(changePasswordSchema, formData, async (data) => {
    const actor = await actorForAction();
    const claims = await getSessionClaims();
    const { user, sessionVersion, message } = await changePassword(actor, data, await meta());
    await issueSession({ ...user, sessionVersion }, { signedInAt: claims?.ia });
    return ok(undefined, message);
  });
}

/**
 * "Sign out everywhere" (every role's account menu): ends every session of this account (every
 * browser, this one too, and every API token), then goes to `redirectTo` (home by default).
 */
export async function signOutEverywhereAction(formData?: FormData): Promise<never> {
  const actor = await actorForAction();
  if (actor) await signOutEverywhere(actor);
  await clearSession();
  redirect(safeCallbackUrl(formData?.get('redirectTo'), '/', env.appUrl) ?? '/');
}

/**
 * "Delete Profile": deletes the signed-in account. A form posted by the browser itself (no
 * JavaScript: no `Next-Action` header) gets its session cookie dropped here and goes to
 * /account-deleted, which confirms it. With JavaScript the answer comes back to the form, which
 * shows the notice and signs out (logoutAction drops the now useless cookie) to that same page;
 * dropping it here would make Next re-render this guarded page first and send the user to login.
 */
export async function deleteOwnAccountAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const fromScript = (await headers()).has('next-action');
  let deleted = false;
  const state = await runFormAction(deleteProfileSchema, formData, async (data) => {
    const actor = await requireActionActor('accounts.deleteOwnAccount');
    await deleteOwnAccount(actor, data, await meta());
    deleted = true;
    return ok(undefined, t.accountDeleted);
  });
  if (deleted && !fromScript) {
    await clearSession();
    redirect('/account-deleted');
  }
  return state;
}

// The admin users page: authenticate here (requireActionActor), the domain checks permission again.
// No data cache to expire (the page reads per request): refresh() re-renders the page the admin is on.

export async function disableUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await disableUser(actor, data, await meta());
    refresh();
    return ok(undefined, t.userDisabled);
  });
}

export async function enableUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await enableUser(actor, data, await meta());
    refresh();
    return ok(undefined, t.userEnabled);
  });
}

export async function endUserSessionsAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await endUserSessions(actor, data, await meta());
    refresh();
    return ok(undefined, t.sessionsEnded);
  });
}

export async function deleteUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await deleteUserAsAdmin(actor, data, await meta());
    refresh();
    return ok(undefined, t.userDeleted);
  });
}

export async function createAdminAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runFormAction(createAdminSchema, formData, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await createAdmin(actor, data, await meta());
    refresh();
    return ok(undefined, t.adminCreated);
  });
}
