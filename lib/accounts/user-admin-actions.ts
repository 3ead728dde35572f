'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { createAdmin } from '@/lib/accounts/admin';
import { deleteUserAsAdmin, disableUser, enableUser, endUserSessions } from '@/lib/accounts/admin-users';
import { deleteOwnAccount } from '@/lib/accounts/delete-profile';
import type { RequestMeta } from '@/lib/accounts/request-meta';
import { createAdminSchema } from '@/lib/accounts/schemas';
import { deleteProfileSchema, userIdSchema } from '@/lib/accounts/user-admin-schemas';
import { clientIp } from '@/lib/http/client-ip';
import { accountAdmin as t } from '@/lib/messages';
import { requireActionActor } from '@/lib/auth/guard';
import { clearSession } from '@/lib/auth/session';
import { ok, runAction } from '@/lib/forms/action-result';
import { requestIdFrom } from '@/lib/log';

/**
 * Server actions of "Delete Profile" and the admin users page: parse with the form's schema,
 * authenticate (requireActionActor), call the domain (which checks permission again), translate.
 */
async function requestMeta(): Promise<RequestMeta> {
  const h = await headers();
  return { ip: clientIp(h), requestId: requestIdFrom(h) };
}

/** "Delete Profile": deletes the signed-in account, then drops its (now useless) session cookie. */
export async function deleteOwnAccountAction(input: unknown) {
  return runAction(deleteProfileSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.deleteOwnAccount');
    await deleteOwnAccount(actor, data, await requestMeta());
    await clearSession();
    return ok(undefined, t.accountDeleted);
  });
}

const USERS_PAGE = '/admin/users';

export async function disableUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await disableUser(actor, data, await requestMeta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.userDisabled);
  });
}

export async function enableUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await enableUser(actor, data, await requestMeta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.userEnabled);
  });
}

export async function endUserSessionsAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await endUserSessions(actor, data, await requestMeta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.sessionsEnded);
  });
}

export async function deleteUserAction(input: unknown) {
  return runAction(userIdSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await deleteUserAsAdmin(actor, data, await requestMeta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.userDeleted);
  });
}

export async function createAdminAction(input: unknown) {
  return runAction(createAdminSchema, input, async (data) => {
    const actor = await requireActionActor('accounts.adminUsers');
    await createAdmin(actor, data, await requestMeta());
    revalidatePath(USERS_PAGE);
    return ok(undefined, t.adminCreated);
  });
}
