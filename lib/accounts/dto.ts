import type { Role } from '@/lib/auth/actor';
import type { UserStatus } from './user-admin-schemas';

/**
 * What the accounts domain hands out about a user: selected columns, never the password hash.
 * One DTO (`AccountUser`); the admin users page's row is the same user with its status and dates.
 */
export interface AccountUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePic: string | null;
  emailVerified: boolean;
}

/**
 * The user columns the DTOs are made of: a `users` row has them (written out here so this module
 * stays client-safe, without the table's inferred type).
 */
interface UserColumns extends Omit<AccountUser, 'emailVerified'> {
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export function toAccountUser(u: Omit<UserColumns, 'disabledAt' | 'createdAt' | 'lastLoginAt'>): AccountUser {
  return {
    id: u.id,
    role: u.role,
    name: u.name,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profilePic: u.profilePic,
    emailVerified: u.emailVerifiedAt !== null,
  };
}

/** A user as the admin users page lists it. */
export interface AdminUserRow extends Pick<AccountUser, 'id' | 'role' | 'name' | 'email'> {
  status: UserStatus;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** Disabled wins over unverified: a disabled account cannot sign in either way. */
function statusOf(row: Pick<UserColumns, 'disabledAt' | 'emailVerifiedAt'>): UserStatus {
  if (row.disabledAt) return 'disabled';
  if (!row.emailVerifiedAt) return 'unverified';
  return 'active';
}

export function toAdminUserRow(r: Pick<UserColumns, 'id' | 'role' | 'name' | 'email' | 'disabledAt' | 'emailVerifiedAt' | 'createdAt' | 'lastLoginAt'>): AdminUserRow {
  return { id: r.id, role: r.role, name: r.name, email: r.email, status: statusOf(r), createdAt: r.createdAt, lastLoginAt: r.lastLoginAt };
}


/** "Zhang Wei Ming" → first "Zhang", last "Wei Ming" (the legacy user object has both). */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}
