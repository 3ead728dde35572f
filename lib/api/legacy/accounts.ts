import type { AccountUser } from '@/lib/accounts/dto';
import type { Role } from '@/lib/auth/actor';
import { defineFieldMap } from './fields';

/**
 * Accounts at the legacy API's boundary: the user object of `POST /api/auth/login` and
 * `/api/auth/register`, the job side's role codes, the code box's field name, and the old
 * clients' habit of sending numbers where we expect text.
 */

/** Job-side role codes: A admin, R employer (recruiter), J candidate (job seeker); students have none. */
export const roleCodes: Record<Role, 'A' | 'R' | 'J' | null> = { admin: 'A', employer: 'R', candidate: 'J', student: null };

/** The user object of the legacy API. */
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

/** `POST /api/access/verification/`: the code box sends `verification_code`. */
export const verificationFields = defineFieldMap({ verification_code: 'code' });

/**
 * Old clients sent numbers where we expect text (a numeric password, a phone number); keep them
 * as text. A numeric verification code loses its leading zeros in JSON: they are put back.
 */
export function scalarsAsText(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]));
}

export function verificationInput(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  if (typeof out.verification_code === 'number') out.verification_code = String(out.verification_code).padStart(6, '0');
  return out;
}
