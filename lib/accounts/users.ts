import 'server-only';
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { nameMatches, textMatches } from '@/db/like';
import { users, type User } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password-hash';
import { endSessionsOf } from '@/lib/auth/session-store';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import { accountAdmin as t, auth as m, nouns } from '@/lib/messages';
import { eraseAccount, type DeletedAccount } from './delete-profile';
import { splitName, toAccountUser, toAdminUserRow, type AccountUser, type AdminUserRow } from './dto';

export { toAccountUser };
import { assertPasswordAllowed } from './password-policy';
import { localMeta, type RequestMeta } from '@/lib/http/request-meta';
import { createAdminSchema, type CreateAdminData, type CreateAdminInput } from './schemas';
import { listUsersQuerySchema, type ListUsersQuery, userIdSchema } from './user-admin-schemas';

/**
 * Users: the lookups every accounts use case shares (e-mails are stored lower-cased), and the
 * admin's writes of accounts (`users:manage`): create an admin, list and search accounts,
 * disable / enable them, end their sessions, delete them. An admin never disables or deletes their
 * own account here, and every write records an audit row in the same transaction.
 * Ending sessions bumps `users.session_version`: every token carries the version it was issued
 * with and is checked against the database on each request.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(email: string, db: Db = getDb()): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return row;
}

export async function findUserById(id: number, db: Db = getDb()): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}


/** Ends every session and API token of a user (they hold the old version); returns the new one. */
export async function bumpSessionVersion(userId: number, db: Db = getDb()): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** The field error of an e-mail that already has an account. */
export const emailTaken = () => new AppError('validation', m.emailTaken, { fieldErrors: { email: [m.emailTaken] } });

// ---------------------------------------------------------------------------------------------
// Admin: accounts

/**
 * Admin accounts: the first from `npm run admin:create` ('cli'), more from
 * the admin users page (an admin actor). Created verified; the same password rules as everyone.
 * An e-mail that already has an account is refused ("This email is already registered").
 */
async function insertAdmin(actor: SignedInActor | 'cli', data: CreateAdminData, meta: RequestMeta): Promise<AccountUser> {
  assertPasswordAllowed(data.password, 'password');
  if (await findUserByEmail(data.email)) throw emailTaken();
  const passwordHash = await hashPassword(data.password);
  const { firstName, lastName } = splitName(data.name);
  return getDb().transaction(async (tx) => {
    let row;
    try {
      [row] = await tx
        .insert(users)
        .values({ email: normaliseEmail(data.email), passwordHash, role: 'admin', name: data.name, firstName, lastName, emailVerifiedAt: new Date() })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    await recordAudit(tx, {
      actor: actor === 'cli' ? null : actor,
      action: 'create',
      entity: 'user',
      entityId: row.id,
      changes: { email: row.email, name: row.name, role: 'admin', via: actor === 'cli' ? 'cli' : 'admin' },
      ip: meta.ip,
      requestId: meta.requestId ?? null,
    });
    return toAccountUser(row);
  });
}

/** `npm run admin:create`: the first admin (the command line is trusted; its input is checked here). */
export async function createAdminFromCli(input: CreateAdminInput): Promise<AccountUser> {
  return insertAdmin('cli', parseInput(createAdminSchema, input), localMeta);
}

/** Another admin, made by an admin on the users page. */
export const createAdmin = defineUseCase({
  name: 'accounts.createAdmin',
  summary: 'Create an administrator account',
  access: 'users:manage',
  input: createAdminSchema,
  run: (actor, data, { meta }) => insertAdmin(actor, data, meta),
});

/** A page of accounts on the admin users page. */
export type UserPage = Page<AdminUserRow>;

/** One page of accounts, newest first, filtered by role, status and a piece of e-mail or name. */
export async function listUsers(actor: Actor, query: ListUsersQuery = {}): Promise<UserPage> {
  assertCan(actor, 'users:manage');
  const q = listUsersQuerySchema.parse(query);
  const where: SQL[] = [];
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status === 'disabled') where.push(isNotNull(users.disabledAt));
  if (q.status === 'unverified') where.push(and(isNull(users.disabledAt), isNull(users.emailVerifiedAt))!);
  if (q.status === 'active') where.push(and(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt))!);
  if (q.q) {
    where.push(or(textMatches(users.email, q.q), nameMatches(users.name, q.q))!);
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(users).where(condition);
  const pageCount = pageCountOf(total, q.perPage);
  const page = Math.min(q.page, pageCount);
  // Any page the count offers: its ids from the order's index (users_created_id_idx, or by role
  // users_role_created_idx), from the nearer end (lib/lists/seek.ts), then those rows.
  const pageIds = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(users).$dynamic().where(condition),
    [seekDesc(users.createdAt), seekDesc(users.id)],
    total,
    page,
    q.perPage,
    condition ? { rows: await estimatedRows('users') } : false,
  );
  const rows = byIds(
    pageIds,
    pageIds.length === 0
      ? []
      : await db
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
          .where(inArray(users.id, pageIds)),
  );
  return toPage(rows.map(toAdminUserRow), total, page, q.perPage);
}

function notSelf(actor: SignedInActor, userId: number): void {
  if (actor.id === userId) throw new AppError('forbidden', t.notYourself);
}

type Change = 'disable' | 'enable' | 'end_sessions';

async function changeUser(actor: SignedInActor, userId: number, change: Change, meta: RequestMeta): Promise<AdminUserRow> {
  if (change !== 'enable') notSelf(actor, userId);
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, disabledAt: users.disabledAt, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!before) throw notFound(nouns.user);
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
    // The version bump refuses older tokens; deleting the rows ends the sessions themselves.
    if (change !== 'enable') await endSessionsOf(userId, tx);
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
    return toAdminUserRow(after);
  });
}

/** One admin change of an account, declared (`users:manage`; the admin's own account only for `enable`). */
const userChange = (change: Change, name: string, summary: string) =>
  defineUseCase({
    name,
    summary,
    access: 'users:manage',
    input: userIdSchema,
    run: (actor, { userId }, { meta }) => changeUser(actor, userId, change, meta),
  });

/** Disables an account (it cannot sign in) and ends its sessions. Not one's own. */
export const disableUser = userChange('disable', 'accounts.disableUser', 'Disable an account and end its sessions');

/** Lets a disabled account sign in again. */
export const enableUser = userChange('enable', 'accounts.enableUser', 'Enable a disabled account');

/** Signs an account out everywhere (every cookie and bearer token it holds stops working). */
export const endUserSessions = userChange('end_sessions', 'accounts.endUserSessions', "End every session of an account");

/** Deletes an account the way "Delete Profile" does (decided applications kept anonymised). Not one's own. */
export const deleteUserAsAdmin = defineUseCase({
  name: 'accounts.deleteUser',
  summary: 'Delete an account (decided applications kept anonymised)',
  access: 'users:manage',
  input: userIdSchema,
  run: async (actor, { userId }, { meta }): Promise<DeletedAccount> => {
    notSelf(actor, userId);
    return eraseAccount(userId, { actor, self: false, ip: meta.ip, requestId: meta.requestId });
  },
});
