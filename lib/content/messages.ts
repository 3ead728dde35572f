import 'server-only';
import { and, asc, count, eq, exists, ilike, inArray, isNotNull, isNull, not, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { escapeLike } from '@/db/like';
import { contactMessages, contactReplies, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { notFound, parseInput } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf } from '@/lib/lists/seek';
import type { RequestMeta } from '@/lib/http/request-meta';
import { mails } from '@/lib/mail';
import type { z } from 'zod';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { adminMessageListSchema, messageReadSchema, messageReplySchema, type AdminMessageListParams } from './schemas';
import { nouns } from '@/lib/messages';
import { asLocale } from '@/lib/i18n/config';

/**
 * The contact-form inbox (/admin/messages): every message sent through /contact or the legacy
 * direct-message endpoint, read/unread, and answers by e-mail recorded with the message. Admins
 * only (`messages:read`, `messages:reply`).
 */

export interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  excerpt: string;
  read: boolean;
  replies: number;
  createdAt: Date;
}

export interface MessageReply {
  id: number;
  body: string;
  sentBy: string | null;
  createdAt: Date;
}

export interface MessageDetail {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** the account that sent it, when the sender was signed in */
  userEmail: string | null;
  readAt: Date | null;
  createdAt: Date;
  replies: MessageReply[];
}

const hasReply = () =>
  exists(getDb().select({ one: contactReplies.id }).from(contactReplies).where(eq(contactReplies.messageId, contactMessages.id)));

function whereOf(q: AdminMessageListParams): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(
      or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.subject, pattern))!,
    );
  }
  if (q.status === 'unread') where.push(isNull(contactMessages.readAt));
  if (q.status === 'read') where.push(and(isNotNull(contactMessages.readAt), not(hasReply()))!);
  if (q.status === 'replied') where.push(hasReply());
  return where.length ? and(...where) : undefined;
}

/** The inbox, newest first, filtered by the URL's search and status. */
export async function listMessages(actor: Actor, rawQuery: unknown): Promise<Page<MessageRow>> {
  assertCan(actor, 'messages:read');
  const q = parseInput(adminMessageListSchema, rawQuery ?? {});
  const db = getDb();
  const where = whereOf(q);
  const [{ n }] = await db.select({ n: count() }).from(contactMessages).where(where);
  // Any page the count offers (a page past the last is the last): its ids from the order's
  // index, from the nearer end (lib/lists/seek.ts), then those rows.
  const page = Math.min(q.page, pageCountOf(n, q.per_page));
  const pageIds = await pageIdsOf(
    db,
    (columns) => db.select(columns).from(contactMessages).$dynamic().where(where),
    [seekDesc(contactMessages.createdAt), seekDesc(contactMessages.id)],
    n,
    page,
    q.per_page,
    where ? { rows: await estimatedRows('contact_messages') } : false,
  );
  const rows = byIds(
    pageIds,
    pageIds.length === 0
      ? []
      : await db
          .select({
            id: contactMessages.id,
            name: contactMessages.name,
            email: contactMessages.email,
            subject: contactMessages.subject,
            message: contactMessages.message,
            readAt: contactMessages.readAt,
            createdAt: contactMessages.createdAt,
          })
          .from(contactMessages)
          .where(inArray(contactMessages.id, pageIds)),
  );
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ messageId: contactReplies.messageId, n: count() })
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, ids))
        .groupBy(contactReplies.messageId)
    : [];
  const repliesOf = new Map(counts.map((c) => [c.messageId, c.n]));
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      excerpt: r.message.length > 140 ? `${r.message.slice(0, 139)}…` : r.message,
      read: r.readAt !== null,
      replies: repliesOf.get(r.id) ?? 0,
      createdAt: r.createdAt,
    })),
    n,
    page,
    q.per_page,
  );
}

/** Unread messages (the dashboard and the sidebar figure). */
export async function unreadMessageCount(actor: Actor): Promise<number> {
  assertCan(actor, 'messages:read');
  const [{ n }] = await getDb().select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return n;
}

/** One message with its answers; opening it marks it read (the first time only). */
export async function openMessage(actor: Actor, rawId: unknown): Promise<MessageDetail> {
  assertCan(actor, 'messages:read');
  const id = parseId(rawId);
  if (id === null) throw notFound(nouns.message);
  const db = getDb();
  await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  const [row] = await db
    .select({ m: contactMessages, userEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(eq(contactMessages.id, id));
  if (!row) throw notFound(nouns.message);
  const replies = await db
    .select({ id: contactReplies.id, body: contactReplies.body, sentBy: users.name, createdAt: contactReplies.createdAt })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.sentBy))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const m = row.m;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    userEmail: row.userEmail,
    readAt: m.readAt,
    createdAt: m.createdAt,
    replies,
  };
}

/** Marks a message read or unread again (an admin keeps it in view for later). */
export const setMessageRead = defineUseCase({
  name: 'content.setMessageRead',
  summary: 'Mark a contact message read or unread',
  access: 'messages:read',
  input: messageReadSchema,
  run: async (_actor, { id, read }): Promise<{ read: boolean }> => {
    await markMessage(id, read);
    return { read };
  },
});

async function markMessage(id: number, read: boolean): Promise<void> {
  const updated = await getDb()
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated.length) throw notFound(nouns.message);
}

/**
 * Answers a message by e-mail to the address it came from and records the answer with it (and in
 * the audit log), in one transaction: when the mail cannot be sent, nothing is recorded and the
 * admin sees the error with their text still in the form.
 */
export const replyToMessage = defineUseCase({
  name: 'content.replyToMessage',
  summary: 'Answer a contact message by e-mail',
  access: 'messages:reply',
  input: messageReplySchema,
  run: (actor, data, { meta }) => sendReply(actor, data, meta),
});

async function sendReply(actor: SignedInActor, data: z.output<typeof messageReplySchema>, meta: RequestMeta): Promise<MessageReply> {
  return getDb().transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, data.id)).for('update');
    if (!message) throw notFound(nouns.message);
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId: message.id, body: data.body, sentBy: actor.id })
      .returning();
    const now = new Date();
    await tx
      .update(contactMessages)
      .set({ readAt: message.readAt ?? now, handledAt: now, handledBy: actor.id })
      .where(eq(contactMessages.id, message.id));
    await recordAudit(tx, {
      actor,
      action: 'reply',
      entity: 'contact_message',
      entityId: message.id,
      changes: { to: message.email, replyId: reply.id },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    await mails.contactReply(message.email, { name: message.name, subject: message.subject, body: data.body, locale: asLocale(message.locale) }, tx);
    const [sender] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    return { id: reply.id, body: reply.body, sentBy: sender?.name ?? null, createdAt: reply.createdAt };
  });
}
