import { getDb, type Tx } from './index';
import { log } from '@/lib/log';

/**
 * One unit of work: a transaction that several use cases can share. A request that saves several
 * parts (the legacy application call's steps and files, two sections) must save all of them or
 * none, so a use case that may be one part of a larger save takes the caller's transaction as its
 * last parameter (`tx?: Tx`) and runs its writes through `withTransaction(tx, fn)`:
 *
 * - given a transaction, `fn` runs in it (no savepoint: a failing part fails the whole unit, which
 *   is what the caller asked for); without one, `fn` runs in a new transaction of its own;
 * - effects that must not happen before the data is committed (cache expiry, mail, deleting the
 *   bytes of a replaced file) go to `afterCommit(tx, fn)` and run after the OUTERMOST commit, in
 *   the order they were queued; a failure there is logged, the committed change stands;
 * - effects that undo work outside the database (the bytes of a file stored during the unit) go to
 *   `onRollback(tx, fn)` and run, newest first, if the unit rolls back, before its error is rethrown.
 *
 * The queues are carried with the transaction object (a WeakMap), so they reach every use case the
 * unit calls without any extra parameter. A transaction opened with a bare `db.transaction(...)`
 * has no queues: passing one in is a programming error, refused loudly, since its after-commit
 * effects would otherwise be lost.
 */

type Effect = () => unknown;

interface Queues {
  afterCommit: Effect[];
  onRollback: Effect[];
}

const queues = new WeakMap<Tx, Queues>();

function queuesOf(tx: Tx): Queues {
  const q = queues.get(tx);
  if (!q) throw new Error('This transaction was not opened by withTransaction (db/transaction.ts): its after-commit and rollback effects would be lost.');
  return q;
}

export async function withTransaction<T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (tx) {
    queuesOf(tx);
    return fn(tx);
  }
  const q: Queues = { afterCommit: [], onRollback: [] };
  let result: T;
  try {
    result = await getDb().transaction(async (own) => {
      queues.set(own, q);
      return fn(own);
    });
  } catch (err) {
    for (const undo of q.onRollback.reverse()) {
      try {
        await undo();
      } catch (undoErr) {
        log.warn('rollback effect failed', { err: undoErr });
      }
    }
    throw err;
  }
  for (const effect of q.afterCommit) {
    try {
      await effect();
    } catch (effectErr) {
      log.error('after-commit effect failed', { err: effectErr });
    }
  }
  return result;
}

/** Runs `fn` after the unit's outermost transaction commits (never if it rolls back). */
export function afterCommit(tx: Tx, fn: Effect): void {
  queuesOf(tx).afterCommit.push(fn);
}

/** Runs `fn` if the unit rolls back (never if it commits): undoes work outside the database. */
export function onRollback(tx: Tx, fn: Effect): void {
  queuesOf(tx).onRollback.push(fn);
}

export type { Tx };
