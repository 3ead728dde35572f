import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import type { Role } from './actor';
import type { SessionClaims } from './tokens';

/** Who is signed in, as pages and headers need it. Never holds the password hash. */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePic: string | null;
}

/**
 * The per-request check of a session cookie or bearer token: the user still exists, is verified,
 * is not disabled, and the token's session version and role are the database's. Bumping
 * `users.session_version` (sign out everywhere, password change or reset, disabling, a role
 * change) therefore ends every older token on its very next request.
 */
export async function findSessionUser(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims) return null;
  const [row] = await getDb()
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePic: users.profilePic,
      emailVerifiedAt: users.emailVerifiedAt,
      disabledAt: users.disabledAt,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, claims.uid))
    .limit(1);
  if (!row) return null;
  if (!row.emailVerifiedAt || row.disabledAt) return null;
  if (row.sessionVersion !== claims.sv || row.role !== claims.role) return null;
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePic: row.profilePic,
  };
}
