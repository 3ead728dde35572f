import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './enums';
import { users } from './users';

/** The contact form: stored, and admins are notified. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** first time an admin opened it in the inbox (null = unread) */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** the language of the page the message was sent from: its confirmation's and its replies' */
    locale: text('locale').notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    check('contact_messages_locale_chk', sql`"locale" IN ('en', 'zh', 'fr', 'ar', 'ru')`),
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_read_at_idx').on(t.readAt),
    index('contact_messages_handled_at_idx').on(t.handledAt),
    index('contact_messages_user_id_idx').on(t.userId),
    index('contact_messages_handled_by_idx').on(t.handledBy),
  ],
);

/** An admin's e-mailed answer to a contact message, kept with it (the inbox shows the thread). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('contact_replies_message_id_idx').on(t.messageId, t.createdAt), index('contact_replies_sent_by_idx').on(t.sentBy)],
);

/**
 * Key/value settings. Known keys (values are JSON):
 * - 'fees': { application_fee_minor: number, service_fee_minor: number, currency: 'CNY' }
 * - 'payment_instructions': { bank_transfer?: string, cheque?: string, cash?: string, online_wallet?: string }
 * - 'cash_office': { address: string[], hours: string }
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('site_settings_updated_by_idx').on(t.updatedBy)],
);

/** A notification's parameters: raw values (text as typed, a value of a list, a number, a list of values). */
export type NotificationParams = Record<string, string | number | boolean | null | string[]>;

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'application_status', 'job_application_status', 'contact_message', 'job_approved' */
    type: text('type').notNull(),
    /**
     * What it says, as data: the catalogue messages `notifications.<message_key>.title` (and
     * `.body`) with `params` (raw values: a status value, a fee kind, a text as typed; never
     * words of a language). Rendered where it is read, in the reader's language
     * (lib/notifications/render.ts). Null on rows written before (they hold `title`/`body`).
     */
    messageKey: text('message_key'),
    params: jsonb('params').$type<NotificationParams>(),
    /** the English words of a row written before message_key (null on newer rows) */
    title: text('title'),
    body: text('body'),
    /** in-app path, e.g. /student/applications/12 */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('notifications_message_chk', sql`"message_key" IS NOT NULL OR "title" IS NOT NULL`),
    index('notifications_user_id_read_at_idx').on(t.userId, t.readAt),
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export const contactMessagesRelations = relations(contactMessages, ({ one, many }) => ({
  user: one(users, { fields: [contactMessages.userId], references: [users.id] }),
  replies: many(contactReplies),
}));

export const contactRepliesRelations = relations(contactReplies, ({ one }) => ({
  message: one(contactMessages, { fields: [contactReplies.messageId], references: [contactMessages.id] }),
  sender: one(users, { fields: [contactReplies.sentBy], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const usersNotificationsRelations = relations(users, ({ many }) => ({
  notifications: many(notifications),
}));

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
export type SiteSetting = typeof siteSettings.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
