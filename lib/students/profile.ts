import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import { studentProfiles, uploadedFiles, users, type StudentProfile } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan, assertOwns } from '@/lib/auth/permissions';
import { AppError, notFound, parseInput, unauthenticated } from '@/lib/errors';
import { parseId } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { upload as uploadMessages } from '@/lib/messages';
import { checkUpload, deleteStoredFile, getStorage, policyFor, sanitiseFileName, saveUpload, toStoredFile, type StoredFile } from '@/lib/storage';
import {
  profileFileKindSchema,
  profileFileKinds,
  profileSectionSchema,
  profileSections,
  sectionSchemas,
  type ProfileFileKind,
  type ProfileSection,
} from './schemas';

/**
 * The student profile: six sections, each saved on its own, and three identity files (national
 * identity, certificates, passport). A student reads and changes only their own profile: writes
 * take no user id at all (the actor's is the only one), reads of another student's profile or
 * file are a 404. Admins (`applications:review`, `files:read-any`) read any profile and its files.
 * Files are checked by content (PDF, JPEG or PNG, 10 MB) before anything changes.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

const sectionColumn = {
  basic_information: 'basicInformation',
  education_school: 'educationSchool',
  education_higher_school: 'educationHigherSchool',
  education_bachelor: 'educationBachelor',
  education_masters: 'educationMasters',
  passport_information: 'passportInformation',
} as const satisfies Record<ProfileSection, keyof StudentProfile>;

const fileColumn = {
  national_identity: 'nationalIdFileId',
  certificates: 'certificatesFileId',
  passport: 'passportFileId',
} as const satisfies Record<ProfileFileKind, keyof StudentProfile>;

// ---------------------------------------------------------------------------
// DTOs

export interface ProfileFileView {
  name: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: Date;
  /** The download door (owner and admins; anyone else 404). */
  url: string;
}

export interface StudentProfileView {
  userId: number;
  /** Each section as saved, `null` when it never was. */
  sections: Record<ProfileSection, Record<string, unknown> | null>;
  files: Record<ProfileFileKind, ProfileFileView | null>;
  updatedAt: Date | null;
}

/** Where a profile file is downloaded (and, for its owner, uploaded and removed). */
export const profileFilePath = (userId: number, kind: ProfileFileKind) => `/api/students/${userId}/profile-files/${kind}`;

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'object' && Object.keys(v as object).length === 0);

async function toView(db: Db | Tx, userId: number, row: StudentProfile | null): Promise<StudentProfileView> {
  const sections = Object.fromEntries(
    profileSections.map((s) => {
      const value = row?.[sectionColumn[s]];
      return [s, isEmpty(value) ? null : (value as Record<string, unknown>)];
    }),
  ) as StudentProfileView['sections'];
  const files = Object.fromEntries(profileFileKinds.map((k) => [k, null])) as StudentProfileView['files'];
  for (const kind of profileFileKinds) {
    const fileId = row?.[fileColumn[kind]];
    if (fileId === null || fileId === undefined) continue;
    const [f] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    if (f) files[kind] = { name: f.originalName, mimeType: f.mimeType, sizeBytes: f.sizeBytes, uploadedAt: f.createdAt, url: profileFilePath(userId, kind) };
  }
  return { userId, sections, files, updatedAt: row?.updatedAt ?? null };
}

async function findRow(db: Db | Tx, userId: number, lock = false): Promise<StudentProfile | null> {
  const q = db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The actor's own row, created empty when missing, locked for the write. */
async function ownRowForUpdate(tx: Tx, userId: number): Promise<StudentProfile> {
  await tx.insert(studentProfiles).values({ userId }).onConflictDoNothing({ target: studentProfiles.userId });
  return (await findRow(tx, userId, true))!;
}

/** Whose profile a read names: the actor's own when no id is given; someone else's only for an admin. */
async function readableUserId(actor: Actor, rawUserId: unknown, override: 'applications:review' | 'files:read-any', what: string): Promise<number> {
  if (!actor) throw unauthenticated();
  const userId = rawUserId === undefined ? actor.id : parseId(rawUserId, what);
  assertOwns(actor, { userId }, override);
  if (userId !== actor.id) {
    const [u] = await getDb().select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!u) throw notFound(what);
  }
  return userId;
}

// ---------------------------------------------------------------------------
// Reads

/** A student's profile: the actor's own (no id, or their own id), or any student's for an admin. */
export async function getStudentProfile(actor: Actor, rawUserId?: unknown): Promise<StudentProfileView> {
  const userId = await readableUserId(actor, rawUserId, 'applications:review', 'Student profile');
  const db = getDb();
  return toView(db, userId, await findRow(db, userId));
}

/** The stored file of one kind, for a download door: its owner or an admin; anyone else, or none stored: 404. */
export async function getProfileFile(actor: Actor, rawUserId: unknown, rawKind: unknown): Promise<StoredFile> {
  if (!actor) throw unauthenticated();
  const kind = profileFileKindSchema.safeParse(rawKind);
  if (!kind.success) throw notFound('File');
  const userId = await readableUserId(actor, rawUserId, 'files:read-any', 'File');
  const db = getDb();
  const row = await findRow(db, userId);
  const fileId = row?.[fileColumn[kind.data]];
  if (fileId === null || fileId === undefined) throw notFound('File');
  const [f] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  if (!f) throw notFound('File');
  return toStoredFile(f);
}

// ---------------------------------------------------------------------------
// Writes (always the actor's own profile)

/**
 * Saves one section with its own rules; the other sections stay as they were. Given the caller's
 * transaction (`tx`), the section is one part of the caller's unit (db/transaction.ts).
 */
export async function saveProfileSection(actor: Actor, rawSection: unknown, input: unknown, meta: Meta = {}, tx?: Tx): Promise<StudentProfileView> {
  assertCan(actor, 'profile:student');
  const section = parseInput(profileSectionSchema, rawSection);
  const data = parseInput(sectionSchemas[section], input ?? {});
  return withTransaction(tx, async (t) => {
    const before = await ownRowForUpdate(t, actor.id);
    const [after] = await t
      .update(studentProfiles)
      .set({ [sectionColumn[section]]: data, updatedAt: new Date() })
      .where(eq(studentProfiles.id, before.id))
      .returning();
    // The section's name only: its values are personal data the audit trail does not need.
    await recordAudit(t, { actor, action: 'update', entity: 'student_profile', entityId: actor.id, changes: { section: [null, section] }, ip: meta.ip, requestId: meta.requestId });
    return toView(t, actor.id, after);
  });
}

/**
 * Uploads (or replaces) one identity file. The file is checked by content before anything changes.
 * Given the caller's transaction (`tx`), the file is one part of the caller's unit: its bytes are
 * deleted again if the unit rolls back, and the file it replaces only after the unit commits.
 */
export async function saveProfileFile(actor: Actor, rawKind: unknown, file: Blob & { name?: string }, meta: Meta = {}, tx?: Tx): Promise<ProfileFileView> {
  assertCan(actor, 'profile:student');
  const kind = parseInput(profileFileKindSchema, rawKind);
  const field = kind;
  const policy = policyFor('student_identity');
  if (!file || typeof file.arrayBuffer !== 'function') throw new AppError('validation', uploadMessages.required, { fieldErrors: { [field]: [uploadMessages.required] } });
  if (file.size > policy.maxBytes) {
    const msg = uploadMessages.tooLarge(Math.round(policy.maxBytes / (1024 * 1024)));
    throw new AppError('validation', msg, { fieldErrors: { [field]: [msg] } });
  }
  await checkUpload(new Uint8Array(await file.arrayBuffer()), sanitiseFileName(file.name), policy, field);

  const stored = await withTransaction(tx, async (t) => {
    const row = await ownRowForUpdate(t, actor.id);
    const saved = await saveUpload({ file, kind: 'student_identity', ownerId: actor.id, field }, t);
    // The row rolls back with the unit; the bytes are outside it.
    onRollback(t, () => getStorage().delete(saved.storageKey, saved.isPublic));
    const replaced = row[fileColumn[kind]];
    if (replaced !== null) afterCommit(t, () => deleteStoredFile(replaced));
    await t
      .update(studentProfiles)
      .set({ [fileColumn[kind]]: saved.id, updatedAt: new Date() })
      .where(eq(studentProfiles.id, row.id));
    await recordAudit(t, { actor, action: 'upload', entity: 'student_profile_file', entityId: actor.id, changes: { kind, file: [replaced, saved.id] }, ip: meta.ip, requestId: meta.requestId });
    return saved;
  });
  return { name: stored.originalName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes, uploadedAt: stored.createdAt, url: profileFilePath(actor.id, kind) };
}

/** Removes one identity file (404 when none is stored). */
export async function removeProfileFile(actor: Actor, rawKind: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'profile:student');
  const kind = parseInput(profileFileKindSchema, rawKind);
  const db = getDb();
  const removed = await db.transaction(async (tx) => {
    const row = await findRow(tx, actor.id, true);
    const fileId = row?.[fileColumn[kind]];
    if (!row || fileId === null || fileId === undefined) throw notFound('File');
    await tx.update(studentProfiles).set({ [fileColumn[kind]]: null, updatedAt: new Date() }).where(eq(studentProfiles.id, row.id));
    await recordAudit(tx, { actor, action: 'delete', entity: 'student_profile_file', entityId: actor.id, changes: { kind, file: [fileId, null] }, ip: meta.ip, requestId: meta.requestId });
    return fileId;
  });
  await deleteStoredFile(removed);
}
