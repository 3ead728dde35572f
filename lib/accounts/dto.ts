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

/** "Zhang Wei Ming" → first "Zhang", last "Wei Ming" (the legacy user object has both). */
export function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}
