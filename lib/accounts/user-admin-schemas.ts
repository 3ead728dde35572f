import { z } from 'zod';
import { searchText } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import { roles } from '@/lib/auth/actor';
import { auth as m, validation } from '@/lib/messages';
import { perPageField, pageField } from '@/lib/http/page';

/**
 * Client-safe schemas and texts of "Delete Profile" and the admin users page (lib/accounts/
 * delete-profile.ts, lib/accounts/users.ts). The texts belong in lib/messages.ts; they sit
 * here until the catalogue takes them (one edit: import them from there instead).
 */
/** "Delete Profile": the account's password confirms it. */
export const deleteProfileSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired, abort: true })
    .max(1024, validation.maxLength(1024)),
});
export type DeleteProfileInput = z.input<typeof deleteProfileSchema>;

/** One user chosen on the admin users page. */
export const userIdSchema = z.object({ userId: idSchema() });
export type UserIdInput = z.input<typeof userIdSchema>;

export const userStatusValues = ['active', 'disabled', 'unverified'] as const;
export type UserStatus = (typeof userStatusValues)[number];

/**
 * The users page's URL state (`?role=&status=&q=&page=`): lenient, an unknown value is simply
 * ignored (never an error page).
 */
export const listUsersQuerySchema = z.object({
  role: z.enum(roles).optional().catch(undefined),
  status: z.enum(userStatusValues).optional().catch(undefined),
  q: searchText(200),
  page: pageField,
  perPage: perPageField,
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;
