import 'server-only';
import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { getDb, type Db, type Tx } from '@/db';
import { applicationDocuments, applications, uploadedFiles, type UploadedFile } from '@/db/schema';
import type { FileKind } from './values';
import type { Actor } from '@/lib/auth/actor';
import { can } from '@/lib/auth/permissions';
import { employerViewOf } from '@/lib/candidates/employer-view';
import { crashPoint } from '@/lib/crash-point';
import { env } from '@/lib/env';
import { AppError, notFound, unauthenticated } from '@/lib/errors';
import { log } from '@/lib/log';
import { nouns, upload as uploadMessages } from '@/lib/messages';
import { checkUpload, sanitiseFileName } from './check';
import type { StorageDriver, StoredObject } from './driver';
import { createLocalDriver } from './local-driver';
import { fileKindRules, policyFor, privateFilePath, publicImagePath } from './policies';
import { holdUploadLock } from './upload-lock';
import { createUploadThingDriver } from './uploadthing-driver';

/**
 * Uploads, in one service: check (size, type by content), store under a server-generated name,
 * record a row in uploaded_files, serve back only to those allowed. Domain code calls
 * `saveUpload` with the File from a form or a legacy multipart body.
 */
export { checkUpload, contentDisposition, detectType, sanitiseFileName } from './check';
export { fileKindRules, policyFor, privateFilePath, publicImagePath, uploadPolicies } from './policies';
export type { UploadPolicy, UploadPurpose } from './policies';
export type { StorageDriver } from './driver';

const holder = globalThis as typeof globalThis & { __zhiyuanStorage?: StorageDriver };

/** The configured driver: UploadThing when UPLOADTHING_TOKEN is set, else files in DATA_DIR. */
export function getStorage(): StorageDriver {
  if (!holder.__zhiyuanStorage) {
    holder.__zhiyuanStorage = env.UPLOADTHING_TOKEN
      ? createUploadThingDriver({ token: env.UPLOADTHING_TOKEN, apiUrl: env.UPLOADTHING_API_URL, ingestUrl: env.UPLOADTHING_INGEST_URL })
      : createLocalDriver(env.dataDir);
  }
  return holder.__zhiyuanStorage;
}

/** Tests (and scripts) install their own driver; undefined goes back to the configured one. */
export function setStorage(driver: StorageDriver | undefined): void {
  holder.__zhiyuanStorage = driver;
}

/** What callers get back: the row's safe columns plus the address to show. */
export interface StoredFile {
  id: number;
  uuid: string;
  kind: FileKind;
  ownerId: number | null;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  isPublic: boolean;
  /** `/image/university/<key>` for public images, `/files/<uuid>` otherwise. */
  url: string;
  createdAt: Date;
}

export function toStoredFile(row: UploadedFile): StoredFile {
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    ownerId: row.ownerId,
    storageKey: row.storageKey,
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    isPublic: row.isPublic,
    url: row.isPublic ? publicImagePath(row.storageKey) : privateFilePath(row.uuid),
    createdAt: row.createdAt,
  };
}

export interface SaveUploadInput {
  /** A File (from FormData) or any Blob with a name. */
  file: Blob & { name?: string };
  kind: FileKind;
  ownerId: number | null;
  /** The form or legacy field the file came from (error keys). Defaults to 'file'. */
  field?: string;
}

/**
 * Checks and stores an upload and records its row. The bytes are written first and removed again
 * if the row cannot be written, so a failure leaves neither. A crash between the two (or before the
 * caller's transaction commits) leaves bytes without a row: the start-up reconcile removes them
 * (./reconcile.ts). It may not remove bytes whose transaction is still open on another instance,
 * so the write happens under the shared upload lock, held until that transaction ends.
 */
export async function saveUpload(input: SaveUploadInput, db: Db | Tx = getDb()): Promise<StoredFile> {
  const field = input.field ?? 'file';
  if (!input.file || typeof input.file.arrayBuffer !== 'function') {
    throw new AppError('validation', uploadMessages.required, { fieldErrors: { [field]: [uploadMessages.required] } });
  }
  const policy = policyFor(input.kind);
  const { isPublic } = fileKindRules[input.kind];
  if (input.file.size > policy.maxBytes) {
    const msg = uploadMessages.tooLarge(Math.round(policy.maxBytes / (1024 * 1024)));
    throw new AppError('validation', msg, { fieldErrors: { [field]: [msg] } });
  }
  const originalName = sanitiseFileName(input.file.name);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const checked = await checkUpload(bytes, originalName, policy, field);
  const uuid = crypto.randomUUID();
  const driver = getStorage();
  const store = async (tx: Db | Tx): Promise<StoredFile> => {
    await holdUploadLock(tx);
    const storageKey = await driver.put(`${uuid}.${checked.ext}`, bytes, { contentType: checked.mime, isPublic, name: originalName });
    crashPoint('upload:stored');
    try {
      const [row] = await tx
        .insert(uploadedFiles)
        .values({
          uuid,
          ownerId: input.ownerId,
          kind: input.kind,
          driver: driver.name,
          storageKey,
          originalName,
          mimeType: checked.mime,
          sizeBytes: checked.size,
          isPublic,
        })
        .returning();
      log.info('file stored', { fileId: row.id, kind: row.kind, driver: driver.name, size: row.sizeBytes });
      return toStoredFile(row);
    } catch (err) {
      await driver.delete(storageKey, isPublic).catch(() => {});
      throw err;
    }
  };
  // The lock lasts as long as the transaction the row commits in: the caller's, else one of our own.
  return db instanceof PgTransaction ? store(db) : db.transaction(store);
}

export async function findFileByUuid(uuid: string, db: Db | Tx = getDb()): Promise<UploadedFile | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function findFileByKey(storageKey: string, db: Db | Tx = getDb()): Promise<UploadedFile | null> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, storageKey)).limit(1);
  return row ?? null;
}

/**
 * Public images for anyone; other files for their owner and whoever may read any file (admins).
 * A student's application document is not yet the admissions office's while it is only on drafts:
 * see canReadFileFully, which adds that check (this one is the cheap first pass).
 */
export function canReadFile(actor: Actor, file: Pick<UploadedFile, 'ownerId' | 'isPublic'>): boolean {
  if (file.isPublic) return true;
  if (!actor) return false;
  return can(actor, 'files:read-any') || (file.ownerId !== null && file.ownerId === actor.id);
}

/**
 * A draft is the student's own on every door (PRODUCT.md section 13): an admin reads a student's
 * application document only when it is attached to at least one non-draft application.
 */
async function isSubmittedDocument(file: Pick<UploadedFile, 'id'>, db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(and(eq(applicationDocuments.fileId, file.id), ne(applications.status, 'draft')))
    .limit(1);
  return Boolean(row);
}

/** The whole read rule for a signed-in user: canReadFile, then the draft rule for admins. */
async function canReadFileFully(actor: NonNullable<Actor>, file: UploadedFile, db: Db | Tx): Promise<boolean> {
  if (!canReadFile(actor, file)) return false;
  if (file.isPublic || file.ownerId === actor.id) return true;
  return file.kind === 'application_document' ? isSubmittedDocument(file, db) : true;
}

/**
 * Files another user was given on purpose: a job seeker's CV and picture, as the one rule of what
 * an employer sees decides (employerViewOf in lib/candidates/employer-view.ts: a CV sent with a
 * live application; the picture with a live application; the directory serves a listed
 * candidate's picture by its own address).
 */
async function canReadSharedFile(actor: NonNullable<Actor>, file: Pick<UploadedFile, 'id' | 'kind' | 'ownerId'>, db: Db | Tx): Promise<boolean> {
  if (!can(actor, 'jobs:post') || file.ownerId === null || (file.kind !== 'cv' && file.kind !== 'profile_pic')) return false;
  const seen = await employerViewOf(actor, file.ownerId, db);
  return file.kind === 'cv' ? seen.cvFileIds.includes(file.id) : seen.photo;
}

/**
 * The access check the file route uses (and any door that hands out a file): 404 for an unknown
 * file, 401 for a visitor asking for a private one, 404 for someone else's. Accounts feeds the
 * real actor in through getRequestActor.
 */
export async function getFileForActor(actor: Actor, uuid: string, db: Db | Tx = getDb()): Promise<StoredFile> {
  const row = await findFileByUuid(uuid, db);
  if (!row) throw notFound(nouns.file);
  // Someone else's file does not exist for a signed-in user (404); a visitor is asked to sign in.
  if (!actor) {
    if (!row.isPublic) throw unauthenticated();
  } else if (!(await canReadFileFully(actor, row, db)) && !(await canReadSharedFile(actor, row, db))) throw notFound(nouns.file);
  return toStoredFile(row);
}

/** The bytes of a stored file (null when the row exists but the bytes are gone). */
export async function openStoredFile(file: Pick<StoredFile, 'storageKey' | 'isPublic'> & { driver?: string }): Promise<StoredObject | null> {
  return getStorage().get(file.storageKey, file.isPublic);
}

/** Removes a file's bytes and row (callers check permission first). */
export async function deleteStoredFile(id: number, db: Db | Tx = getDb()): Promise<void> {
  const [row] = await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id)).returning();
  if (!row) return;
  await getStorage()
    .delete(row.storageKey, row.isPublic)
    .catch((err) => log.warn('file bytes not removed', { fileId: row.id, err }));
}
