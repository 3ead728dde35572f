import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db';

/**
 * The lock between uploads in flight and the start-up reconcile (./reconcile.ts), so that the
 * reconcile never takes a file whose row is about to commit on another instance for an orphan.
 * Every upload holds it shared from before its bytes are written until its transaction ends
 * (commit or rollback); the reconcile takes it exclusively, so it waits for those transactions and
 * uploads that start meanwhile wait for it (a moment, at start-up). Transaction-level Postgres
 * advisory locks: released with the transaction, whatever ends it, including a crash (the
 * connection goes). On the embedded database there is one process and the reconcile runs before it
 * listens, so the lock is never contended there.
 */
export const UPLOAD_LOCK_KEY = 7_204_916_312;

// A literal (a constant of ours): a bound number would be typed by the driver, not by Postgres.
const key = sql.raw(String(UPLOAD_LOCK_KEY));

export async function holdUploadLock(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${key})`);
}

export async function takeUploadLockExclusively(tx: Db | Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
}
