import 'server-only';
import crypto from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { userCodes } from '@/db/schema';
import type { CodePurpose } from './values';
import { authSecret } from '@/lib/auth/secret';
import { AppError } from '@/lib/errors';
import { auth as m } from '@/lib/messages';

/**
 * One-time 6-digit codes: e-mail verification and password reset.
 * Only a keyed hash is stored (HMAC-SHA256 under AUTH_SECRET, bound to the user and purpose: a
 * million possible codes would fall to an offline search if the hash were unkeyed). A code lasts
 * 10 minutes and allows 5 wrong tries; a new one can be sent after 60 seconds and replaces the old.
 */
export const CODE_TTL_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
const CODE_RESEND_SECONDS = 60;

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashCode(code: string, ctx: { userId: number; purpose: CodePurpose }, secret: string = authSecret()): string {
  return crypto.createHmac('sha256', secret).update(`${ctx.purpose}:${ctx.userId}:${code}`).digest('hex');
}

export function codeMatches(codeHash: string, code: string, ctx: { userId: number; purpose: CodePurpose }, secret: string = authSecret()): boolean {
  const expected = Buffer.from(hashCode(code, ctx, secret), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return stored.length === expected.length && crypto.timingSafeEqual(stored, expected);
}

async function activeCode(db: Db, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.consumedAt)))
    .orderBy(desc(userCodes.id))
    .limit(1);
  return row;
}

/** Seconds until a new code may be sent (0 when it may be sent now). */
export async function secondsUntilResend(userId: number, purpose: CodePurpose, db: Db = getDb()): Promise<number> {
  const row = await activeCode(db, userId, purpose);
  if (!row) return 0;
  const elapsed = (Date.now() - row.lastSentAt.getTime()) / 1000;
  return elapsed >= CODE_RESEND_SECONDS ? 0 : Math.ceil(CODE_RESEND_SECONDS - elapsed);
}

/**
 * Makes a new code for a user (the previous one stops working) and returns it for the mail.
 * Within 60 seconds of the last one it throws a 429 AppError saying how long to wait.
 */
export async function issueCode(userId: number, purpose: CodePurpose, db: Db = getDb()): Promise<{ code: string; expiresAt: Date }> {
  const wait = await secondsUntilResend(userId, purpose, db);
  if (wait > 0) throw new AppError('rate_limited', m.codeResendWait(wait), { retryAfter: wait });
  const code = generateCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .update(userCodes)
      .set({ consumedAt: now })
      .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.consumedAt)));
    await tx.insert(userCodes).values({ userId, purpose, codeHash: hashCode(code, { userId, purpose }), expiresAt, lastSentAt: now });
  });
  return { code, expiresAt };
}

/**
 * Checks a code. Each check takes one of the 5 tries first (atomically, so parallel guesses
 * cannot exceed them); a right code with `consume` is used up, a right code without it (the
 * reset form's first step) gets its try back. Expired, used-up and unknown codes are all false.
 */
export async function checkCode(
  userId: number,
  purpose: CodePurpose,
  code: string,
  opts: { consume: boolean },
  db: Db = getDb(),
): Promise<boolean> {
  const row = await activeCode(db, userId, purpose);
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= CODE_MAX_ATTEMPTS) return false;
  const [taken] = await db
    .update(userCodes)
    .set({ attempts: sql`${userCodes.attempts} + 1` })
    .where(and(eq(userCodes.id, row.id), isNull(userCodes.consumedAt), lt(userCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: userCodes.id });
  if (!taken) return false;
  if (!codeMatches(row.codeHash, code, { userId, purpose })) return false;
  if (!opts.consume) {
    await db
      .update(userCodes)
      .set({ attempts: sql`greatest(${userCodes.attempts} - 1, 0)` })
      .where(eq(userCodes.id, row.id));
    return true;
  }
  const [used] = await db
    .update(userCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(userCodes.id, row.id), isNull(userCodes.consumedAt)))
    .returning({ id: userCodes.id });
  return Boolean(used);
}

/** The field error every wrong, expired or used-up code gets. */
export function invalidCode(field = 'code'): AppError {
  return new AppError('validation', m.codeInvalid, { fieldErrors: { [field]: [m.codeInvalid] } });
}
