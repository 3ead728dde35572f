import 'server-only';
import { type Column, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { can, type Permission } from '@/lib/auth/permissions';
import { notFound } from '@/lib/errors';
import { nouns } from '@/lib/messages';

/**
 * THE ownership rule, one way for every domain: a record is loaded through a query that only finds
 * what this actor may see, so someone else's record is simply not found (404, never 403: its
 * existence is not revealed), and there is no second comparison to forget.
 *
 *   const row = orNotFound(
 *     await tx.query.applications.findFirst({ where: and(eq(applications.id, id), visibleTo(actor, applications.userId, 'applications:review')) }),
 *     nouns.application,
 *   );
 *
 * `override` is the permission that sees every record (an admin reviewing applications); without
 * it, or for an actor without it, only the actor's own rows match. A visitor owns nothing.
 */
export function visibleTo(actor: Actor, owner: Column, override?: Permission): SQL | undefined {
  if (override && can(actor, override)) return undefined;
  // A visitor matches no row (user ids are positive).
  return eq(owner, actor?.id ?? -1);
}

/** The row, or the 404 `<what> not found`. */
export function orNotFound<T>(row: T | null | undefined, what: string = nouns.record): T {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
