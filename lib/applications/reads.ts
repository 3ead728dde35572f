import 'server-only';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db';
import { applicationDocuments, applications, applicationStatusHistory, courses, payments, programs, universities, uploadedFiles, users, type Application } from '@/db/schema';
import { can } from '@/lib/auth/permissions';
import { idSchema } from '@/lib/http/id';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { pageParamsSchema } from '@/lib/http/page';
import { currentFees } from '@/lib/settings/settings';
import { privateFilePath } from '@/lib/storage';
import { defineUseCase } from '@/lib/use-case';
import { feesDueAmong } from './fees';
import { worsePaymentStatus } from './review-schemas';
import { isRequiredSlot } from './schemas';
import { statusLabels, waitingOn } from './status';
import type { ApplicationDetail, ApplicationFee, ApplicationListItem } from './types';
import { documentSlotValues, type ApplicationStatus, type PaymentStatus } from './values';
import { loadVisible } from './visible';
import { nouns } from '@/lib/messages';

/**
 * The student's reads of their applications (the admissions office reads one through the same
 * detail: every application but drafts): one application with its sections, documents, history
 * and fees, and the student's list.
 */

/** One application as its student (or a reviewer) sees it. */
export const getApplication = defineUseCase({
  name: 'applications.getApplication',
  summary: 'One application: sections, documents, history and fees',
  access: 'signed-in',
  record: { key: 'id', what: nouns.application, load: (actor, id, tx) => loadVisible(actor, id, tx ?? getDb()) },
  input: z.object({ id: idSchema() }),
  run: async (_actor, _input, { record, tx }): Promise<ApplicationDetail> => applicationDetail(tx ?? getDb(), record),
});

/** The application's detail from its row (in the caller's transaction when it gives one). */
export async function applicationDetail(db: Db | Tx, row: Application): Promise<ApplicationDetail> {
  const [names] = await db
    .select({ universityName: universities.name, courseTitle: courses.title, programName: programs.name })
    .from(courses)
    .innerJoin(universities, eq(universities.id, row.universityId))
    .innerJoin(programs, eq(programs.id, row.programId))
    .where(eq(courses.id, row.courseId));
  const docs = await db
    .select({
      slot: applicationDocuments.slot,
      requestedAt: applicationDocuments.requestedAt,
      requestReason: applicationDocuments.requestReason,
      fileId: applicationDocuments.fileId,
      updatedAt: applicationDocuments.updatedAt,
      file: {
        uuid: uploadedFiles.uuid,
        name: uploadedFiles.originalName,
        mimeType: uploadedFiles.mimeType,
        sizeBytes: uploadedFiles.sizeBytes,
        uploadedAt: uploadedFiles.createdAt,
      },
    })
    .from(applicationDocuments)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, applicationDocuments.fileId))
    .where(eq(applicationDocuments.applicationId, row.id));
  const bySlot = new Map(docs.map((d) => [d.slot, d]));
  const history = await db
    .select({
      from: applicationStatusHistory.fromStatus,
      to: applicationStatusHistory.toStatus,
      note: applicationStatusHistory.note,
      at: applicationStatusHistory.createdAt,
      actorId: applicationStatusHistory.actorId,
      actorRole: users.role,
    })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.actorId))
    .where(eq(applicationStatusHistory.applicationId, row.id))
    .orderBy(applicationStatusHistory.createdAt, applicationStatusHistory.id);

  const paid = await db
    .select({ kind: payments.kind, amountMinor: payments.amountMinor, currency: payments.currency, status: payments.status })
    .from(payments)
    .where(eq(payments.applicationId, row.id))
    .orderBy(payments.kind);
  const fees: ApplicationFee[] = paid.length > 0 ? paid : (await currentFees(db)).map((f) => ({ ...f, status: null }));

  return {
    id: row.id,
    uuid: row.uuid,
    userId: row.userId,
    status: row.status,
    statusLabel: statusLabels[row.status],
    waitingOn: waitingOn(row.status),
    currentStep: row.currentStep,
    savedAt: row.savedAt,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    updatedAt: row.updatedAt,
    description: row.description,
    university: { id: row.universityId, name: names?.universityName ?? '' },
    course: { id: row.courseId, title: names?.courseTitle ?? '', programId: row.programId },
    program: { id: row.programId, name: names?.programName ?? '' },
    sections: {
      contact_details: row.contactDetails ?? {},
      students_information: row.studentsInformation ?? {},
      home_address: row.homeAddress ?? {},
      postal_address: row.postalAddress ?? {},
      postal_same_as_home: row.postalSameAsHome,
      language_proficiency: row.languageProficiency ?? {},
      education_background: row.educationBackground ?? [],
      work_experience: row.workExperience ?? [],
      family_contact: row.familyContact ?? {},
      financial_supporter: row.financialSupporter ?? {},
      emergency_contact: row.emergencyContact ?? {},
      declaration: row.declaration ?? {},
    },
    documents: documentSlotValues.map((slot) => {
      const d = bySlot.get(slot);
      return {
        slot,
        required: isRequiredSlot(slot),
        open: isSlotOpen(row.status, d ?? null),
        requested: d?.requestedAt ? { at: d.requestedAt, reason: d.requestReason, answered: isRequestAnswered(d) } : null,
        file: d?.file ? { ...d.file, url: privateFilePath(d.file.uuid) } : null,
      };
    }),
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      note: h.note,
      at: h.at,
      by: h.actorId === null ? null : h.actorId === row.userId ? 'student' : h.actorRole && can({ role: h.actorRole }, 'applications:review') ? 'admissions_office' : null,
    })),
    fees,
  };
}

/** The student's own applications, newest change first (drafts included: they are theirs). */
export const listApplications = defineUseCase({
  name: 'applications.listApplications',
  summary: "The student's own applications, a page at a time",
  access: 'applications:apply',
  input: pageParamsSchema,
  run: async (actor, params): Promise<Page<ApplicationListItem>> => {
  const db = getDb();
  const where = eq(applications.userId, actor.id);
  const [{ n }] = await db.select({ n: count() }).from(applications).where(where);
  // A page past the last is the last page (one student's applications: an offset within them).
  const page = Math.min(params.page, pageCountOf(n, params.per_page));
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      updatedAt: applications.updatedAt,
      createdAt: applications.createdAt,
      universityId: universities.id,
      universityName: universities.name,
      courseId: courses.id,
      courseTitle: courses.title,
      programId: programs.id,
      programName: programs.name,
    })
    .from(applications)
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(where)
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(params.per_page)
    .offset((page - 1) * params.per_page);
  const ids = rows.map((r) => r.id);
  const [due, fees] = await Promise.all([
    feesDueAmong(db, actor.id, ids),
    // The page's own rows (already the actor's): each one's fees with an amount.
    ids.length === 0
      ? []
      : db
          .select({ applicationId: payments.applicationId, status: payments.status })
          .from(payments)
          .where(and(inArray(payments.applicationId, ids), gt(payments.amountMinor, 0))),
  ]);
  const feeStatuses = new Map<number, PaymentStatus[]>();
  for (const f of fees) feeStatuses.set(f.applicationId, [...(feeStatuses.get(f.applicationId) ?? []), f.status]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      status: r.status,
      statusLabel: statusLabels[r.status],
      waitingOn: waitingOn(r.status),
      university: { id: r.universityId, name: r.universityName },
      course: { id: r.courseId, title: r.courseTitle, programId: r.programId },
      program: { id: r.programId, name: r.programName },
      updatedAt: r.updatedAt,
      createdAt: r.createdAt,
      feesDue: due.has(r.id),
      paymentStatus: worsePaymentStatus(feeStatuses.get(r.id) ?? []),
    })),
    n,
    page,
    params.per_page,
  );
},
});

/** A draft's every slot is open; after submission only the slots an admin requested, while documents are requested. */
/**
 * A slot the office asked for again is answered once it holds a file put there after the request
 * (the application can be sent back when every requested slot is: resubmitOwn, and the documents
 * step's "Send back to the office").
 */
export function isRequestAnswered(doc: { requestedAt: Date | null; fileId: number | null; updatedAt: Date }): boolean {
  return doc.requestedAt !== null && doc.fileId !== null && doc.updatedAt > doc.requestedAt;
}

export function isSlotOpen(status: ApplicationStatus, doc: { requestedAt: Date | null } | null): boolean {
  if (status === 'draft') return true;
  return status === 'documents_requested' && !!doc?.requestedAt;
}

export const applicationLink = (id: number) => `/application?application_id=${id}`;
