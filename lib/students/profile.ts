import 'server-only';
import { assertEnabledCountries } from '@/lib/countries/countries';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import { studentProfiles, uploadedFiles, users, type StudentProfile } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { orNotFound, visibleTo } from '@/lib/auth/ownership';
import { AppError, notFound } from '@/lib/errors';
import { nestDotted } from '@/lib/applications/wizard-form';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { parseId } from '@/lib/http/id';
import { nouns, upload as uploadMessages } from '@/lib/messages';
import { checkUpload, deleteStoredFile, getStorage, policyFor, sanitiseFileName, saveUpload, toStoredFile, type StoredFile } from '@/lib/storage';
import {
  profileFileKindSchema,
  profileFileKinds,
  profileGenderChoices,
  profileSectionSchema,
  profileSections,
  sectionFormSchemas,
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
  /**
   * What the account already says (the name, country and gender given at registration): the basic
   * information's starting values until it is saved, so nothing is typed twice (issue 30, item 3).
   */
  accountDefaults: Record<string, string>;
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
  const [account] = await db
    .select({ first_name: users.firstName, last_name: users.lastName, nationality: users.country, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId));
  const accountDefaults = Object.fromEntries(
    Object.entries(account ?? {}).filter(([k, v]) => typeof v === 'string' && v !== '' && (k !== 'gender' || (profileGenderChoices as readonly string[]).includes(v))),
  ) as Record<string, string>;
  return { userId, sections, files, accountDefaults, updatedAt: row?.updatedAt ?? null };
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

/**
 * The user a profile read or write names, through the one ownership rule: the actor themself, or
 * (with `override`: an admin) any user; anyone else's is the 404 `<what> not found`.
 */
async function namedUser(actor: SignedInActor, userId: number, what: string, override?: 'applications:review' | 'files:read-any', db: Db | Tx = getDb()): Promise<number> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), visibleTo(actor, users.id, override)));
  return orNotFound(u, what).id;
}

// ---------------------------------------------------------------------------
// Reads

/** A student's profile: the actor's own (no id, or their own id), or any student's for an admin. */
export const getStudentProfile = defineUseCase({
  name: 'students.getStudentProfile',
  summary: "A student's profile: six sections and three identity files (their own; an admin any student's)",
  access: 'signed-in',
  input: z.object({ userId: z.unknown().optional() }).default({}),
  run: async (actor, { userId: raw }): Promise<StudentProfileView> => {
    const userId = raw === undefined ? actor.id : await namedUser(actor, parseId(raw, nouns.studentProfile), nouns.studentProfile, 'applications:review');
    const db = getDb();
    return toView(db, userId, await findRow(db, userId));
  },
});

/** The stored file of one kind, for a download door: its owner or an admin; anyone else, or none stored: 404. */
export const getProfileFile = defineUseCase({
  name: 'students.getProfileFile',
  summary: "Download one of a student's identity files (the student, or an admin)",
  access: 'signed-in',
  record: { key: 'userId', what: nouns.file, load: (actor, id, tx) => namedUser(actor, id, nouns.file, 'files:read-any', tx) },
  // A kind that is none names no file (404, not a field error).
  input: z.object({ userId: z.unknown(), kind: profileFileKindSchema.nullable().catch(null) }),
  run: async (_actor, { kind }, { record: userId }): Promise<StoredFile> => {
    if (!kind) throw notFound(nouns.file);
    const db = getDb();
    const row = await findRow(db, userId);
    const fileId = row?.[fileColumn[kind]];
    if (fileId === null || fileId === undefined) throw notFound(nouns.file);
    const [f] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    if (!f) throw notFound(nouns.file);
    return toStoredFile(f);
  },
});

// ---------------------------------------------------------------------------
// Writes (always the actor's own profile)

/**
 * A section's input as the profile form posts it: `section` and the section's fields under its
 * name (`education_bachelor.year`, nested first), judged by the section's own rules.
 */
export const profileSectionInputSchema = z.preprocess(
  nestDotted,
  z.looseObject({ section: profileSectionSchema }).transform((v, ctx) => {
    const r = sectionFormSchemas[v.section].safeParse(v);
    if (!r.success) {
      ctx.issues.push(...(r.error.issues as never[]));
      return z.NEVER;
    }
    return { section: v.section, data: (r.data as Record<string, unknown>)[v.section] };
  }),
);

/**
 * Saves one section with its own rules; the other sections stay as they were. Given the caller's
 * transaction (`tx`), the section is one part of the caller's unit (db/transaction.ts).
 */
export const saveProfileSection = defineUseCase({
  name: 'students.saveProfileSection',
  summary: "Save one section of the student's own profile",
  access: 'profile:student',
  input: profileSectionInputSchema,
  run: async (actor, { section, data }, { meta, tx }): Promise<StudentProfileView> =>
    withTransaction(tx, async (t) => {
      const before = await ownRowForUpdate(t, actor.id);
      // The nationality and the passport's country must be enabled countries (a code the section already holds stays).
      const countryKey = section === 'basic_information' ? 'nationality' : section === 'passport_information' ? 'country' : null;
      if (countryKey) {
        const held = (before[sectionColumn[section]] as Record<string, unknown> | null)?.[countryKey];
        await assertEnabledCountries({ [`${section}.${countryKey}`]: (data as Record<string, unknown>)[countryKey] as string | undefined }, [held as string | undefined], t);
      }
      const [after] = await t
        .update(studentProfiles)
        .set({ [sectionColumn[section]]: data, updatedAt: new Date() })
        .where(eq(studentProfiles.id, before.id))
        .returning();
      // The section's name only: its values are personal data the audit trail does not need.
      await recordAudit(t, { actor, action: 'update', entity: 'student_profile', entityId: actor.id, changes: { section: [null, section] }, ip: meta.ip, requestId: meta.requestId });
      return toView(t, actor.id, after);
    }),
});

/** Writes name the actor's own user id: another student's address names nothing of theirs (404). */
const ownUser = { key: 'userId', what: nouns.file, load: (actor: SignedInActor, id: number, tx?: Tx) => namedUser(actor, id, nouns.file, undefined, tx) };

/**
 * Uploads (or replaces) one identity file. The file is checked by content before anything changes.
 * Given the caller's transaction (`tx`), the file is one part of the caller's unit: its bytes are
 * deleted again if the unit rolls back, and the file it replaces only after the unit commits.
 */
export const saveProfileFile = defineUseCase({
  name: 'students.saveProfileFile',
  summary: 'Upload or replace one of the student\'s own identity files',
  access: 'profile:student',
  record: ownUser,
  input: z.object({
    userId: z.unknown(),
    kind: profileFileKindSchema,
    file: z.custom<Blob & { name?: string }>((v) => v instanceof Blob, { message: uploadMessages.required }),
  }),
  run: async (actor, { kind, file }, { meta, tx }): Promise<ProfileFileView> => {
    const field = kind;
    const policy = policyFor('student_identity');
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
  },
});

/** Removes one identity file (404 when none is stored). */
export const removeProfileFile = defineUseCase({
  name: 'students.removeProfileFile',
  summary: "Remove one of the student's own identity files",
  access: 'profile:student',
  record: ownUser,
  input: z.object({ userId: z.unknown(), kind: profileFileKindSchema }),
  run: async (actor, { kind }, { meta }): Promise<void> => {
    const removed = await getDb().transaction(async (tx) => {
      const row = await findRow(tx, actor.id, true);
      const fileId = row?.[fileColumn[kind]];
      if (!row || fileId === null || fileId === undefined) throw notFound(nouns.file);
      await tx.update(studentProfiles).set({ [fileColumn[kind]]: null, updatedAt: new Date() }).where(eq(studentProfiles.id, row.id));
      await recordAudit(tx, { actor, action: 'delete', entity: 'student_profile_file', entityId: actor.id, changes: { kind, file: [fileId, null] }, ip: meta.ip, requestId: meta.requestId });
      return fileId;
    });
    await deleteStoredFile(removed);
  },
});
