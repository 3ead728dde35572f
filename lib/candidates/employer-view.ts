import 'server-only';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { candidateProfiles, cvFiles, jobApplications, jobs, users } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { can } from '@/lib/auth/permissions';
import { nothingShown, type EmployerView } from './privacy';
import { contactFields, sensitiveFields, type ContactField, type SensitiveField } from './consent-schemas';

/**
 * THE rule for what an employer sees of a job seeker (PRODUCT.md sections 12 and 13), written
 * once and used by every door that shows one: the applicant page and list (lib/jobs/applications.ts),
 * the directory (lib/candidates/directory.ts) and `/files` (lib/storage: a CV or a picture).
 *
 * - Sensitive fields: only those the candidate consented to, field by field.
 * - Contact details (e-mail, phones, parents, addresses, referees' contacts): only those the
 *   candidate consented to, except that a live application to one of the viewer's jobs shows
 *   the e-mail and phone (applying is consent to be contacted).
 * - The picture: with a live application, at its file address (`/files`, the applicant page); a
 *   listed candidate's to directory viewers, by the directory's own address (`/candidates/{uuid}/photo`),
 *   so a directory viewer never learns the file's address.
 * - A CV: only one sent with a live application to one of the viewer's jobs. Withdrawing takes
 *   it back (and the picture, e-mail and phone), unless another live application carries them.
 * - A viewer with neither a listing nor any application to look at sees nothing.
 *
 * Admins are not employers: they keep the back office's view of everything (they moderate jobs
 * and read every file of a job seeker).
 */
/**
 * Listed in the directory: an opted-in profile of an enabled job seeker's account. A condition on
 * `candidate_profiles` joined to `users`, for the directory's queries and for employerViewOf.
 */
export function listedCandidate(): SQL {
  return and(eq(candidateProfiles.isPublic, true), eq(users.role, 'candidate'), isNull(users.disabledAt))!;
}

export async function employerViewOf(actor: Actor, candidateId: number, db: Db | Tx = getDb()): Promise<EmployerView> {
  if (!actor) return nothingShown;
  const [p] = await db
    .select({
      listed: sql<boolean | null>`${listedCandidate()}`,
      sharedFields: candidateProfiles.sharedFields,
      sharedContacts: candidateProfiles.sharedContacts,
      role: users.role,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, candidateId));
  // Only a job seeker's account has a resume (the role that may write one).
  if (!p || !can({ role: p.role }, 'resume:write')) return nothingShown;
  if (can(actor, 'jobs:moderate')) {
    const cvs = await db.select({ fileId: cvFiles.fileId }).from(cvFiles).where(and(eq(cvFiles.userId, candidateId), isNotNull(cvFiles.fileId)));
    return { listed: p.listed === true, applied: false, sensitive: sensitiveFields, contacts: contactFields, photo: true, cvFileIds: cvs.map((c) => c.fileId!) };
  }
  if (!can(actor, 'jobs:post')) return nothingShown;
  const listed = p.listed === true;
  const apps = await db
    .select({ status: jobApplications.status, cvFileId: cvFiles.fileId })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(cvFiles, eq(cvFiles.id, jobApplications.cvFileId))
    .where(and(eq(jobApplications.candidateId, candidateId), eq(jobs.employerId, actor.id)));
  const live = apps.filter((a) => a.status !== 'withdrawn');
  // A withdrawn application still lets its employer open the page ("withdrawn"), with consents only.
  if (!listed && apps.length === 0) return nothingShown;
  const consented = (p.sharedContacts ?? []).filter((f): f is ContactField => (contactFields as readonly string[]).includes(f));
  const contacts = contactFields.filter((f) => consented.includes(f) || (live.length > 0 && (f === 'email' || f === 'phone')));
  return {
    listed,
    applied: live.length > 0,
    sensitive: sensitiveFields.filter((f: SensitiveField) => (p.sharedFields ?? []).includes(f)),
    contacts,
    photo: live.length > 0,
    cvFileIds: live.map((a) => a.cvFileId).filter((id): id is number => id !== null),
  };
}
