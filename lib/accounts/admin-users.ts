import 'server-only';
import { accountAdmin as t } from '@/lib/messages';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor, Role } from '@/lib/auth/actor';
import { AppError, forbidden, notFound, unauthenticated } from '@/lib/errors';
import { eraseAccount, type DeletedAccount } from './delete-profile';
import { localMeta, type RequestMeta } from '@/lib/http/request-meta';
import { listUsersQuerySchema, type ListUsersQuery, type UserStatus, userIdSchema } from './user-admin-schemas';

/**
 * The admin users page (`/admin/users`, seed `/admin-delete-profile`): list and search accounts,
 * disable / enable them, end their sessions, delete them. Every function checks that the actor is
 * an admin itself (the page and the actions check too), an admin never disables or deletes their
 * own account here, and every write records an audit row in the same transaction.
 * Ending sessions works by bumping `users.session_version`: every token carries the version it was
 * issued with and is checked against the database on each request (lib/auth/session-user.ts).
 */
export type AdminActor = { id: number; role: 'admin' };

export function assertAdmin(actor: Actor): asserts actor is AdminActor {
  if (!actor) throw unauthenticated();
  if (actor.role !== 'admin') throw forbidden();
}

export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface UserPage {
  items: AdminUserRow[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function statusOf(row: { disabledAt: Date | null; emailVerifiedAt: Date | null }): UserStatus {
  if (row.disabledAt) return 'disabled';
  if (!row.emailVerifiedAt) return 'unverified';
  return 'active';
}

/** One page of accounts, newest first, filtered by role, status and a piece of e-mail or name. */
export async function listUsers(actor: Actor, query: ListUsersQuery = {}): Promise<UserPage> {
  assertAdmin(actor);
  const q = listUsersQuerySchema.parse(query);
  const where: SQL[] = [];
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status === 'disabled') where.push(isNotNull(users.disabledAt));
  if (q.status === 'unverified') where.push(and(isNull(users.disabledAt), isNull(users.emailVerifiedAt))!);
  if (q.status === 'active') where.push(and(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt))!);
  if (q.q) {
    const pattern = `%${escapeLike(q.q.toLowerCase())}%`;
    where.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(users).where(condition);
  const pageCount = Math.max(1, Math.ceil(total / q.perPage));
  const page = Math.min(q.page, pageCount);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(condition)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.perPage)
    .offset((page - 1) * q.perPage);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      status: statusOf(r),
      createdAt: r.createdAt,
      lastLoginAt: r.lastLoginAt,
    })),
    total,
    page,
    perPage: q.perPage,
    pageCount,
  };
}

function targetId(input: unknown): number {
  return userIdSchema.parse(typeof input === 'number' ? { userId: input } : input).userId;
}

function notSelf(actor: AdminActor, userId: number): void {
  if (actor.id === userId) throw new AppError('forbidden', t.notYourself);
}

type Change = 'disable' | 'enable' | 'end_sessions';

async function changeUser(actor: Actor, input: unknown, change: Change, meta: RequestMeta): Promise<AdminUserRow> {
  assertAdmin(actor);
  const userId = targetId(input);
  if (change !== 'enable') notSelf(actor, userId);
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, disabledAt: users.disabledAt, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!before) throw notFound('User');
    const set =
      change === 'disable'
        ? { disabledAt: before.disabledAt ?? new Date(), sessionVersion: sql`${users.sessionVersion} + 1` }
        : change === 'enable'
          ? { disabledAt: null }
          : { sessionVersion: sql`${users.sessionVersion} + 1` };
    const [after] = await tx.update(users).set(set).where(eq(users.id, userId)).returning({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    });
    await recordAudit(tx, {
      actor,
      action: change === 'end_sessions' ? 'end_sessions' : 'status_change',
      entity: 'user',
      entityId: userId,
      changes:
        change === 'end_sessions'
          ? { session_version: [before.sessionVersion, after.sessionVersion] }
          : { disabled: [before.disabledAt !== null, after.disabledAt !== null], session_version: [before.sessionVersion, after.sessionVersion] },
      ip: meta.ip,
      requestId: meta.requestId ?? null,
    });
    return {
      id: after.id,
      name: after.name,
      email: after.email,
      role: after.role,
      status: statusOf(after),
      createdAt: after.createdAt,
      lastLoginAt: after.lastLoginAt,
    };
  });
}

/** Disables an account (it cannot sign in) and ends its sessions. Not one's own. */
export function disableUser(actor: Actor, input: unknown, meta: RequestMeta = localMeta): Promise<AdminUserRow> {
  return changeUser(actor, input, 'disable', meta);
}

/** Lets a disabled account sign in again. */
export function enableUser(actor: Actor, input: unknown, meta: RequestMeta = localMeta): Promise<AdminUserRow> {
  return changeUser(actor, input, 'enable', meta);
}

/** Signs an account out everywhere (every cookie and bearer token it holds stops working). */
export function endUserSessions(actor: Actor, input: unknown, meta: RequestMeta = localMeta): Promise<AdminUserRow> {
  return changeUser(actor, input, 'end_sessions', meta);
}

/** Deletes an account the way "Delete Profile" does (decided applications kept anonymised). Not one's own. */
export async function deleteUserAsAdmin(actor: Actor, input: unknown, meta: RequestMeta = localMeta): Promise<DeletedAccount> {
  assertAdmin(actor);
  const userId = targetId(input);
  notSelf(actor, userId);
  return eraseAccount(userId, { actor, self: false, ip: meta.ip, requestId: meta.requestId });
}
