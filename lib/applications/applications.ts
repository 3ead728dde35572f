import 'server-only';
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { withTransaction } from '@/db/transaction';
import {
  applicationDocuments,
  applications,
  applicationStatusHistory,
  cities,
  courses,
  notifications,
  payments,
  programs,
  studentProfiles,
  universities,
  uploadedFiles,
  users,
  type Application,
  type EducationBackgroundEntry,
} from '@/db/schema';
import {
  closedApplicationStatuses,
  type DocumentSlot,
  type PaymentKind,
  type PaymentStatus,
  documentSlotValues,
  type ApplicationStatus,
} from './values';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan, assertOwns, can } from '@/lib/auth/permissions';
import { effectiveDeadline, isDeadlineOpen } from '@/lib/catalogue/deadline';
import { AppError, forbidden, isUniqueViolation, notFound, parseInput } from '@/lib/errors';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { parseId } from '@/lib/http/id';
import { toPage, type Page, type PageParams } from '@/lib/http/page';
import type { RequestMeta } from '@/lib/http/request-meta';
import { log } from '@/lib/log';
import { mails } from '@/lib/mail';
import { applicationMessages as am } from '@/lib/messages';
import { currentFees } from '@/lib/settings/settings';
import { deleteStoredFile, privateFilePath } from '@/lib/storage';
import {
  applicationStatusSchema,
  applicationStepSchema,
  applicationSubmitSchema,
  draftStepSchemas,
  isRequiredSlot,
  missingByStep,
  requestDocumentsSchema,
  startApplicationSchema,
  stepNumber,
  stepSchemas,
  type ApplicationStep,
  type MissingByStep,
} from './schemas';
import { createFeeRows, feesDueAmong } from './payments';
import { assertMove, isEditable, statusLabels, waitingOn, type WaitingOn } from './status';

/**
 * Student applications: apply, the wizard's saves, submit, withdraw, delete a draft, the student's
 * list, and the status moves (every one through `assertMove` of ./status.ts). Each status change
 * writes a history row (who, when, from, to, note), an audit row and an in-app notification in
 * the same transaction, and sends the student an e-mail after the commit.
 *
 * Visibility: an application is its student's; an admin (`applications:review`) sees every one
 * except drafts, which stay the student's own. Anyone else's is a 404.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

// ---------------------------------------------------------------------------
// DTOs

export interface ApplicationDocumentView {
  slot: DocumentSlot;
  required: boolean;
  /** The student may upload or remove a file in this slot now. */
  open: boolean;
  /** An admin asked for this slot again (with the reason), until the student resubmits. */
  requested: { at: Date; reason: string | null } | null;
  file: { uuid: string; name: string; mimeType: string; sizeBytes: number; url: string; uploadedAt: Date } | null;
}

export interface ApplicationHistoryEntry {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  note: string | null;
  at: Date;
  /** Who made the change, as the student reads it. */
  by: 'student' | 'admissions_office' | null;
}

export interface ApplicationDetail {
  id: number;
  uuid: string;
  userId: number | null;
  status: ApplicationStatus;
  statusLabel: string;
  waitingOn: WaitingOn | null;
  /** The wizard step to resume at (1-4). */
  currentStep: number;
  savedAt: Date | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  updatedAt: Date;
  description: string | null;
  university: { id: number; name: string };
  course: { id: number; title: string; programId: number };
  program: { id: number; name: string };
  sections: {
    contact_details: Record<string, unknown>;
    students_information: Record<string, unknown>;
    home_address: Record<string, unknown>;
    postal_address: Record<string, unknown>;
    postal_same_as_home: boolean;
    language_proficiency: Record<string, unknown>;
    education_background: Record<string, unknown>[];
    work_experience: Record<string, unknown>[];
    family_contact: Record<string, unknown>;
    financial_supporter: Record<string, unknown>;
    emergency_contact: Record<string, unknown>;
    declaration: Record<string, unknown>;
  };
  documents: ApplicationDocumentView[];
  history: ApplicationHistoryEntry[];
  /** The two fees (minor units of their currency): the payment rows once submitted, else what the settings say now. */
  fees: ApplicationFee[];
}

export interface ApplicationFee {
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  /** null before submission (no payment row yet) */
  status: PaymentStatus | null;
}

export interface ApplicationListItem {
  id: number;
  status: ApplicationStatus;
  statusLabel: string;
  waitingOn: WaitingOn | null;
  university: { id: number; name: string };
  course: { id: number; title: string; programId: number };
  program: { id: number; name: string };
  /** The last change (a saved step or a status move). */
  updatedAt: Date;
  createdAt: Date;
  /** A fee of this application is unpaid and can be paid now (the fees page: `checkoutLink`). */
  feesDue: boolean;
}

// ---------------------------------------------------------------------------
// Loading with the visibility rule

/** The application row if the actor may see it: their own, or (admins) any that is not a draft. */
async function loadVisible(actor: Actor, rawId: unknown, db: Db | Tx, opts: { ownerOnly?: boolean; lock?: boolean } = {}): Promise<Application> {
  if (!actor) assertOwns(actor, null);
  const id = parseId(rawId, 'Application');
  const q = db.select().from(applications).where(eq(applications.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw notFound('Application');
  // A draft is its student's alone; a reviewer sees every other application.
  assertOwns(actor, row, opts.ownerOnly || row.status === 'draft' ? undefined : 'applications:review');
  return row;
}

const OWNER_ONLY = { ownerOnly: true } as const;

async function assertCourseOpen(db: Db | Tx, courseId: number): Promise<{ id: number; universityId: number; programId: number; description: string | null }> {
  const [c] = await db
    .select({
      id: courses.id,
      universityId: courses.universityId,
      programId: courses.programId,
      description: courses.description,
      deadline: courses.deadline,
      universityDeadline: universities.deadline,
      courseOn: courses.status,
      universityOn: universities.status,
      programOn: programs.status,
      cityOn: cities.status,
    })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(programs, eq(programs.id, courses.programId))
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .where(eq(courses.id, courseId));
  if (!c) throw notFound('Course');
  const enabled = c.courseOn && c.universityOn && c.programOn && c.cityOn !== false;
  if (!enabled || !isDeadlineOpen(effectiveDeadline(c))) throw new AppError('conflict', am.courseClosed);
  return { id: c.id, universityId: c.universityId, programId: c.programId, description: c.description };
}

// ---------------------------------------------------------------------------
// Reads

export async function getApplication(actor: Actor, rawId: unknown): Promise<ApplicationDetail> {
  const db = getDb();
  const row = await loadVisible(actor, rawId, db);
  return toDetail(db, row);
}

async function toDetail(db: Db | Tx, row: Application): Promise<ApplicationDetail> {
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
        requested: d?.requestedAt ? { at: d.requestedAt, reason: d.requestReason } : null,
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

/** A draft's every slot is open; after submission only the slots an admin requested, while documents are requested. */
export function isSlotOpen(status: ApplicationStatus, doc: { requestedAt: Date | null } | null): boolean {
  if (status === 'draft') return true;
  return status === 'documents_requested' && !!doc?.requestedAt;
}

/** The student's own applications, newest change first (drafts included: they are theirs). */
export async function listApplications(actor: Actor, params: PageParams): Promise<Page<ApplicationListItem>> {
  assertCan(actor, 'applications:apply');
  const db = getDb();
  const where = eq(applications.userId, actor.id);
  const [{ n }] = await db.select({ n: count() }).from(applications).where(where);
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
    .offset((params.page - 1) * params.per_page);
  const due = await feesDueAmong(
    db,
    actor.id,
    rows.map((r) => r.id),
  );
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
    })),
    n,
    params.page,
    params.per_page,
  );
}

// ---------------------------------------------------------------------------
// Apply

/**
 * A student applies to a course: a new draft (university, degree and description from the
 * course, the student's profile and account pre-filling the first step), or the open application
 * they already have for that course (`created: false`).
 */
export async function startApplication(actor: Actor, input: unknown, meta: Meta = {}): Promise<{ id: number; created: boolean }> {
  if (!actor) assertCan(actor, 'applications:apply');
  if (!can(actor, 'applications:apply')) throw forbidden(am.onlyStudents);
  const { courseId, description } = parseInput(startApplicationSchema, input);
  const db = getDb();
  const existing = await findOpenApplication(db, actor.id, courseId);
  if (existing) return { id: existing, created: false };
  const course = await assertCourseOpen(db, courseId);
  const prefill = await prefillFor(db, actor.id);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          userId: actor.id,
          universityId: course.universityId,
          courseId: course.id,
          programId: course.programId,
          description: description ?? course.description,
          ...prefill,
        })
        .returning({ id: applications.id });
      await tx.insert(applicationStatusHistory).values({ applicationId: row.id, fromStatus: null, toStatus: 'draft', actorId: actor.id });
      await recordAudit(tx, { actor, action: 'create', entity: 'application', entityId: row.id, changes: { courseId }, ip: meta.ip, requestId: meta.requestId });
      return row.id;
    });
    return { id, created: true };
  } catch (err) {
    // Two tabs applying at once: the one-open-per-course index lets one win; the other opens it.
    if (isUniqueViolation(err, 'one_open')) {
      const again = await findOpenApplication(db, actor.id, courseId);
      if (again) return { id: again, created: false };
    }
    throw err;
  }
}

async function findOpenApplication(db: Db | Tx, userId: number, courseId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.courseId, courseId), notInArray(applications.status, [...closedApplicationStatuses])))
    .limit(1);
  return row?.id ?? null;
}

/** What the account and the student profile already know, for a new application's first step. */
async function prefillFor(db: Db | Tx, userId: number): Promise<Partial<Application>> {
  const [u] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, phoneCode: users.phoneCode, phone: users.phoneNumber, gender: users.gender, country: users.country })
    .from(users)
    .where(eq(users.id, userId));
  const [p] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  const basic = p?.basicInformation ?? {};
  const passport = p?.passportInformation ?? {};
  const nonEmpty = <T,>(list: T[]) => (list.length > 0 ? list : undefined);
  const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
  return {
    contactDetails: clean({ email: u?.email, phone: u?.phone ? `${u.phoneCode}${u.phone}` : undefined }),
    studentsInformation: clean({
      first_name: basic.first_name ?? u?.firstName ?? undefined,
      last_name: basic.last_name ?? u?.lastName ?? undefined,
      date_of_birth: basic.dob ?? undefined,
      nationality: basic.nationality ?? u?.country ?? undefined,
      gender: basic.gender ?? u?.gender ?? undefined,
      passport_number: passport.passport_number,
      passport_expiry_date: passport.expiry_date,
    }),
    homeAddress: clean({ country: u?.country ?? undefined }),
    // The profile's education levels, highest first, as rows the student completes (dates, country).
    educationBackground: nonEmpty(
      [p?.educationMasters, p?.educationBachelor, p?.educationHigherSchool, p?.educationSchool]
        .filter((e) => !!e?.institute_name)
        .map((e) => clean({ school: e!.institute_name, major: e!.examination_name, gpa: e!.grade }) as EducationBackgroundEntry),
    ),
  };
}

// ---------------------------------------------------------------------------
// The wizard

const stepColumns = {
  student: (d: Record<string, unknown>) => ({
    contactDetails: d.contact_details,
    studentsInformation: d.students_information,
    homeAddress: d.home_address,
    postalAddress: d.postal_address,
    postalSameAsHome: d.postal_same_as_home,
    languageProficiency: d.language_proficiency,
    educationBackground: d.education_background,
    workExperience: d.work_experience,
  }),
  family: (d: Record<string, unknown>) => ({ familyContact: d.family_contact, financialSupporter: d.financial_supporter, emergencyContact: d.emergency_contact }),
  declaration: (d: Record<string, unknown>) => ({ declaration: d.declaration }),
  documents: () => ({}),
} satisfies Record<ApplicationStep, (d: Record<string, unknown>) => Partial<Record<keyof Application, unknown>>>;

/**
 * Saves one wizard step of a draft. Next (`draft: false`) checks the step's full rules and moves
 * the resume point to the following step; Save draft (`draft: true`) keeps incomplete input and
 * resumes at this step. Either way the time of the save is recorded. Given the caller's
 * transaction (`tx`), the step is one part of the caller's unit (db/transaction.ts): it commits or
 * rolls back with the rest.
 */
export async function saveStep(
  actor: Actor,
  rawId: unknown,
  rawStep: unknown,
  input: unknown,
  opts: { draft?: boolean } = {},
  meta: Meta = {},
  tx?: Tx,
): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:apply');
  // Someone else's application is a 404 before its input is judged.
  await loadVisible(actor, rawId, tx ?? getDb(), OWNER_ONLY);
  const step = parseInput(applicationStepSchema, rawStep);
  const data = parseInput((opts.draft ? draftStepSchemas : stepSchemas)[step], input ?? {}) as Record<string, unknown>;
  const resumeAt = opts.draft ? stepNumber(step) : Math.min(4, stepNumber(step) + 1);
  return withTransaction(tx, async (t) => {
    const app = await loadVisible(actor, rawId, t, { ownerOnly: true, lock: true });
    if (!isEditable(app.status)) throw new AppError('conflict', am.notEditable);
    const [after] = await t
      .update(applications)
      .set({ ...(stepColumns[step](data) as Partial<Application>), currentStep: resumeAt, savedAt: new Date() })
      .where(eq(applications.id, app.id))
      .returning();
    await recordAudit(t, { actor, action: 'update', entity: 'application', entityId: app.id, changes: { step: [null, step], draft: [null, !!opts.draft] }, ip: meta.ip, requestId: meta.requestId });
    return toDetail(t, after);
  });
}

// ---------------------------------------------------------------------------
// Status moves

interface Change {
  to: ApplicationStatus;
  note?: string | null;
}

interface MailJob {
  to: string;
  name: string | null;
  applicationId: number;
  course: string;
  university: string;
  status: ApplicationStatus;
  note: string | null;
}

/**
 * The one writer of a status: checks the move, updates the row, and writes the history,
 * notification and audit rows in the caller's transaction. Returns the mail to send after commit.
 */
async function changeStatus(tx: Tx, actor: NonNullable<Actor>, app: Application, change: Change, meta: Meta): Promise<MailJob | null> {
  assertMove(actor, app.status, change.to, change.note);
  const note = change.note?.trim() || null;
  const now = new Date();
  await tx
    .update(applications)
    .set({
      status: change.to,
      ...(change.to === 'submitted' ? { submittedAt: now } : {}),
      ...(change.to === 'accepted' || change.to === 'rejected' ? { decidedAt: now } : {}),
    })
    .where(eq(applications.id, app.id));
  await tx.insert(applicationStatusHistory).values({ applicationId: app.id, fromStatus: app.status, toStatus: change.to, actorId: actor.id, note });
  await recordAudit(tx, {
    actor,
    action: 'status_change',
    entity: 'application',
    entityId: app.id,
    changes: { status: [app.status, change.to], ...(note ? { note } : {}) },
    ip: meta.ip,
    requestId: meta.requestId,
  });
  if (app.userId === null) return null;
  const [info] = await tx
    .select({ email: users.email, name: users.name, course: courses.title, university: universities.name })
    .from(users)
    .innerJoin(courses, eq(courses.id, app.courseId))
    .innerJoin(universities, eq(universities.id, app.universityId))
    .where(eq(users.id, app.userId));
  await tx.insert(notifications).values({
    userId: app.userId,
    type: 'application_status',
    title: am.statusNotificationTitle(statusLabels[change.to]),
    body: note,
    link: applicationLink(app.id),
  });
  return info ? { to: info.email, name: info.name, applicationId: app.id, course: info.course, university: info.university, status: change.to, note } : null;
}

export const applicationLink = (id: number) => `/application?application_id=${id}`;

/** The student's e-mail for a status change; a mail failure is logged, the change stands. */
async function sendStatusMail(job: MailJob | null): Promise<void> {
  if (!job) return;
  try {
    await mails.applicationStatus(job.to, {
      name: job.name,
      applicationRef: `#${job.applicationId}`,
      course: job.course,
      university: job.university,
      status: statusLabels[job.status],
      note: job.note,
      link: applicationLink(job.applicationId),
    });
  } catch (err) {
    log.error('application status mail not sent', { applicationId: job.applicationId, status: job.status, err });
  }
}

/** Runs one status change in a transaction on the locked row, then mails the student. */
async function runMove(
  actor: Actor,
  rawId: unknown,
  opts: { ownerOnly: boolean },
  work: (tx: Tx, actor: NonNullable<Actor>, app: Application) => Promise<Change & { before?: (tx: Tx, app: Application) => Promise<void> }>,
  meta: Meta,
): Promise<ApplicationDetail> {
  if (!actor) assertOwns(actor, null);
  const db = getDb();
  await loadVisible(actor, rawId, db, opts);
  const job = await db.transaction(async (tx) => {
    const app = await loadVisible(actor, rawId, tx, { ...opts, lock: true });
    const change = await work(tx, actor!, app);
    return changeStatus(tx, actor!, app, change, meta);
  });
  await sendStatusMail(job);
  return getApplication(actor, rawId);
}

/**
 * Submits a draft: the whole application is checked with the composed schema; what is missing is
 * answered per step (`details.missing`, and field errors as `<step>.<field path>`). The two fee
 * rows are created from the site settings' fees.
 */
export async function submitApplication(actor: Actor, rawId: unknown, meta: Meta = {}): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:apply');
  return runMove(
    actor,
    rawId,
    OWNER_ONLY,
    async (tx, a, app) => {
      assertMove(a, app.status, 'submitted');
      await assertCourseOpen(tx, app.courseId);
      const r = applicationSubmitSchema.safeParse(composeForSubmit(app, await filledSlots(tx, app.id)));
      if (!r.success) {
        const { fieldErrors } = zodIssuesToFieldErrors(r.error.issues);
        const missing = missingByStep(fieldErrors);
        throw new AppError('validation', am.incomplete, { fieldErrors, details: { missing } });
      }
      await createFeeRows(tx, app.id);
      return { to: 'submitted' };
    },
    meta,
  );
}

async function filledSlots(tx: Tx, applicationId: number): Promise<DocumentSlot[]> {
  const rows = await tx
    .select({ slot: applicationDocuments.slot, fileId: applicationDocuments.fileId })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
  return rows.filter((r) => r.fileId !== null).map((r) => r.slot);
}

/** The stored sections in the shape of the submit schema (each step under its name). */
export function composeForSubmit(app: Application, documents: DocumentSlot[]) {
  return {
    student: {
      contact_details: app.contactDetails ?? {},
      students_information: app.studentsInformation ?? {},
      home_address: app.homeAddress ?? {},
      postal_same_as_home: app.postalSameAsHome,
      postal_address: app.postalAddress ?? {},
      language_proficiency: app.languageProficiency ?? {},
      education_background: app.educationBackground ?? [],
      work_experience: app.workExperience ?? [],
    },
    family: {
      family_contact: app.familyContact ?? {},
      financial_supporter: app.financialSupporter ?? {},
      emergency_contact: app.emergencyContact ?? {},
    },
    declaration: { declaration: app.declaration ?? {} },
    documents,
  };
}

/** The student withdraws their application (after submitting, before a decision). */
export async function withdrawApplication(actor: Actor, rawId: unknown, note?: string | null, meta: Meta = {}): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:apply');
  return runMove(actor, rawId, OWNER_ONLY, async () => ({ to: 'withdrawn', note }), meta);
}

/**
 * The student sends the application back after documents were requested: every requested slot
 * must hold a file uploaded since the request; the slots then close again.
 */
export async function resubmitApplication(actor: Actor, rawId: unknown, meta: Meta = {}): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:apply');
  return runMove(
    actor,
    rawId,
    OWNER_ONLY,
    async (tx, a, app) => {
      assertMove(a, app.status, 'resubmitted');
      const requested = await tx
        .select({ slot: applicationDocuments.slot, fileId: applicationDocuments.fileId, requestedAt: applicationDocuments.requestedAt, updatedAt: applicationDocuments.updatedAt })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, app.id));
      const fieldErrors: Record<string, string[]> = {};
      for (const d of requested) {
        if (d.requestedAt && (d.fileId === null || d.updatedAt <= d.requestedAt)) fieldErrors[`documents.${d.slot}`] = [am.documentRequired];
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError('validation', am.incomplete, { fieldErrors, details: { missing: missingByStep(fieldErrors) satisfies MissingByStep } });
      }
      await tx.update(applicationDocuments).set({ requestedAt: null, requestReason: null }).where(eq(applicationDocuments.applicationId, app.id));
      return { to: 'resubmitted' };
    },
    meta,
  );
}

/**
 * An admin's move that needs nothing but an optional note (start review, accept) or a reason
 * (reject). Requesting documents names the slots: `requestDocuments`. The student's own moves
 * have their own functions (submit, resubmit, withdraw), which check what each needs.
 */
export async function moveStatus(actor: Actor, rawId: unknown, rawTo: unknown, note?: string | null, meta: Meta = {}): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:review');
  const to = parseInput(applicationStatusSchema, rawTo);
  return runMove(
    actor,
    rawId,
    { ownerOnly: false },
    async (_tx, a, app) => {
      const move = assertMove(a, app.status, to, note);
      if (move.name === 'requestDocuments') throw new AppError('validation', am.slotsRequired, { fieldErrors: { slots: [am.slotsRequired] } });
      return { to, note };
    },
    meta,
  );
}

/** An admin asks for documents again: the named slots reopen for upload, with the reason the student reads. */
export async function requestDocuments(actor: Actor, rawId: unknown, input: unknown, meta: Meta = {}): Promise<ApplicationDetail> {
  assertCan(actor, 'applications:review');
  const { slots, reason } = parseInput(requestDocumentsSchema, input);
  return runMove(
    actor,
    rawId,
    { ownerOnly: false },
    async (tx, a, app) => {
      assertMove(a, app.status, 'documents_requested', reason);
      // A requested slot counts as re-uploaded once its row changes after `requested_at`, so the
      // request stamps both with the same time.
      const now = new Date();
      const unique = [...new Set(slots)];
      const existing = await tx
        .select({ slot: applicationDocuments.slot })
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.applicationId, app.id), inArray(applicationDocuments.slot, unique)));
      const have = new Set(existing.map((e) => e.slot));
      if (have.size > 0) {
        await tx
          .update(applicationDocuments)
          .set({ requestedAt: now, requestReason: reason, acceptedAt: null, acceptedBy: null, updatedAt: now })
          .where(and(eq(applicationDocuments.applicationId, app.id), inArray(applicationDocuments.slot, [...have])));
      }
      const missing = unique.filter((s) => !have.has(s));
      if (missing.length > 0) {
        await tx.insert(applicationDocuments).values(missing.map((slot) => ({ applicationId: app.id, slot, fileId: null, requestedAt: now, requestReason: reason, updatedAt: now })));
      }
      return { to: 'documents_requested', note: reason };
    },
    meta,
  );
}

/** The student deletes a draft (a submitted application is withdrawn instead); its files go too. */
export async function deleteDraft(actor: Actor, rawId: unknown, meta: Meta = {}): Promise<void> {
  assertCan(actor, 'applications:apply');
  const db = getDb();
  await loadVisible(actor, rawId, db, OWNER_ONLY);
  const fileIds = await db.transaction(async (tx) => {
    const app = await loadVisible(actor, rawId, tx, { ownerOnly: true, lock: true });
    if (app.status !== 'draft') throw new AppError('conflict', am.onlyDrafts);
    const docs = await tx.select({ fileId: applicationDocuments.fileId }).from(applicationDocuments).where(eq(applicationDocuments.applicationId, app.id));
    await tx.delete(applications).where(eq(applications.id, app.id));
    await recordAudit(tx, { actor, action: 'delete', entity: 'application', entityId: app.id, changes: { status: ['draft', null] }, ip: meta.ip, requestId: meta.requestId });
    return docs.map((d) => d.fileId).filter((id): id is number => id !== null);
  });
  for (const id of fileIds) await deleteStoredFile(id);
}
