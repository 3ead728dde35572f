import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { codePurposeEnum, roleEnum, timestamps } from './enums';

/**
 * One role per account, and one account per e-mail address.
 * `email` is stored lower-cased (a CHECK enforces it) and unique case-insensitively.
 * `session_version` is bumped to end every other session (password reset/change, disable).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('student'),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneCode: text('phone_code').notNull().default('+88'),
    phoneNumber: text('phone_number'),
    gender: text('gender'),
    country: text('country'),
    /** storage key of an uploaded_files row (kind profile_pic) */
    profilePic: text('profile_pic'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    sessionVersion: integer('session_version').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_email_lowercase_chk', sql`"email" = lower("email")`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** One-time 6-digit codes (e-mail verification, password reset). Only a hash is stored. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('user_codes_user_purpose_idx').on(t.userId, t.purpose), index('user_codes_expires_at_idx').on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserCode = typeof userCodes.$inferSelect;
