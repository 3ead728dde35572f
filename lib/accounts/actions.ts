'use server';

import { action, formAction } from '@/lib/forms/action-door';
import { type AnyUseCase, markDoor } from '@/lib/use-case';
import { accountAdmin as t } from '@/lib/messages';
import { changePasswordHere, forgotPasswordFlow } from './password';
import { registerFlow } from './register';
import { signOutEverywhereHere, signOutHere } from './sessions';
import { adminSignIn, signIn } from './sign-in';
import { createAdmin, deleteUserAsAdmin, disableUser, enableUser, endUserSessions } from './users';
import { deleteOwnAccountHere } from './delete-profile';
import { setAccountLanguage } from './language';

/**
 * The accounts' server actions, each built from its use case's declaration (lib/forms/action-door.ts).
 * The forms' actions take `(previousState, formData)` (useActionState; they work without
 * JavaScript). Sign-in writes the next-auth session cookie itself (issueSession, in the use case)
 * and redirects on the server, so a form posted before the scripts load signs in just the same.
 */
export type { RegisterFlowData } from './register';
export type { ForgotFlowData } from './password';

/** A plain `<form action>` (no form state): the use case, then the address it answers (`to`). */
function plainFormAction(uc: AnyUseCase<{ to: string }>): (formData?: FormData) => Promise<void> {
  const door = formAction(uc, { redirect: (o) => o.to });
  return markDoor(async (formData?: FormData) => {
    await door(formData);
  }, uc);
}

/** /login: any role; lands on the role's dashboard or the safe `callbackUrl` (`intent=resend`: a new code). */
export const loginAction = formAction(signIn, { message: (o) => o.message, redirect: (o) => o.to });

/** /admin/login: administrators only. */
export const adminLoginAction = formAction(adminSignIn, { message: (o) => o.message, redirect: (o) => o.to });

/**
 * Sign out: ends this browser's session and goes to `redirectTo` (a same-origin path; home by
 * default). Used as a form action: `<form action={logoutAction}><input name="redirectTo" …>`.
 */
export const logoutAction = plainFormAction(signOutHere);

/** "Create an Account" and the code box after it (`step=register|verify`). Verified → signed in, on the role's dashboard. */
export const registerAction = formAction(registerFlow, { message: (o) => o.message, data: (o) => o.data, redirect: (o) => o.to });

/** Forgot password in three steps (`step=email|code|password`, `intent=resend|back`); then the login page. */
export const forgotPasswordAction = formAction(forgotPasswordFlow, { message: (o) => o.message, data: (o) => o.data, redirect: (o) => o.to });

/** Change password (the shared screen): this browser stays signed in, every other session ends. */
export const changePasswordAction = formAction(changePasswordHere, { message: (o) => o.message });

/** The account's language (every role's account page). */
export const setAccountLanguageAction = formAction(setAccountLanguage, { message: t.languageSaved, refresh: true });

/** "Sign out everywhere" (every role's account menu), then `redirectTo` (home by default). */
export const signOutEverywhereAction = plainFormAction(signOutEverywhereHere);

/**
 * "Delete Profile": deletes the signed-in account. A form posted by the browser itself (no
 * JavaScript) gets its session cookie dropped and goes to /account-deleted, which confirms it.
 * With JavaScript the answer comes back to the form, which shows the notice and signs out.
 */
export const deleteOwnAccountAction = formAction(deleteOwnAccountHere, { message: t.accountDeleted, redirect: (o) => o.to });

// The admin users page. No data cache to expire (the page reads per request): refresh re-renders the page the admin is on.
export const disableUserAction = action(disableUser, { message: t.userDisabled, refresh: true });
export const enableUserAction = action(enableUser, { message: t.userEnabled, refresh: true });
export const endUserSessionsAction = action(endUserSessions, { message: t.sessionsEnded, refresh: true });
export const deleteUserAction = action(deleteUserAsAdmin, { message: t.userDeleted, refresh: true });
export const createAdminAction = formAction(createAdmin, { message: t.adminCreated, refresh: true });
