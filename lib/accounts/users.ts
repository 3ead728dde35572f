import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { users, type User } from '@/db/schema';
import type { AccountUser } from './dto';

/** Lookups shared by the accounts use cases (e-mails are stored lower-cased). */
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

export function toAccountUser(u: User): AccountUser {
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

/** Ends every session and API token of a user (they hold the old version); returns the new one. */
export async function bumpSessionVersion(userId: number, db: Db = getDb()): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** True for Postgres' unique-violation error (both drivers expose the SQLSTATE as `code`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
