import type { Actor, Role } from './actor';
import { forbidden, unauthenticated } from '@/lib/errors';

/**
 * THE permission table: what each role may do. A declared use case checks it from its `access`
 * (lib/use-case.ts); a page-only read calls `assertCan(actor, …)` once. A record that belongs to a
 * user is loaded through lib/auth/ownership.ts. The route access table (lib/auth/access.ts) is the
 * door's first check and names its roles from this table (`rolesWith`), so there is one place to
 * keep right.
 * Client-safe: no server imports.
 */
export const permissions = {
  // The signed-in areas: who may open each role's pages and endpoints (the route access table's roles).
  'area:admin': ['admin'],
  'area:student': ['student'],
  'area:employer': ['employer'],
  'area:candidate': ['candidate'],
  // Accounts: admins are never self-deleted (an admin account is removed by another admin).
  'profile:delete-own': ['student', 'employer', 'candidate'],
  // Admissions: the catalogue and its back office.
  'catalogue:write': ['admin'],
  'settings:write': ['admin'],
  'users:manage': ['admin'],
  'audit:read': ['admin'],
  'messages:read': ['admin'],
  'messages:reply': ['admin'],
  // Applications: students apply to their own, admins review every one.
  'applications:apply': ['student'],
  'applications:review': ['admin'],
  'payments:confirm': ['admin'],
  'profile:student': ['student'],
  // Job board.
  'jobs:post': ['employer'],
  'jobs:moderate': ['admin'],
  'jobs:apply': ['candidate'],
  'candidates:browse': ['employer', 'admin'],
  'resume:write': ['candidate'],
  'company:write': ['employer'],
  // Files: every signed-in user may upload their own; admins may read any private file.
  'files:read-any': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

/** Whether an actor (null = visitor) holds a permission. */
export function can(actor: Actor | { role: Role } | null | undefined, permission: Permission): boolean {
  return !!actor && (permissions[permission] as readonly Role[]).includes(actor.role);
}

/** Throws 401 for a visitor and 403 for a role without the permission. */
export function assertCan(actor: Actor, permission: Permission): asserts actor is NonNullable<Actor> {
  if (!actor) throw unauthenticated();
  if (!can(actor, permission)) throw forbidden();
}

/** The roles that hold a permission (the route access table is written with these). */
export function rolesWith(permission: Permission): readonly Role[] {
  return permissions[permission];
}
