import 'server-only';
import { countryNamer, listCountries } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { escapeLike, isShortTerm, wordStarting } from '@/db/like';
import { applicationMonthCounts, applicationReviewKeys, applications, courses, programs, universities, users } from '@/db/schema';
import type { PaymentStatus } from './values';
import type { Actor } from '@/lib/auth/actor';
import { assertCan } from '@/lib/auth/permissions';
import { pageCountOf, toPage, type Page } from '@/lib/http/page';
import { applicationMessages } from '@/lib/messages';
import type { ReviewListItem } from './types';
import { defineUseCase } from '@/lib/use-case';
import { defaultDir, optionSearchSchema, reviewListSchema, type ReviewFilters, type ReviewListParams, type ReviewSort } from './review-schemas';
import { statusLabels } from './status';
import { countUpTo, inOrder, PAGE_COUNT_CAP, pageWindow, pagingTotal } from '@/lib/lists/seek';
import { turns } from '@/lib/lists/turns';
import { matchingUniversities } from '@/lib/catalogue/university-options';
import type { FilterOptionRow } from '@/lib/lists/option-search';

/**
 * The admissions office's review list (re-exported by ./review.ts): the page, the CSV export's
 * batches, the legacy list (same query) and the university type-ahead.
 */

// ---------------------------------------------------------------------------
// The list query (one definition of each column, shared by the page, the export and the legacy list)
//
// At season scale (100,000 applications) every step is an index's: the filters, the sort and the
// search read one narrow table (application_review_keys: a row per application but drafts, kept
// by the triggers of migration 0017), the count has no join, the page's ids come from the sort
// key's index before anything is joined, and the export reads keyset batches of the same order.

const si = applications.studentsInformation;
const fullNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${si}->>'first_name', nullif(${si}->>'middle_name', ''), ${si}->>'last_name')), ''), ${users.name}, '')`;
const phoneSql = sql<string | null>`coalesce(nullif(${applications.contactDetails}->>'phone', ''), case when ${users.phoneNumber} is not null and ${users.phoneNumber} <> '' then case when ${users.phoneNumber} like '+%' then ${users.phoneNumber} else ${users.phoneCode} || ${users.phoneNumber} end end)`;
const countrySql = sql<string | null>`coalesce(nullif(${applications.homeAddress}->>'country', ''), nullif(${si}->>'nationality', ''), ${users.country})`;
/** The worse of the two fees (stored): 0 unpaid, 1 refunded, 2 pending, 3 paid, 4 no fee row. */
const rankToStatus: (PaymentStatus | null)[] = ['unpaid', 'refunded', 'pending', 'paid', null];

const k = applicationReviewKeys;

function whereOf(f: ReviewFilters): SQL {
  // Drafts are the student's own: they have no row in the review keys, so never listed or counted.
  const where: SQL[] = [];
  if (f.status) where.push(eq(k.status, f.status));
  // A typed university name (`university_q`) is resolved by the page: its single match is the id.
  if (f.university_id) where.push(eq(k.universityId, f.university_id));
  if (f.program_id) where.push(eq(k.programId, f.program_id));
  if (f.country) where.push(sql`${k.country} = lower(${f.country})`);
  if (f.from) where.push(gte(k.submittedAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(k.submittedAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (f.q) {
    // Name, e-mail, phone, passport, course, university: one stored text, one line each (trigrams;
    // one or two letters: a word starting with them, db/like.ts).
    // "#12" names application 12 and nothing else (a text search for it would find every word
    // starting with "12": phone numbers, passports); plain digits find both.
    const reference = /^#(\d{1,9})$/.exec(f.q);
    const found = (isShortTerm(f.q) && wordStarting(k.search, f.q)) || sql`${k.search} like lower(${`%${escapeLike(f.q)}%`})`;
    const asId = /^(\d{1,9})$/.exec(f.q);
    where.push(reference ? eq(k.applicationId, Number(reference[1])) : asId ? or(found, eq(k.applicationId, Number(asId[1])))! : found);
  }
  return where.length ? and(...where)! : sql`true`;
}

/** Each sort's stored key (every one has a partial index with the id, read forwards or backwards). */
const sortKeys: Record<ReviewSort, SQL> = {
  submitted: sql`${k.submittedAt}`,
  name: sql`${k.name}`,
  country: sql`${k.country}`,
  program: sql`${k.program}`,
  course: sql`${k.course}`,
  university: sql`${k.university}`,
  status: sql`${k.status}`,
  payment: sql`${k.payment}`,
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
  if (q.sort === 'submitted') return dir === 'asc' ? [sql`${key} asc nulls first`, asc(k.applicationId)] : [sql`${key} desc nulls last`, desc(k.applicationId)];
  return dir === 'asc' ? [sql`${key} asc`, asc(k.applicationId)] : [sql`${key} desc`, desc(k.applicationId)];
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
      paymentRank: k.payment,
    })
    .from(applications)
    .innerJoin(k, eq(k.applicationId, applications.id))
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
  // The country in the reader's language (a code as its name; an old record's text as typed).
  const country = await countryNamer(await requestLocale(), db);
  return ids.flatMap((id) => (byId.has(id) ? [{ ...toItem(byId.get(id)!), country: country(byId.get(id)!.country) }] : []));
}

/**
 * The number of applications the filters match: with no filter but the status, the dashboard's
 * summary kept on write (application_month_counts, a few rows); otherwise a count of
 * applications alone (no join: none can change it), read from an index.
 */
async function countOf(db: Db | Tx, f: ReviewFilters): Promise<number> {
  const onlyStatus = !f.q && !f.university_id && !f.program_id && !f.country && !f.from && !f.to;
  if (onlyStatus) {
    const [{ n }] = await db
      .select({ n: sql<number>`coalesce(sum(${applicationMonthCounts.n}), 0)::int` })
      .from(applicationMonthCounts)
      .where(f.status ? eq(applicationMonthCounts.status, f.status) : ne(applicationMonthCounts.status, 'draft'));
    return Number(n);
  }
  const [{ n }] = await db.select({ n: count() }).from(k).where(whereOf(f));
  return n;
}

/** The opposite order (a page in the second half of the list is read from its end: half the index at most). */
const reversed = (q: Pick<ReviewListParams, 'sort' | 'dir'>) => ({ sort: q.sort, dir: dirOf(q) === 'asc' ? ('desc' as const) : ('asc' as const) });

/** Past this many matches a searched page says "10,000+" (the legacy list and the export count exactly). */
export const REVIEW_COUNT_CAP = PAGE_COUNT_CAP;

/** A page of the list; `cap`: a search's count stops at REVIEW_COUNT_CAP (a common word matches most rows). */
async function reviewPage(q: ReviewListParams, cap: boolean): Promise<Page<ReviewListItem>> {
  const db = getDb();
  let n: number;
  let capped = false;
  if (cap && q.q) ({ n, capped } = await countUpTo(db, db.select({ one: sql`1` }).from(k).where(whereOf(q)), REVIEW_COUNT_CAP));
  else n = await countOf(db, q);
  // Every page the count offers opens its own rows (no cap at page 500): the ids come from the
  // key's index, read from the nearer end of the list (lib/lists/seek.ts; a capped count reads forwards).
  const page = Math.min(q.page, pageCountOf(n, q.per_page));
  const w = pageWindow(pagingTotal(n, capped), page, q.per_page);
  const rows = await db
    .select({ id: k.applicationId })
    .from(k)
    .where(whereOf(q))
    .orderBy(...orderOf(w.reverse ? reversed(q) : q))
    .limit(w.limit)
    .offset(w.offset);
  const ids = inOrder(rows.map((r) => r.id), w);
  return { ...toPage(await itemsOf(db, ids), n, page, q.per_page), ...(capped ? { totalCapped: true } : {}) };
}

/** A page of the applications an admin reviews (every one but drafts), filtered, searched and sorted; the exact count (the legacy list's). */
export const listApplicationsForReview = defineUseCase({
  name: 'applications.listApplicationsForReview',
  summary: 'The applications the admissions office reviews (every one but drafts), filtered, searched, sorted, a page at a time',
  access: 'applications:review',
  input: reviewListSchema,
  run: (_admin, q): Promise<Page<ReviewListItem>> => reviewPage(q, false),
});

/** The same page for the back office's list: a search's count past 10,000 is "10,000+" (its pages up to there). */
export const listApplicationsForReviewPage = defineUseCase({
  name: 'applications.listApplicationsForReviewPage',
  summary: 'The review list page: as listApplicationsForReview, a search counted up to 10,000 ("10,000+")',
  access: 'applications:review',
  input: reviewListSchema,
  run: (_admin, q): Promise<Page<ReviewListItem>> => reviewPage(q, true),
});

/**
 * Rows per batch of the CSV export: each batch is one keyset query, the connection given back
 * between them. A few hundred: the rows of so few ids are joined by index lookups, where a
 * thousand made the planner hash-join whole catalogue tables (parallel scans, several times slower
 * a row), and each export waiting its turn holds one small batch.
 */
export const EXPORT_BATCH_ROWS = 250;

/**
 * Export batches read at once in this process, whatever the number of exports running: ten
 * exports then hold two of the pool's ten connections, not all of them, and the memory of two
 * batches (the others wait their turn between batches, their streams paused).
 */
export const EXPORT_READERS = 2;
const exportTurn = turns(EXPORT_READERS);

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
            ? lt(k.applicationId, after.id)
            : gt(k.applicationId, after.id)
          : dir === 'desc'
            ? sql`(${key}, ${k.applicationId}) < (${after.key}::${sql.raw(keyType)}, ${after.id})`
            : sql`(${key}, ${k.applicationId}) > (${after.key}::${sql.raw(keyType)}, ${after.id})`;
      // The list's own order (orderOf): spelled as its index is (a submission date's `nulls last`),
      // else the planner cannot read the index and sorts the whole table for every batch.
      const orderBy = phase.byIdOnly ? [dir === 'desc' ? desc(k.applicationId) : asc(k.applicationId)] : orderOf(q);
      const { keys, items } = await exportTurn(async () => {
        const keys: { id: number; key: string }[] = await db
          .select({ id: k.applicationId, key: sql<string>`(${key})::text` })
          .from(k)
          .where(and(where, phase.where, past))
          .orderBy(...orderBy)
          .limit(limit);
        return { keys, items: keys.length === 0 ? [] : await itemsOf(db, keys.map((r) => r.id)) };
      });
      if (keys.length === 0) break;
      yield items;
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

/** The type-ahead's universities: names holding the typed text (its trigram index), A-Z, at most `limit`. */
/** The universities whose name holds the typed text: the catalogue's (lib/catalogue/university-options.ts). */
export { matchingUniversities };
export type { FilterOptionRow };

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
  const typed = q?.university_q?.trim();
  const [progs, ctries, chosen, matches] = await Promise.all([
    db.select({ id: programs.id, name: programs.name }).from(programs).orderBy(asc(programs.name)),
    requestLocale().then((locale) => listCountries(locale)),
    q?.university_id ? db.select({ id: universities.id, name: universities.name }).from(universities).where(eq(universities.id, q.university_id)) : Promise.resolve([]),
    typed ? matchingUniversities(typed, 11) : Promise.resolve([]),
  ]);
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
  // The chosen id stands unless the text beside it was changed (a form sent without JavaScript).
  const keep = chosen[0] && (!typed || same(typed, chosen[0].name));
  const exact = matches.filter((m) => typed && same(m.label, typed));
  const university = keep ? { value: String(chosen[0].id), label: chosen[0].name } : exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : null;
  return {
    programs: progs,
    /** The filter's countries: the code (the review key holds it in lower case) and the name in the reader's language. */
    countries: ctries.map((c) => ({ value: c.code, label: c.name })),
    /** The university the list is filtered by (chosen, or the typed text's one match). */
    university,
    /** The typed text matched several (or, empty, none): a "did you mean" list. */
    universityMatches: university ? [] : matches,
  };
}
