import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import { isId } from '@/lib/http/id';
import { toPage, type Page } from '@/lib/http/page';
import type { CourseTag, DegreeType, TeachingLanguage } from './values';
import { COUNT_CAP, defaultSort, type CourseFinderParams, type FinderSort } from './schemas';
import { effectiveDeadlineOf } from './deadline';
import { accommodationFeeMinorOf, c, otherFeeMinorOf, publicCourse, tuitionMinorOf, u } from './rules';
import {
  correctWords,
  expandLastWord,
  fullTextMatch,
  isSearchable,
  keyWords,
  needsSubstringMatch,
  prefixTsQuery,
  queryWordText,
  RANK_CAP,
  resolveMajor,
  substringMatch,
  termConditions,
} from './search';
import { parseQueryWords } from './query-words';

/**
 * The course finder (/programs, the legacy filter, the home grid, a university's and a degree's
 * course lists): ONE function holding its SQL, so the benchmark measures what users get.
 *
 * Fast on 100,000 courses:
 * - keyword: the words naming a teaching language or a degree ("MBBS english", "anglais",
 *   "英语": query-words.ts) are conditions on the indexed columns, each OR its own text; the other
 *   words are searched as text. A key of such words alone reads like the filters (an index walk in
 *   the sort's order); when the key's terms find nothing, the whole key is searched as text;
 * - text: the GIN full-text index finds the matches (typos are corrected against the
 *   vocabulary first, see search.ts); at most RANK_CAP of them are ranked, so a very common term
 *   costs the same as a rare one. The relevance sort ranks in two stages: ts_rank for every
 *   match, then the (costly) title similarity for the best RERANK_CAP only; other sorts rank
 *   nothing;
 * - counting stops at COUNT_CAP + 1 rows (shown as "1,000+");
 * - the major filter compares the stored spelling (`c.major = 'IT'`, b-tree) after resolving
 *   the parameter in JS (search.ts resolveMajor);
 * - without a keyword, every sort walks a b-tree index and stops after one page: "newest",
 *   "deadline" (also per intake and per degree) and the fee sorts on `courses.tuition_minor`
 *   (the effective tuition, kept by triggers; also per degree).
 */

/** The joins from a course (`c`) to the rows its visibility and tuition depend on (the aliases of rules.ts). */
export const courseJoins: SQL = sql.raw(`
  JOIN universities u ON u.id = c.university_id
  JOIN programs p ON p.id = c.program_id
  LEFT JOIN cities ci ON ci.id = u.city_id
  LEFT JOIN provinces pv ON pv.id = ci.province_id`);

// The rules of rules.ts on the aliases `c` and `u`.
const effectiveDeadlineSql = effectiveDeadlineOf(c.deadline, u.deadline);
const tuitionMinor = tuitionMinorOf(c);
const accommodationFeeMinor = accommodationFeeMinorOf(c, u);

export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  teachingLanguage: TeachingLanguage;
  major: string | null;
  tag: CourseTag | null;
  /** 'YYYY-MM' */
  intake: string | null;
  /** 'YYYY-MM-DD': the course's own deadline, else its university's (effectiveDeadline) */
  deadline: string | null;
  durationYears: number | null;
  logo: string | null;
  /** CNY fen per year: the course fee, else its university's fee for its degree */
  tuitionMinor: number | null;
  /** CNY fen per year: the course's, else its university's */
  accommodationFeeMinor: number | null;
  university: { id: number; slug: string; name: string; nameZh: string | null; logo: string | null };
  city: { name: string; nameZh: string | null; slug: string } | null;
  province: { name: string; nameZh: string | null; slug: string } | null;
  degree: { id: number; name: string; type: DegreeType };
}

/** Parsed finder parameters, plus internal callers' larger pages (legacy lists up to 1,000). */
export type ListCoursesParams = Partial<Omit<CourseFinderParams, 'sort' | 'page' | 'perPage'>> & {
  /** the URL's sorts, plus two internal ones: by degree then title (a university's list), featured (home) */
  sort?: FinderSort | 'degree' | 'featured';
  page?: number;
  perPage?: number;
};

/** A page of courses; `total` counts at most COUNT_CAP matches. */
export interface CoursePage extends Page<CourseCard> {
  /** true when there are more than COUNT_CAP matches (show "1,000+") */
  totalCapped: boolean;
}

/**
 * The card's columns, named and nested as CourseCard (the row IS the card: no row type or mapper
 * beside it). Integers and json objects arrive as numbers and objects from both drivers.
 */
export const courseCardColumns: SQL = sql`
  c.id, c.slug, c.title, c.teaching_language AS "teachingLanguage", c.major, c.tag, c.intake,
  ${effectiveDeadlineSql}::text AS deadline, c.duration_years::float8 AS "durationYears", c.logo,
  ${tuitionMinor} AS "tuitionMinor", ${accommodationFeeMinor} AS "accommodationFeeMinor",
  json_build_object('id', u.id, 'slug', u.slug, 'name', u.name, 'nameZh', u.name_zh, 'logo', u.logo) AS university,
  CASE WHEN ci.id IS NULL THEN NULL ELSE json_build_object('name', ci.name, 'nameZh', ci.name_zh, 'slug', ci.slug) END AS city,
  CASE WHEN pv.id IS NULL THEN NULL ELSE json_build_object('name', pv.name, 'nameZh', pv.name_zh, 'slug', pv.slug) END AS province,
  json_build_object('id', p.id, 'name', p.name, 'type', p.type) AS degree`;

const INVALID = 'invalid';

/**
 * The filter conditions (besides visibility and the keyword) of a finder state; `majors` are the
 * stored spellings of the major parameter (resolveMajor).
 */
function filterConditions(p: ListCoursesParams, majors: string[] | undefined): SQL[] {
  const where: SQL[] = [];
  if (p.programId !== undefined) where.push(sql`c.program_id = ${p.programId}`);
  if (p.teachingLanguage) where.push(sql`c.teaching_language = ${p.teachingLanguage}`);
  if (majors) where.push(majors.length === 1 ? sql`c.major = ${majors[0]}` : sql`c.major IN (${sql.join(majors.map((m) => sql`${m}`), sql`, `)})`);
  if (p.universityId !== undefined) where.push(sql`c.university_id = ${p.universityId}`);
  if (p.province) where.push(sql`pv.slug = ${p.province}`);
  if (p.city) where.push(sql`ci.slug = ${p.city}`);
  if (p.intake) where.push(sql`c.intake = ${p.intake}`);
  if (p.tag) where.push(sql`c.tag = ${p.tag}`);
  return where;
}

type Sort = NonNullable<ListCoursesParams['sort']>;

/**
 * ORDER BY of a sort (relevance only without a keyword: newest; with one, rankedSearch orders by
 * rank): on the joined tables, or (`hits`) on the columns of the keyword hits, with `prefix`.
 * Every order ends with the id, so pages never overlap.
 */
function orderBy(sort: Sort, hits: boolean, prefix = ''): SQL {
  const order = (() => {
    switch (sort) {
      case 'degree':
        return hits ? 'program_id, title, id' : 'p.sort_order, p.id, c.title, c.id';
      case 'featured':
        // Tagged courses first (Top Picks, then the other tabs), newest first within each.
        return 'tag NULLS LAST, created_at DESC, id DESC';
      case 'fee-asc':
        return 'tuition_minor ASC NULLS LAST, id';
      case 'fee-desc':
        return 'tuition_minor DESC NULLS LAST, id';
      case 'deadline':
        return 'deadline ASC NULLS LAST, id';
      case 'relevance': // without a keyword
      case 'newest':
      default:
        return 'created_at DESC, id DESC';
    }
  })();
  const p = hits ? prefix : 'c.';
  return sql.raw(order.replace(/(?<![.\w])(id|title|tuition_minor|deadline|created_at|tag|program_id)\b/g, `${p}$1`));
}

/** The relevance sort adds the title similarity for this many of the best ts_rank matches. */
const RERANK_CAP = 200;

/** A page of matches and their number (at most RANK_CAP for a text search, COUNT_CAP + 1 else). */
interface Found {
  rows: CourseCard[];
  total: number;
}

/** Runs the ranked keyword query for one match condition; `bonus` adds to every match's text rank. */
async function rankedSearch(
  where: SQL[],
  match: SQL,
  rankWords: string,
  rankQuery: SQL,
  sort: Sort,
  perPage: number,
  offset: number,
  bonus: SQL = sql`0`,
): Promise<Found> {
  const db = getDb();
  const cond = sql.join([...where, match], sql` AND `);
  // The capped matches with a few cheap columns; the cards are built for the one page only.
  const rows = await queryRows<CourseCard & { total: number }>(
    db,
    sort === 'relevance'
      ? // Relevance: ts_rank for every hit; 2 × the title similarity (~10 µs a row) only for the
        // best RERANK_CAP of them, which come first; the others follow by ts_rank.
        sql`WITH hits AS MATERIALIZED (
              SELECT c.id, c.title, ts_rank(c.search_vector, ${rankQuery}) + ${bonus} AS tr
                FROM courses c ${courseJoins}
               WHERE ${cond}
               LIMIT ${RANK_CAP}
            ), ordered AS (
              SELECT h.id, h.title, h.tr, row_number() OVER (ORDER BY h.tr DESC, h.id) AS pos, count(*) OVER ()::int AS total
                FROM hits h
            ), paged AS (
              SELECT o.id, o.tr, o.total,
                     CASE WHEN o.pos <= ${RERANK_CAP} THEN 2 * word_similarity(${rankWords}, public.f_search_norm(o.title)) + o.tr END AS rank
                FROM ordered o
               ORDER BY rank DESC NULLS LAST, o.tr DESC, o.id
               LIMIT ${perPage} OFFSET ${offset}
            )
            SELECT ${courseCardColumns}, r.total
              FROM paged r JOIN courses c ON c.id = r.id ${courseJoins}
             ORDER BY r.rank DESC NULLS LAST, r.tr DESC, r.id`
      : sql`WITH hits AS MATERIALIZED (
              SELECT c.id, c.title, c.created_at, c.deadline, c.tag, c.program_id, c.tuition_minor
                FROM courses c ${courseJoins}
               WHERE ${cond}
               LIMIT ${RANK_CAP}
            ), paged AS (
              SELECT h.id, h.title, h.created_at, h.deadline, h.tag, h.program_id, h.tuition_minor, count(*) OVER ()::int AS total
                FROM hits h
               ORDER BY ${orderBy(sort, true)}
               LIMIT ${perPage} OFFSET ${offset}
            )
            SELECT ${courseCardColumns}, r.total
              FROM paged r JOIN courses c ON c.id = r.id ${courseJoins}
             ORDER BY ${orderBy(sort, true, 'r.')}`,
  );
  if (rows.length > 0 || offset === 0) return { rows: rows.map(({ total: _total, ...card }) => card), total: rows[0]?.total ?? 0 };
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM courses c ${courseJoins} WHERE ${cond} LIMIT ${RANK_CAP}) x`,
  );
  return { rows, total: c?.n ?? 0 };
}

/** A page of the finder; a page past the last is the last page (every page offered opens its own rows). */
export async function listCourses(params: ListCoursesParams): Promise<CoursePage> {
  const found = await listCoursesAt(params);
  if (found.items.length === 0 && found.page > found.pageCount) return listCoursesAt({ ...params, page: found.pageCount });
  return found;
}

async function listCoursesAt(params: ListCoursesParams): Promise<CoursePage> {
  const perPage = Math.min(1000, Math.max(1, Math.floor(params.perPage ?? 20)));
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const empty: CoursePage = { ...toPage([], 0, page, perPage), totalCapped: false };
  // An unknown value of a fixed list matches nothing (never an error page).
  if (
    params.teachingLanguage === INVALID ||
    params.intake === INVALID ||
    params.tag === INVALID ||
    params.programId === -1 ||
    params.universityId === -1
  ) {
    return empty;
  }
  const offset = (page - 1) * perPage;
  const key = isSearchable(params.key) ? params.key : undefined;
  const sort = params.sort ?? defaultSort(key);
  let majors: string[] | undefined;
  if (params.major) {
    majors = await resolveMajor(params.major);
    if (majors.length === 0) return empty;
  }
  const where = [publicCourse, ...filterConditions(params, majors)];
  const result = (rows: CourseCard[], total: number): CoursePage => ({
    ...toPage(rows, Math.min(total, COUNT_CAP), page, perPage),
    totalCapped: total > COUNT_CAP,
  });

  if (key) {
    // The teaching languages and degrees the key names, as conditions; the rest searched as text.
    const parsed = parseQueryWords(key);
    if (parsed.terms.length > 0) {
      const named = await termConditions(parsed.terms);
      const termWords = parsed.terms.flatMap((t) => t.words);
      const found =
        parsed.words.length === 0
          ? await filteredPage([...where, ...named.where], sort, perPage, offset)
          : await textSearch([...where, ...named.where], parsed.words, parsed.words.join(' '), termWords, named.bonus, sort, perPage, offset);
      if (found.total > 0) return result(found.rows, found.total);
    }
    // The whole key as text (a key naming nothing, or whose terms found nothing).
    const found = await textSearch(where, keyWords(key), key, [], undefined, sort, perPage, offset);
    return result(found.rows, found.total);
  }

  const found = await filteredPage(where, sort, perPage, offset);
  return result(found.rows, found.total);
}

/** The filters' page: ids walked in an index of the sort, then the cards of those rows only; and the capped count. */
async function filteredPage(where: SQL[], sort: Sort, perPage: number, offset: number): Promise<Found> {
  const whereSql = sql.join(where, sql` AND `);
  // The page's ids first (walking an index of the sort, skipping `offset` rows with only the
  // visibility joins), then the cards of those rows only.
  const pageRows = queryRows<CourseCard>(
    getDb(),
    sql`WITH page AS (
          SELECT c.id
            FROM courses c ${courseJoins}
           WHERE ${whereSql}
           ORDER BY ${orderBy(sort, false)}
           LIMIT ${perPage} OFFSET ${offset}
        )
        SELECT ${courseCardColumns}
          FROM page pg JOIN courses c ON c.id = pg.id ${courseJoins}
         ORDER BY ${orderBy(sort, false)}`,
  );
  const [rows, total] = await Promise.all([pageRows, countWhere(whereSql)]);
  return { rows, total };
}

/**
 * The text search of some words (`key`: the text they came from, for the substring stage), in
 * three stages, the first that finds something answers: the words (the last a prefix), the words
 * with small typos corrected, a substring for Chinese text. `termWords` (the key's teaching
 * language and degree words, matched by `where`) count in the title likeness of the ranking,
 * `bonus` in the text rank.
 */
async function textSearch(where: SQL[], words: string[], key: string, termWords: string[], bonus: SQL | undefined, sort: Sort, perPage: number, offset: number): Promise<Found> {
  const rankText = (ws: string[]) => [...ws, ...termWords].join(' ');
  // 1. Full text, the last word as a prefix (as the known words it begins).
  const query = await expandLastWord(words);
  let found = await rankedSearch(where, fullTextMatch('c', query), rankText(words), prefixTsQuery(query), sort, perPage, offset, bonus);
  if (found.total > 0) return found;
  // 2. Small typos: the words corrected against the catalogue's vocabulary.
  const corrected = await correctWords(words);
  if (corrected.changed) {
    const fixed = await expandLastWord(corrected.words);
    found = await rankedSearch(where, fullTextMatch('c', fixed), rankText(corrected.words.map(queryWordText)), prefixTsQuery(fixed), sort, perPage, offset, bonus);
    if (found.total > 0) return found;
  }
  // 3. Chinese names and other text the word parser may not split: a substring.
  if (needsSubstringMatch(key)) return rankedSearch(where, substringMatch('c', key), rankText(words), prefixTsQuery(words), sort, perPage, offset, bonus);
  return { rows: [], total: 0 };
}

/** The number of public courses matching, counted up to COUNT_CAP + 1 (cheap on any filter). */
async function countWhere(whereSql: SQL): Promise<number> {
  const [c] = await queryRows<{ n: number }>(
    getDb(),
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM courses c ${courseJoins} WHERE ${whereSql} LIMIT ${COUNT_CAP + 1}) x`,
  );
  return c?.n ?? 0;
}

/**
 * The number of courses the filters (no keyword) match, up to COUNT_CAP + 1: what the page cache
 * needs to know the last page before it keeps one.
 */
export async function countCourses(params: Omit<ListCoursesParams, 'key' | 'sort' | 'page' | 'perPage'>): Promise<number> {
  if (
    params.teachingLanguage === INVALID ||
    params.intake === INVALID ||
    params.tag === INVALID ||
    params.programId === -1 ||
    params.universityId === -1
  ) {
    return 0;
  }
  let majors: string[] | undefined;
  if (params.major) {
    majors = await resolveMajor(params.major);
    if (majors.length === 0) return 0;
  }
  return countWhere(sql.join([publicCourse, ...filterConditions(params, majors)], sql` AND `));
}

// ---------------------------------------------------------------------------------------------
// A course's page: its card and the rest of the course

/** One course, as its page and the legacy `course/{id}` show it. */
export interface CourseDetail extends CourseCard {
  uuid: string;
  code: string | null;
  shortTitle: string | null;
  seat: number | null;
  description: string | null;
  /** the course's own fee (null: the university's fee for its degree applies; see tuitionMinor) */
  feeMinor: number | null;
  /** CNY fen per year: the course's, else its university's */
  otherFeeMinor: number | null;
  /** the university's fees (CNY fen), for the fee table and the legacy nested university */
  universityFees: {
    bachelor: number | null;
    masters: number | null;
    phd: number | null;
    mbbs: number | null;
    language: number | null;
    accommodation: number | null;
    other: number | null;
  };
  universityDeadline: string | null;
  /** ISO 8601 */
  updatedAt: string;
}

async function findCourseWhere(cond: SQL): Promise<CourseDetail | null> {
  const [row] = await queryRows<CourseDetail>(
    getDb(),
    sql`SELECT ${courseCardColumns},
               c.uuid::text AS uuid, c.code, c.short_title AS "shortTitle", c.seat, c.description, c.fee_minor AS "feeMinor",
               ${otherFeeMinorOf(c, u)} AS "otherFeeMinor",
               json_build_object('bachelor', u.bachelor_fee_minor, 'masters', u.masters_fee_minor, 'phd', u.phd_fee_minor,
                                 'mbbs', u.mbbs_fee_minor, 'language', u.language_fee_minor,
                                 'accommodation', u.accommodation_fee_minor, 'other', u.other_fee_minor) AS "universityFees",
               u.deadline::text AS "universityDeadline",
               to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
          FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND ${cond}
         LIMIT 1`,
  );
  return row ?? null;
}

/** A public course by slug, or null (unknown, or it, its university, city or degree disabled). */
export function findCourseBySlug(slug: string): Promise<CourseDetail | null> {
  return findCourseWhere(eq(c.slug, slug));
}

/** A public course by id, or null. */
export function findCourseById(id: number): Promise<CourseDetail | null> {
  if (!isId(id)) return Promise.resolve(null);
  return findCourseWhere(eq(c.id, id));
}

/** Other public courses of the same university (the course page's "more from"), at most `limit`. */
export async function listRelatedCourses(courseId: number, universityId: number, limit = 4): Promise<CourseCard[]> {
  return queryRows<CourseCard>(
    getDb(),
    sql`SELECT ${courseCardColumns} FROM courses c ${courseJoins}
         WHERE ${publicCourse} AND c.university_id = ${universityId} AND c.id <> ${courseId}
         ORDER BY c.tag NULLS LAST, c.id LIMIT ${limit}`,
  );
}
