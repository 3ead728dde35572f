import type { Actor, Role } from './actor';
import { forbidden, notFound, unauthenticated } from '@/lib/errors';

/**
 * THE permission table: what each role may do. Domain functions call `assertCan(actor, …)` before
 * they read or write anything that is not public, and `assertOwns(actor, record)` before they touch
 * a record that belongs to a user. The route access table (lib/auth/access.ts) is the door's first
 * check and names its roles from this table (`rolesWith`), so there is one place to keep right.
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

/**
 * Ownership: the actor owns the record, or holds `override` (an admin's read of any record).
 * Someone else's record answers 404, never 403, so its existence is not revealed.
 */
export function assertOwns(
  actor: Actor,
  record: { userId: number | null } | null | undefined,
  override?: Permission,
): asserts actor is NonNullable<Actor> {
  if (!actor) throw unauthenticated();
  if (!record) throw notFound();
  if (record.userId !== null && record.userId === actor.id) return;
  if (override && can(actor, override)) return;
  throw notFound();
}

/** Whether the actor owns the record or holds `override`; for lists that filter rather than throw. */
export function owns(actor: Actor, record: { userId: number | null }, override?: Permission): boolean {
  if (!actor) return false;
  return (record.userId !== null && record.userId === actor.id) || (!!override && can(actor, override));
}
