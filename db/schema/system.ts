import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './enums';
import { users } from './users';

/** Log of every e-mail sent (driver 'smtp' | 'file' | 'log'; `file_path` for the file driver). */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    driver: text('driver').notNull(),
    filePath: text('file_path'),
    messageId: text('message_id'),
    /** 'sent' | 'failed' */
    status: text('status').notNull().default('sent'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    index('sent_mails_created_at_idx').on(t.createdAt),
    index('sent_mails_to_address_idx').on(t.toAddress),
    index('sent_mails_status_idx').on(t.status),
  ],
);

/** Admin changes (and other security-relevant actions). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'create', 'update', 'delete', 'status_change' */
    action: text('action').notNull(),
    /** table / resource name, e.g. 'university' */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** { field: [before, after] } or the created record */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    ip: text('ip'),
    requestId: text('request_id'),
    ...timestamps,
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
    index('audit_logs_actor_id_idx').on(t.actorId),
    index('audit_logs_created_at_idx').on(t.createdAt),
  ],
);

/** Fixed-window rate-limit counters (sign-in, codes, contact form). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

export type SentMail = typeof sentMails.$inferSelect;
export type AuditLog = typeof auditLogs.$inferSelect;
