import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applicationDocuments, applicationNotes, applications, countries, courses, payments, programs, universities, users } from '@/db/schema';
import type { PaymentStatus } from './values';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isAppError } from '@/lib/errors';
import { toPage, type Page } from '@/lib/http/page';
import { applicationMessages, nouns, reviewMessages as rm } from '@/lib/messages';
import { moveAs, type MoveResult, requestDocumentsAs } from './moves';
import { applicationDetail } from './reads';
import type { ApplicationForReview, BulkMoveResult, ReviewListItem, ReviewNote } from './types';
import { loadVisible } from './visible';
import { defineUseCase, type SignedInActor } from '@/lib/use-case';
import { idSchema } from '@/lib/http/id';
import { z } from 'zod';
import {
  acceptDocumentSchema,
  bulkMoveSchema,
  defaultDir,
  requestAgainSchema,
  reviewMoveSchema,
  reviewListSchema,
  reviewNoteSchema,
  worsePaymentStatus,
  type ReviewFilters,
  type ReviewListParams,
  type ReviewSort,
} from './review-schemas';
import { statusLabels } from './status';

/**
 * The admissions office's review: the list of every submitted application (filters, search, sort,
 * pages; the same query feeds the CSV export and the legacy list), bulk status changes, the detail
 * with the student, each document's review state and the internal notes, and the writes on them.
 * Every status change goes through the status module's moves (`moveStatus`, `requestDocuments` in
 * ./applications.ts), so the history, notification, audit row and e-mail come with it.
 *
 * Internal notes are read here only, by reviewers: no student DTO selects `application_notes`.
 */

// ---------------------------------------------------------------------------
// The list query (one definition of each column, shared by the page, the export and the legacy list)

const si = applications.studentsInformation;
const fullNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${si}->>'first_name', nullif(${si}->>'middle_name', ''), ${si}->>'last_name')), ''), ${users.name}, '')`;
const phoneSql = sql<string | null>`coalesce(nullif(${applications.contactDetails}->>'phone', ''), case when ${users.phoneNumber} is not null and ${users.phoneNumber} <> '' then ${users.phoneCode} || ${users.phoneNumber} end)`;
const countrySql = sql<string | null>`coalesce(nullif(${applications.homeAddress}->>'country', ''), nullif(${si}->>'nationality', ''), ${users.country})`;
/** The worse of the two fees: unpaid, refunded, pending confirmation, paid (null: no fee row). */
const paymentRankSql = sql<number | null>`(select min(case ${payments.status} when 'unpaid' then 0 when 'refunded' then 1 when 'pending' then 2 else 3 end) from ${payments} where ${payments.applicationId} = ${applications.id})`;
const rankToStatus: PaymentStatus[] = ['unpaid', 'refunded', 'pending', 'paid'];

function whereOf(f: ReviewFilters): SQL {
  // Drafts are the student's own: never listed or counted here.
  const where: SQL[] = [ne(applications.status, 'draft')];
  if (f.status) where.push(eq(applications.status, f.status));
  if (f.university_id) where.push(eq(applications.universityId, f.university_id));
  if (f.program_id) where.push(eq(applications.programId, f.program_id));
  if (f.country) where.push(sql`lower(${countrySql}) = lower(${f.country})`);
  if (f.from) where.push(gte(applications.submittedAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(applications.submittedAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    const any: SQL[] = [
      sql`${fullNameSql} ilike ${pattern}`,
      ilike(users.email, pattern),
      sql`coalesce(${phoneSql}, '') ilike ${pattern}`,
      sql`coalesce(${si}->>'passport_number', '') ilike ${pattern}`,
      ilike(courses.title, pattern),
      ilike(universities.name, pattern),
    ];
    const asId = /^#?(\d{1,9})$/.exec(f.q);
    if (asId) any.push(eq(applications.id, Number(asId[1])));
    where.push(or(...any)!);
  }
  return and(...where)!;
}

const sortColumns: Record<ReviewSort, SQL> = {
  submitted: sql`${applications.submittedAt}`,
  name: sql`lower(${fullNameSql})`,
  country: sql`lower(${countrySql})`,
  program: sql`lower(${programs.name})`,
  course: sql`lower(${courses.title})`,
  university: sql`lower(${universities.name})`,
  status: sql`${applications.status}::text`,
  payment: paymentRankSql,
};

function baseQuery(db: Db | Tx) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      fullName: fullNameSql,
      email: users.email,
      phone: phoneSql,
      country: countrySql,
      universityId: universities.id,
      universityName: universities.name,
      courseId: courses.id,
      courseTitle: courses.title,
      programId: programs.id,
      programName: programs.name,
      submittedAt: applications.submittedAt,
      paymentRank: paymentRankSql,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(programs, eq(programs.id, applications.programId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

function toItem(r: Row): ReviewListItem {
  const rank = r.paymentRank === null || r.paymentRank === undefined ? null : Number(r.paymentRank);
  return {
    id: r.id,
    status: r.status,
    statusLabel: statusLabels[r.status],
    fullName: r.fullName || applicationMessages.deletedAccount,
    email: r.email,
    phone: r.phone,
    country: r.country,
    university: { id: r.universityId, name: r.universityName },
    course: { id: r.courseId, title: r.courseTitle },
    program: { id: r.programId, name: r.programName },
    submittedAt: r.submittedAt ? new Date(r.submittedAt) : null,
    paymentStatus: rank === null || Number.isNaN(rank) ? null : rankToStatus[rank],
  };
}

function orderOf(q: Pick<ReviewListParams, 'sort' | 'dir'>): SQL[] {
  const dir = q.dir ?? defaultDir(q.sort);
  const col = sortColumns[q.sort];
  // Empty values (no submission date, no fee row) last whichever the direction; then the newest id.
  return [dir === 'asc' ? sql`${col} asc nulls last` : sql`${col} desc nulls last`, desc(applications.id)];
}

/** A page of the applications an admin reviews (every one but drafts), filtered, searched and sorted. */
export const listApplicationsForReview = defineUseCase({
  name: 'applications.listApplicationsForReview',
  summary: 'The applications the admissions office reviews (every one but drafts), filtered, searched, sorted, a page at a time',
  access: 'applications:review',
  input: reviewListSchema,
  run: async (_admin, q): Promise<Page<ReviewListItem>> => {
  const db = getDb();
  const where = whereOf(q);
  const [{ n }] = await db
    .select({ n: count() })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(where);
  const lastPage = Math.max(1, Math.ceil(n / q.per_page));
  const page = Math.min(q.page, lastPage);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.per_page)
    .offset((page - 1) * q.per_page);
  return toPage(rows.map(toItem), n, page, q.per_page);
  },
});

/** At most this many rows go into one CSV export (a filter narrows a bigger list). */
export const EXPORT_MAX_ROWS = 10_000;

/** Every application of the current filter, in the list's order, for the CSV export. */
export const listApplicationsForExport = defineUseCase({
  name: 'applications.listApplicationsForExport',
  summary: 'Every application of the review list\'s filter, in its order, for the CSV export',
  access: 'applications:review',
  input: reviewListSchema,
  run: async (_admin, q): Promise<ReviewListItem[]> => {
    const rows = await baseQuery(getDb()).where(whereOf(q)).orderBy(...orderOf(q)).limit(EXPORT_MAX_ROWS);
    return rows.map(toItem);
  },
});

/** The choices of the list's filters: universities and degrees with applications, and the countries. */
export async function reviewFilterOptions(actor: Actor) {
  assertCan(actor, 'applications:review');
  const db = getDb();
  const [unis, progs, ctries] = await Promise.all([
    db.select({ id: universities.id, name: universities.name }).from(universities).orderBy(asc(universities.name)),
    db.select({ id: programs.id, name: programs.name }).from(programs).orderBy(asc(programs.name)),
    db.select({ name: countries.name }).from(countries).orderBy(asc(countries.name)),
  ]);
  return { universities: unis, programs: progs, countries: [...new Set(ctries.map((c) => c.name))] };
}

// ---------------------------------------------------------------------------
// Bulk status change

/**
 * Moves several applications at once, each through the status module on its own (its own
 * transaction, history, notification and e-mail). Only the moves that need nothing per application
 * are offered (start review; reject with one shared reason); an application that cannot make the
 * move is refused with the reason and the others still move.
 */
export const bulkMoveStatus = defineUseCase({
  name: 'applications.bulkMoveStatus',
  summary: 'Move several applications at once (start review; reject with one shared reason)',
  access: 'applications:review',
  input: bulkMoveSchema,
  run: async (actor, { ids, to, note }, { meta }): Promise<BulkMoveResult> => {
  const result: BulkMoveResult = { moved: [], refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await moveAs(actor, id, to, note || null, meta);
      result.moved.push(id);
    } catch (err) {
      if (isAppError(err) && (err.code === 'conflict' || err.code === 'not_found' || err.code === 'validation')) {
        result.refused.push({ id, message: err.code === 'not_found' ? rm.notFound : err.message });
      } else throw err;
    }
  }
  return result;
  },
});

// ---------------------------------------------------------------------------
// The detail

/** The application a reviewer names, as they may see it: an unknown id or a draft is a 404. */
const reviewed = (key: string) => ({ key, what: nouns.application, load: (actor: SignedInActor, id: number, tx?: Tx) => loadVisible(actor, id, tx ?? getDb()) });

/** One application as the admissions office reviews it (a draft, or an unknown id: 404). */
export const getApplicationForReview = defineUseCase({
  name: 'applications.getApplicationForReview',
  summary: 'One application as the admissions office reviews it: the student, document reviews, notes, payment status',
  access: 'applications:review',
  record: reviewed('id'),
  input: z.object({ id: idSchema() }),
  run: async (_admin, _input, { record }): Promise<ApplicationForReview> => {
  const db = getDb();
  const detail = await applicationDetail(db, record);
  const [student] = detail.userId
    ? await db
        .select({ name: users.name, email: users.email, phoneCode: users.phoneCode, phone: users.phoneNumber, country: users.country })
        .from(users)
        .where(eq(users.id, detail.userId))
    : [];
  const acceptor = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${applicationDocuments.acceptedBy})`;
  const reviewed = await db
    .select({ slot: applicationDocuments.slot, acceptedAt: applicationDocuments.acceptedAt, by: acceptor })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, detail.id), sql`${applicationDocuments.acceptedAt} is not null`));
  const reviews: ApplicationForReview['reviews'] = {};
  for (const r of reviewed) if (r.acceptedAt) reviews[r.slot] = { acceptedAt: r.acceptedAt, by: r.by };
  return {
    ...detail,
    student: student ? { name: student.name, email: student.email, phone: student.phone ? `${student.phoneCode}${student.phone}` : null, country: student.country } : null,
    reviews,
    notes: await notesOf(db, detail.id),
    paymentStatus: worsePaymentStatus(detail.fees.map((f) => f.status).filter((s): s is PaymentStatus => s !== null)),
  };
  },
});

async function notesOf(db: Db | Tx, applicationId: number): Promise<ReviewNote[]> {
  const rows = await db
    .select({ id: applicationNotes.id, body: applicationNotes.body, author: users.name, at: applicationNotes.createdAt })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
  return rows;
}


// ---------------------------------------------------------------------------
// Writes on one application

/** A status change from the detail page (start review, accept, reject), with the note the student reads. */
export const reviewMove = defineUseCase({
  name: 'applications.reviewMove',
  summary: "Change one application's status from its review page (start review, accept, reject), with the note the student reads",
  access: 'applications:review',
  input: reviewMoveSchema,
  run: (admin, { applicationId, to, note }, { meta }): Promise<MoveResult> => moveAs(admin, applicationId, to, note || null, meta),
});

/** Asks for one document again, with the reason the student reads (the status module's request). */
export const requestDocumentAgain = defineUseCase({
  name: 'applications.requestDocumentAgain',
  summary: 'Ask the student for one document again, with the reason they read',
  access: 'applications:review',
  input: requestAgainSchema,
  run: (admin, { applicationId, slot, reason }, { meta }): Promise<MoveResult> => requestDocumentsAs(admin, applicationId, [slot], reason, meta),
});

/**
 * Accepts the file in a slot. Refused (409) when the slot holds no file, or when the slot was
 * requested again and the student has not uploaded a new file since.
 */
export const acceptDocument = defineUseCase({
  name: 'applications.acceptDocument',
  summary: 'Accept the file in one document slot',
  access: 'applications:review',
  input: acceptDocumentSchema,
  run: async (actor, { applicationId, slot }, { meta }): Promise<void> => {
  await getDb().transaction(async (tx) => {
    const app = await loadVisible(actor, applicationId, tx, { lock: true });
    const [doc] = await tx
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, app.id), eq(applicationDocuments.slot, slot)))
      .for('update');
    if (!doc || doc.fileId === null) throw new AppError('conflict', rm.noFileToAccept);
    if (doc.requestedAt && doc.updatedAt <= doc.requestedAt) throw new AppError('conflict', rm.awaitingNewFile);
    await tx.update(applicationDocuments).set({ acceptedAt: new Date(), acceptedBy: actor.id }).where(eq(applicationDocuments.id, doc.id));
    await recordAudit(tx, { actor, action: 'accept', entity: 'application_document', entityId: app.id, changes: { slot }, ip: meta.ip, requestId: meta.requestId });
  });
  },
});

/** Adds an internal note (the admissions office's own; never shown to the student). */
export const addReviewNote = defineUseCase({
  name: 'applications.addReviewNote',
  summary: 'Add an internal note to an application (never shown to the student)',
  access: 'applications:review',
  input: reviewNoteSchema,
  run: async (actor, { applicationId, body }, { meta }): Promise<ReviewNote> =>
  getDb().transaction(async (tx) => {
    const app = await loadVisible(actor, applicationId, tx, { lock: true });
    const [row] = await tx.insert(applicationNotes).values({ applicationId: app.id, authorId: actor.id, body }).returning();
    // The audit row names the note, not its text (the text is the office's, kept in one place).
    await recordAudit(tx, { actor, action: 'create', entity: 'application_note', entityId: app.id, changes: { noteId: row.id }, ip: meta.ip, requestId: meta.requestId });
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    return { id: row.id, body: row.body, author: author?.name ?? null, at: row.createdAt };
  }),
});
