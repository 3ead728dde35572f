import type { Role } from '@/lib/auth/actor';

/**
 * What the accounts domain hands out about a user: selected columns, never the password hash.
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

/** Job-side role codes (seed-jobs section 6): A admin, R employer (recruiter), J candidate (job seeker). */
export const roleCodes: Record<Role, 'A' | 'R' | 'J' | null> = { admin: 'A', employer: 'R', candidate: 'J', student: null };

/** The user object of the legacy API (`POST /api/auth/login`, `/api/auth/register`). */
export function toLegacyUser(u: Pick<AccountUser, 'id' | 'role' | 'name' | 'firstName' | 'lastName' | 'profilePic'>) {
  return {
    id: u.id,
    role: u.role,
    role_code: roleCodes[u.role],
    name: u.name,
    first_name: u.firstName,
    last_name: u.lastName,
    profile_pic: u.profilePic,
  };
}

/** "Zhang Wei Ming" → first "Zhang", last "Wei Ming" (the legacy user object has both). */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}
