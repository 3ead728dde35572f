import 'server-only';
import { headers } from 'next/headers';
import { clearSession } from '@/lib/auth/session';
import { and, eq, inArray, or } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import {
  applicationDocuments,
  applicationNotes,
  applications,
  candidateProfiles,
  companyProfiles,
  contactMessages,
  cvFiles,
  jobApplications,
  partTimeApplications,
  studentProfiles,
  uploadedFiles,
  users,
} from '@/db/schema';
import type { ApplicationStatus } from '@/lib/applications/values';
import type { FileKind } from '@/lib/storage/values';
import { deleteProfileSchema } from '@/lib/accounts/user-admin-schemas';
import { recordAudit } from '@/lib/audit';
import type { Actor, Role } from '@/lib/auth/actor';
import { verifyPassword } from '@/lib/auth/password-hash';
import { beginAttempt } from '@/lib/auth/rate-limit';
import { AppError, notFound, unauthenticated } from '@/lib/errors';
import { log } from '@/lib/log';
import { auth as m, nouns } from '@/lib/messages';
import { getStorage } from '@/lib/storage';
import type { RequestMeta } from '@/lib/http/request-meta';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';

/**
 * Deleting an account (UK data protection: a person may have their personal data erased): the account, its personal data
 * and its uploaded files go. Applications already decided (accepted or rejected) are kept for the
 * universities' records, anonymised: no user, no personal sections, no documents, `anonymised_at`
 * set. Every other application (draft, in progress, withdrawn) is deleted with its documents,
 * payments and history. Everything else personal goes by the schema's cascades (profiles, CVs,
 * codes, notifications, an employer's jobs, a candidate's job applications) or here (part-time
 * applications, contact messages, file rows). File bytes are removed after the transaction
 * commits, so a failure never leaves a record pointing at a deleted file.
 */
const decidedApplicationStatuses = ['accepted', 'rejected'] as const satisfies readonly ApplicationStatus[];

/** Kinds of file that are a person's own data (catalogue images an admin uploaded are not). */
const personalFileKinds = ['profile_pic', 'cv', 'student_identity', 'application_document', 'company_logo'] as const satisfies readonly FileKind[];

export interface DeletedAccount {
  id: number;
  role: Role;
  applicationsDeleted: number;
  applicationsAnonymised: number;
  filesDeleted: number;
}

/** "Delete Profile": the signed-in student, candidate or employer deletes their own account. */
export const deleteOwnAccount = defineUseCase({
  name: 'accounts.deleteOwnAccount',
  summary: 'Delete one\'s own account (its password confirms it)',
  access: 'profile:delete-own',
  input: deleteProfileSchema,
  run: (actor, { password }, { meta }) => eraseOwnAccount(actor, password, meta),
});

/**
 * "Delete Profile" in a browser: a form posted by the browser itself (no JavaScript: no
 * `Next-Action` header) also loses its session cookie here and goes to /account-deleted. With
 * JavaScript the answer comes back to the form, which shows the notice and signs out to that same
 * page; dropping the cookie here would make Next re-render this guarded page first and send the
 * user to login.
 */
export const deleteOwnAccountHere = defineUseCase({
  name: 'accounts.deleteOwnAccountHere',
  summary: 'Delete one\'s own account and sign this browser out',
  access: 'profile:delete-own',
  input: deleteProfileSchema,
  run: async (actor, { password }, { meta }): Promise<{ deleted: DeletedAccount; to: string | null }> => {
    const fromScript = (await headers()).has('next-action');
    const deleted = await eraseOwnAccount(actor, password, meta);
    if (fromScript) return { deleted, to: null };
    await clearSession();
    return { deleted, to: '/account-deleted' };
  },
});

async function eraseOwnAccount(actor: SignedInActor, password: string, meta: RequestMeta): Promise<DeletedAccount> {
  const [row] = await getDb()
    .select({ email: users.email, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row || row.disabledAt) throw unauthenticated();
  // Wrong passwords here count against the same limit as sign-in attempts (a stolen session
  // must not become a password oracle).
  const attempt = await beginAttempt('login', { account: row.email, ip: meta.ip });
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError('validation', m.currentPasswordWrong, { fieldErrors: { password: [m.currentPasswordWrong] } });
  }
  await attempt.succeeded();
  return eraseAccount(actor.id, { actor, self: true, ip: meta.ip, requestId: meta.requestId });
}

interface FileRef {
  id: number;
  storageKey: string;
  isPublic: boolean;
}

/**
 * Removes an account and everything personal it holds. Callers check permission first
 * (deleteOwnAccount, lib/accounts/users.ts deleteUserAsAdmin). Records one audit row.
 */
export async function eraseAccount(
  userId: number,
  opts: { actor: Actor; self: boolean; ip?: string | null; requestId?: string | null },
): Promise<DeletedAccount> {
  const { files, result } = await getDb().transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, profilePic: users.profilePic })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw notFound(nouns.user);

    const files = await filesOf(tx, user.id, user.profilePic);

    const apps = await tx.select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.userId, user.id));
    const decided = apps.filter((a) => (decidedApplicationStatuses as readonly string[]).includes(a.status)).map((a) => a.id);
    const undecided = apps.filter((a) => !decided.includes(a.id)).map((a) => a.id);
    if (undecided.length > 0) await tx.delete(applications).where(inArray(applications.id, undecided));
    if (decided.length > 0) {
      await tx.delete(applicationDocuments).where(inArray(applicationDocuments.applicationId, decided));
      // The office's internal notes may name the student: they go with the personal sections.
      await tx.delete(applicationNotes).where(inArray(applicationNotes.applicationId, decided));
      await tx
        .update(applications)
        .set({
          userId: null,
          anonymisedAt: new Date(),
          description: null,
          contactDetails: null,
          studentsInformation: null,
          homeAddress: null,
          postalAddress: null,
          languageProficiency: null,
          educationBackground: null,
          workExperience: null,
          familyContact: null,
          financialSupporter: null,
          emergencyContact: null,
        })
        .where(inArray(applications.id, decided));
    }

    // Personal rows the schema keeps on purpose when a user goes (ON DELETE SET NULL).
    await tx.delete(partTimeApplications).where(eq(partTimeApplications.userId, user.id));
    // Job applications the candidate sent (their stage history goes with them by cascade).
    await tx.delete(jobApplications).where(eq(jobApplications.candidateId, user.id));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
    if (files.length > 0) await tx.delete(uploadedFiles).where(inArray(uploadedFiles.id, files.map((f) => f.id)));

    await recordAudit(tx, {
      actor: opts.actor,
      action: 'delete',
      entity: 'user',
      entityId: user.id,
      changes: {
        role: user.role,
        by: opts.self ? 'self' : 'admin',
        applications_deleted: undecided.length,
        applications_anonymised: decided.length,
        files_deleted: files.length,
      },
      ip: opts.ip ?? null,
      requestId: opts.requestId ?? null,
    });
    await tx.delete(users).where(eq(users.id, user.id));

    const result: DeletedAccount = {
      id: user.id,
      role: user.role,
      applicationsDeleted: undecided.length,
      applicationsAnonymised: decided.length,
      filesDeleted: files.length,
    };
    return { files, result };
  });

  // The rows are gone for good: now the bytes. A byte left behind is logged, never an error.
  const storage = getStorage();
  await Promise.all(
    files.map((f) =>
      storage.delete(f.storageKey, f.isPublic).catch((err) => log.warn('file bytes not removed after account deletion', { fileId: f.id, err })),
    ),
  );
  log.info('account deleted', { userId: result.id, role: result.role, by: opts.self ? 'self' : 'admin', files: result.filesDeleted });
  return result;
}

/**
 * Every uploaded file of a user: owned ones, plus those the user's rows point at (profile picture,
 * company logo and candidate photo by storage key; identity documents, CVs and application
 * documents by id), in case an owner was never recorded.
 */
async function filesOf(tx: Tx, userId: number, profilePic: string | null): Promise<FileRef[]> {
  const keys = new Set<string>();
  if (profilePic) keys.add(profilePic);
  const [company] = await tx.select({ logo: companyProfiles.logo }).from(companyProfiles).where(eq(companyProfiles.userId, userId));
  if (company?.logo) keys.add(company.logo);
  const [candidate] = await tx.select({ photo: candidateProfiles.photo }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  if (candidate?.photo) keys.add(candidate.photo);

  const ids = new Set<number>();
  const [student] = await tx
    .select({ a: studentProfiles.nationalIdFileId, b: studentProfiles.certificatesFileId, c: studentProfiles.passportFileId })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  for (const id of [student?.a, student?.b, student?.c]) if (id) ids.add(id);
  for (const r of await tx.select({ id: cvFiles.fileId }).from(cvFiles).where(eq(cvFiles.userId, userId))) ids.add(r.id);
  const docs = await tx
    .select({ id: applicationDocuments.fileId })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(eq(applications.userId, userId));
  for (const r of docs) if (r.id !== null) ids.add(r.id);

  // Owned files of the personal kinds only: an admin's university logos and banners stay (their
  // owner becomes null through the foreign key).
  const conditions = [and(eq(uploadedFiles.ownerId, userId), inArray(uploadedFiles.kind, [...personalFileKinds]))!];
  if (keys.size > 0) conditions.push(inArray(uploadedFiles.storageKey, [...keys]));
  if (ids.size > 0) conditions.push(inArray(uploadedFiles.id, [...ids]));
  return tx
    .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey, isPublic: uploadedFiles.isPublic })
    .from(uploadedFiles)
    .where(or(...conditions));
}
