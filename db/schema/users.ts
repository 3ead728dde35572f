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
    /**
     * The account's language (lib/i18n/config.ts): its signed-in pages, its e-mails and
     * notifications. The language of the page it registered on; a setting on every role's
     * account page.
     */
    locale: text('locale').notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_email_lowercase_chk', sql`"email" = lower("email")`),
    check('users_locale_chk', sql`"locale" IN ('en', 'zh', 'fr', 'ar', 'ru')`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // The back office's employers and job seekers, newest first, any page deep (issue 28).
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The admin users list, newest first, any page deep (lib/accounts/users.ts).
    index('users_created_id_idx').on(t.createdAt, t.id),
    // Searches by name or e-mail (the admin users list, the payments list's student): trigrams
    // serve a term of three letters or more wherever it stands in the text.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // A term of one or two letters (db/like.ts): a word of the name, the start of the address.
    index('users_name_words_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
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

/**
 * Signed-in sessions: one row per browser sign-in or API token. The session cookie and the bearer
 * token carry the row's id, and every request checks that the row still exists and has not
 * expired: signing out deletes it (that token is refused from the next request on), signing out
 * everywhere deletes all of a user's rows. Expired rows are purged on a schedule.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 32 random bytes, base64url: unguessable, never derived from the user. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'browser' (session cookie) | 'api' (bearer token of POST /api/auth/login) */
    kind: text('kind').notNull().default('browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserCode = typeof userCodes.$inferSelect;
export type Session = typeof sessions.$inferSelect;
