import 'server-only';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike } from '@/db/like';
import { applicationDocuments, applicationMonthCounts, applicationNotes, applications, countries, courses, programs, universities, users } from '@/db/schema';
import type { PaymentStatus } from './values';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { AppError, isAppError } from '@/lib/errors';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
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
  optionSearchSchema,
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
//
// At season scale (100,000 applications) every step is an index's: the filters and the search
// read applications alone (the sort keys and the search text are stored on the row, kept by the
// triggers of migration 0017), the count has no join, the page's ids come from the sort key's
// index before anything is joined, and the export reads keyset batches of the same order.

const si = applications.studentsInformation;
const fullNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${si}->>'first_name', nullif(${si}->>'middle_name', ''), ${si}->>'last_name')), ''), ${users.name}, '')`;
const phoneSql = sql<string | null>`coalesce(nullif(${applications.contactDetails}->>'phone', ''), case when ${users.phoneNumber} is not null and ${users.phoneNumber} <> '' then ${users.phoneCode} || ${users.phoneNumber} end)`;
const countrySql = sql<string | null>`coalesce(nullif(${applications.homeAddress}->>'country', ''), nullif(${si}->>'nationality', ''), ${users.country})`;
/** The worse of the two fees (stored): 0 unpaid, 1 refunded, 2 pending, 3 paid, 4 no fee row. */
const rankToStatus: (PaymentStatus | null)[] = ['unpaid', 'refunded', 'pending', 'paid', null];

/** Universities whose name holds the typed text (the type-ahead's value without JavaScript). */
const universityMatchesSql = (typed: string) =>
  sql`select ${universities.id} from ${universities} where ${universities.nameNorm} like '%' || public.f_university_name_norm(${typed}) || '%'`;

function whereOf(f: ReviewFilters): SQL {
  // Drafts are the student's own: never listed or counted here.
  const where: SQL[] = [ne(applications.status, 'draft')];
  if (f.status) where.push(eq(applications.status, f.status));
  if (f.university_id) where.push(eq(applications.universityId, f.university_id));
  else if (f.university_q) where.push(sql`${applications.universityId} in (${universityMatchesSql(f.university_q)})`);
  if (f.program_id) where.push(eq(applications.programId, f.program_id));
  if (f.country) where.push(sql`${applications.reviewCountry} = lower(${f.country})`);
  if (f.from) where.push(gte(applications.submittedAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(applications.submittedAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    // Name, e-mail, phone, passport, course, university: one stored text, one line each (trigrams).
    const found = sql`${applications.reviewSearch} like lower(${`%${escapeLike(f.q)}%`})`;
    const asId = /^#?(\d{1,9})$/.exec(f.q);
    where.push(asId ? or(found, eq(applications.id, Number(asId[1])))! : found);
  }
  return and(...where)!;
}

/** Each sort's stored key (every one has a partial index with the id, read forwards or backwards). */
const sortKeys: Record<ReviewSort, SQL> = {
  submitted: sql`${applications.submittedAt}`,
  name: sql`${applications.reviewName}`,
  country: sql`${applications.reviewCountry}`,
  program: sql`${applications.reviewProgram}`,
  course: sql`${applications.reviewCourse}`,
  university: sql`${applications.reviewUniversity}`,
  status: sql`${applications.status}`,
  payment: sql`${applications.reviewPayment}`,
};

const dirOf = (q: Pick<ReviewListParams, 'sort' | 'dir'>) => q.dir ?? defaultDir(q.sort);

/**
 * The order: the key, then the id, both the same way (so one index serves both directions). The
 * stored keys are never null ('' or "no fee" sort as values); a submission date is set on every
 * application but a draft, and would go last newest-first (first oldest-first) if one were not.
 */
function orderOf(q: Pick<ReviewListParams, 'sort' | 'dir'>): SQL[] {
  const dir = dirOf(q);
  const key = sortKeys[q.sort];
  if (q.sort === 'submitted') return dir === 'asc' ? [sql`${key} asc nulls first`, asc(applications.id)] : [sql`${key} desc nulls last`, desc(applications.id)];
  return dir === 'asc' ? [sql`${key} asc`, asc(applications.id)] : [sql`${key} desc`, desc(applications.id)];
}

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
      paymentRank: applications.reviewPayment,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(programs, eq(programs.id, applications.programId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

function toItem(r: Row): ReviewListItem {
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
    paymentStatus: rankToStatus[r.paymentRank] ?? null,
  };
}

/** The rows of these ids (joined only now, for the page's few), in the ids' order. */
async function itemsOf(db: Db | Tx, ids: readonly number[]): Promise<ReviewListItem[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db).where(inArray(applications.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toItem(byId.get(id)!)] : []));
}

/**
 * The number of applications the filters match: with no filter but the status, the dashboard's
 * summary kept on write (application_month_counts, a few rows); otherwise a count of
 * applications alone (no join: none can change it), read from an index.
 */
async function countOf(db: Db | Tx, f: ReviewFilters): Promise<number> {
  const onlyStatus = !f.q && !f.university_id && !f.university_q && !f.program_id && !f.country && !f.from && !f.to;
  if (onlyStatus) {
    const [{ n }] = await db
      .select({ n: sql<number>`coalesce(sum(${applicationMonthCounts.n}), 0)::int` })
      .from(applicationMonthCounts)
      .where(f.status ? eq(applicationMonthCounts.status, f.status) : ne(applicationMonthCounts.status, 'draft'));
    return Number(n);
  }
  const [{ n }] = await db.select({ n: count() }).from(applications).where(whereOf(f));
  return n;
}

/** The opposite order (a page in the second half of the list is read from its end: half the index at most). */
const reversed = (q: Pick<ReviewListParams, 'sort' | 'dir'>) => ({ sort: q.sort, dir: dirOf(q) === 'asc' ? ('desc' as const) : ('asc' as const) });

/** A page of the applications an admin reviews (every one but drafts), filtered, searched and sorted. */
export const listApplicationsForReview = defineUseCase({
  name: 'applications.listApplicationsForReview',
  summary: 'The applications the admissions office reviews (every one but drafts), filtered, searched, sorted, a page at a time',
  access: 'applications:review',
  input: reviewListSchema,
  run: async (_admin, q): Promise<Page<ReviewListItem>> => {
    const db = getDb();
    const n = await countOf(db, q);
    // Every page the count offers opens its own rows (no cap): the ids come from the key's index,
    // read from the nearer end of the list (a page in the second half is read backwards).
    const page = Math.min(q.page, pageCountOf(n, q.per_page));
    const offset = (page - 1) * q.per_page;
    const fromEnd = offset > n / 2;
    const end = Math.min(n, offset + q.per_page);
    const rows = await db
      .select({ id: applications.id })
      .from(applications)
      .where(whereOf(q))
      .orderBy(...orderOf(fromEnd ? reversed(q) : q))
      .limit(fromEnd ? end - offset : q.per_page)
      .offset(fromEnd ? n - end : offset);
    const ids = rows.map((r) => r.id);
    return toPage(await itemsOf(db, fromEnd ? ids.reverse() : ids), n, page, q.per_page);
  },
});

/** Rows per batch of the CSV export: each batch is one keyset query, the connection given back between them. */
export const EXPORT_BATCH_ROWS = 1000;

/** The batches of every matching application, in the list's order, `size` at a time (keyset on the key and the id). */
export async function* reviewBatches(q: ReviewListParams, size: number = EXPORT_BATCH_ROWS): AsyncGenerator<ReviewListItem[]> {
  const db = getDb();
  const where = whereOf(q);
  const dir = dirOf(q);
  const key = sortKeys[q.sort];
  const limit = Math.max(1, Math.trunc(size));
  // The last key travels as text and back (a timestamp keeps its microseconds on either database).
  const keyType = q.sort === 'submitted' ? 'timestamptz' : q.sort === 'payment' ? 'smallint' : q.sort === 'status' ? 'application_status' : 'text';
  // A submission date may in principle be missing: those rows are their own phase (last newest-first).
  const notNull = { where: sql`${key} is not null`, byIdOnly: false };
  const isNull = { where: sql`${key} is null`, byIdOnly: true };
  const phases = q.sort !== 'submitted' ? [{ where: undefined, byIdOnly: false }] : dir === 'desc' ? [notNull, isNull] : [isNull, notNull];
  for (const phase of phases) {
    let after: { key: string; id: number } | null = null;
    for (;;) {
      const past: SQL | undefined = !after
        ? undefined
        : phase.byIdOnly
          ? dir === 'desc'
            ? lt(applications.id, after.id)
            : gt(applications.id, after.id)
          : dir === 'desc'
            ? sql`(${key}, ${applications.id}) < (${after.key}::${sql.raw(keyType)}, ${after.id})`
            : sql`(${key}, ${applications.id}) > (${after.key}::${sql.raw(keyType)}, ${after.id})`;
      const orderBy = phase.byIdOnly ? [dir === 'desc' ? desc(applications.id) : asc(applications.id)] : dir === 'desc' ? [sql`${key} desc`, desc(applications.id)] : [sql`${key} asc`, asc(applications.id)];
      const keys = await db
        .select({ id: applications.id, key: sql<string>`(${key})::text` })
        .from(applications)
        .where(and(where, phase.where, past))
        .orderBy(...orderBy)
        .limit(limit);
      if (keys.length === 0) break;
      yield await itemsOf(db, keys.map((k) => k.id));
      if (keys.length < limit) break;
      const last = keys[keys.length - 1];
      after = { key: last.key, id: last.id };
    }
  }
}

/** The CSV export's read: how many rows match, and their batches (read as the response streams). */
export interface ReviewExport {
  total: number;
  batches: (size?: number) => AsyncGenerator<ReviewListItem[]>;
}

/** Every application of the current filter, in the list's order, for the CSV export (streamed in batches). */
export const listApplicationsForExport = defineUseCase({
  name: 'applications.listApplicationsForExport',
  summary: "Every application of the review list's filter, in its order, for the CSV export",
  access: 'applications:review',
  input: reviewListSchema,
  run: async (_admin, q): Promise<ReviewExport> => ({ total: await countOf(getDb(), q), batches: (size) => reviewBatches(q, size) }),
});

/** The type-ahead's universities: names holding the typed text, A-Z, at most `limit`. */
export async function matchingUniversities(typed: string, limit: number): Promise<FilterOptionRow[]> {
  const text = typed.trim();
  if (!text) return [];
  const rows = await getDb()
    .select({ id: universities.id, name: universities.name })
    .from(universities)
    .where(or(sql`${universities.nameNorm} like '%' || public.f_university_name_norm(${text}) || '%'`, ilike(universities.name, `%${escapeLike(text)}%`)))
    .orderBy(asc(universities.name), asc(universities.id))
    .limit(limit);
  return rows.map((r) => ({ value: String(r.id), label: r.name }));
}

/** An option of a type-ahead filter: the value the form sends and the name shown. */
export interface FilterOptionRow {
  value: string;
  label: string;
}

/** The universities whose name holds the typed text (the review list's university type-ahead). */
export const searchReviewUniversities = defineUseCase({
  name: 'applications.searchReviewUniversities',
  summary: "The review list's university type-ahead: universities whose name holds the typed text",
  access: 'applications:review',
  input: optionSearchSchema,
  run: async (_admin, { q, limit }): Promise<FilterOptionRow[]> => matchingUniversities(q ?? '', limit),
});

/**
 * The choices of the list's filters: the degrees and countries (short lists, selects); the
 * university is a type-ahead, so only the chosen one's name is read (or, for a typed name, the
 * universities it matches: one is the filter, several a "did you mean" list).
 */
export async function reviewFilterOptions(actor: Actor, q?: Pick<ReviewListParams, 'university_id' | 'university_q'>) {
  assertCan(actor, 'applications:review');
  const db = getDb();
  const [progs, ctries, chosen, matches] = await Promise.all([
    db.select({ id: programs.id, name: programs.name }).from(programs).orderBy(asc(programs.name)),
    db.select({ name: countries.name }).from(countries).orderBy(asc(countries.name)),
    q?.university_id ? db.select({ id: universities.id, name: universities.name }).from(universities).where(eq(universities.id, q.university_id)) : Promise.resolve([]),
    !q?.university_id && q?.university_q ? matchingUniversities(q.university_q, 11) : Promise.resolve([]),
  ]);
  return {
    programs: progs,
    countries: [...new Set(ctries.map((c) => c.name))],
    university: chosen[0] ? { value: String(chosen[0].id), label: chosen[0].name } : matches.length === 1 ? matches[0] : null,
    universityMatches: matches.length > 1 ? matches : [],
  };
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
