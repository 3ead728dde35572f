import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { fileDriverValues } from '../../lib/storage/values';
import { fileKindEnum, inList, timestamps } from './enums';
import { users } from './users';

/**
 * Every uploaded file (logos, banners, application documents, CVs, profile pictures).
 * `storage_key` is what the storage driver knows the file by (for `local`, the file name
 * under the upload root; legacy `logo`/`bannar` answers return it as the file name).
 * Private files (`is_public` false) are only served through an ownership check.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: fileKindEnum('kind').notNull(),
    /** 'local' | 'uploadthing' */
    driver: text('driver').notNull().default('local'),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('uploaded_files_driver_chk', sql`"driver" IN (${inList(fileDriverValues)})`),
    check('uploaded_files_size_chk', sql`"size_bytes" >= 0`),
    index('uploaded_files_owner_id_idx').on(t.ownerId),
    index('uploaded_files_kind_idx').on(t.kind),
    index('uploaded_files_created_at_idx').on(t.createdAt),
  ],
);

export const uploadedFilesRelations = relations(uploadedFiles, ({ one }) => ({
  owner: one(users, { fields: [uploadedFiles.ownerId], references: [users.id] }),
}));

export type UploadedFile = typeof uploadedFiles.$inferSelect;
