import 'server-only';
import { z } from 'zod';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { notifications } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { orNotFound, visibleTo } from '@/lib/auth/ownership';
import { unauthenticated } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { pageCountOf, toPage, type Page, type PageParams } from '@/lib/http/page';
import { nouns } from '@/lib/messages';
import type { StoredNotification } from './messages';

/**
 * In-app notifications (written by the domains on the events they announce, e.g. each status
 * change of an application). A notification is its user's alone, whatever their role: nobody,
 * admins included, reads or marks another user's; someone else's id answers 404, like an id that
 * does not exist, so its existence is not revealed.
 */

/**
 * A notification as stored: newer ones say what they say as a message key and parameters (words
 * only where read: `renderNotification` of ./messages.ts, in the reader's language); older ones
 * hold their English title and body.
 */
export interface NotificationItem extends StoredNotification {
  id: number;
  type: string;
  link: string | null;
  read: boolean;
  readAt: Date | null;
  createdAt: Date;
}

function signedIn(actor: Actor): asserts actor is NonNullable<Actor> {
  if (!actor) throw unauthenticated();
}

/** The actor's own notifications, newest first. */
export async function listNotifications(actor: Actor, params: PageParams): Promise<Page<NotificationItem>> {
  signedIn(actor);
  const db = getDb();
  const where = eq(notifications.userId, actor.id);
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(where);
  // A page past the last is the last page (one person's notifications: an offset within them).
  const page = Math.min(params.page, pageCountOf(n, params.per_page));
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(params.per_page)
    .offset((page - 1) * params.per_page);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      messageKey: r.messageKey,
      params: r.params,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      readAt: r.readAt,
      createdAt: r.createdAt,
    })),
    n,
    page,
    params.per_page,
  );
}

/** How many of the actor's own notifications are unread. */
export async function unreadCount(actor: Actor): Promise<number> {
  signedIn(actor);
  const [{ n }] = await getDb()
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return n;
}

/** Marks one of the actor's own notifications read (idempotent: the first read time is kept). */
export async function markRead(actor: Actor, rawId: unknown): Promise<void> {
  signedIn(actor);
  const id = parseId(rawId, nouns.notification);
  const db = getDb();
  // No override: not even an admin marks someone else's notification (theirs is not found).
  orNotFound(
    (await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), visibleTo(actor, notifications.userId))))[0],
    nouns.notification,
  );
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id), isNull(notifications.readAt)));
}

/** Marks every unread notification of the actor read; answers how many changed. */
export const markAllRead = defineUseCase({
  name: 'notifications.markAllRead',
  summary: "Mark every one of one's own notifications read",
  access: 'signed-in',
  input: z.object({}),
  run: (actor) => markAllReadOf(actor),
});

async function markAllReadOf(actor: SignedInActor): Promise<number> {
  const rows = await getDb()
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
