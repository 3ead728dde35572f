import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows } from '@/db';
import type { CourseTag, DegreeType, TeachingLanguage } from '@/db/schema/enums';
import { COUNT_CAP, type CourseFinderParams, type FinderSort } from './schemas';
import { accommodationFeeMinor, courseJoins, publicCourse, tuitionMinor } from './rules';
import { correctWords, fullTextMatch, isSearchable, keyWords, needsSubstringMatch, normKey, prefixTsQuery, RANK_CAP, substringMatch } from './search';

/**
 * The course finder (/programs, the legacy filter, the home grid, a university's and a degree's
 * course lists): ONE function holding its SQL, so the benchmark measures what users get.
 *
 * Fast on 100,000 courses:
 * - keyword: the GIN full-text index finds the matches (typos are corrected against the
 *   vocabulary first, see search.ts); at most RANK_CAP of them are ranked, so a very common term
 *   costs the same as a rare one;
 * - counting stops at COUNT_CAP + 1 rows (shown as "1,000+");
 * - without a keyword, "newest" and "deadline" walk their b-tree indexes and stop after one
 *   page; fee sorts walk the fee index and the (university, degree) fee pairs (feeSortedPage).
 */

export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  teachingLanguage: TeachingLanguage;
  major: string | null;
  tag: CourseTag | null;
  /** 'YYYY-MM' */
  intake: string | null;
  /** 'YYYY-MM-DD' */
  deadline: string | null;
  durationYears: number | null;
  logo: string | null;
  /** CNY fen per year: the course fee, else its university's fee for its degree */
  tuitionMinor: number | null;
  /** CNY fen per year: the course's, else its university's */
  accommodationFeeMinor: number | null;
  university: { id: number; slug: string; name: string; nameZh: string | null; logo: string | null };
  city: { name: string; slug: string } | null;
  province: { name: string; slug: string } | null;
  degree: { id: number; name: string; type: DegreeType };
}

/** Parsed finder parameters, plus internal callers' larger pages (legacy lists up to 1,000). */
export type FindCoursesParams = Partial<Omit<CourseFinderParams, 'sort' | 'page' | 'perPage'>> & {
  /** the URL's sorts, plus two internal ones: by degree then title (a university's list), featured (home) */
  sort?: FinderSort | 'degree' | 'featured';
  page?: number;
  perPage?: number;
};

export interface FindCoursesResult {
  items: CourseCard[];
  /** the number of matches, at most COUNT_CAP */
  total: number;
  /** true when there are more than COUNT_CAP matches (show "1,000+") */
  totalCapped: boolean;
}

export const courseCardColumns: SQL = sql`
  c.id, c.slug, c.title, c.teaching_language, c.major, c.tag, c.intake,
  c.deadline::text AS deadline, c.duration_years::float8 AS duration_years, c.logo,
  ${tuitionMinor} AS tuition_minor, ${accommodationFeeMinor} AS accommodation_fee_minor,
  u.id AS university_id, u.slug AS university_slug, u.name AS university_name, u.name_zh AS university_name_zh,
  u.logo AS university_logo,
  ci.name AS city_name, ci.slug AS city_slug, pv.name AS province_name, pv.slug AS province_slug,
  p.id AS program_id, p.name AS program_name, p.type AS program_type`;

export interface CourseCardRow {
  id: number;
  slug: string;
  title: string;
  teaching_language: TeachingLanguage;
  major: string | null;
  tag: CourseTag | null;
  intake: string | null;
  deadline: string | null;
  duration_years: number | null;
  logo: string | null;
  tuition_minor: number | null;
  accommodation_fee_minor: number | null;
  university_id: number;
  university_slug: string;
  university_name: string;
  university_name_zh: string | null;
  university_logo: string | null;
  city_name: string | null;
  city_slug: string | null;
  province_name: string | null;
  province_slug: string | null;
  program_id: number;
  program_name: string;
  program_type: DegreeType;
}

export function toCourseCard(r: CourseCardRow): CourseCard {
  return {
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    teachingLanguage: r.teaching_language,
    major: r.major,
    tag: r.tag,
    intake: r.intake,
    deadline: r.deadline,
    durationYears: r.duration_years === null ? null : Number(r.duration_years),
    logo: r.logo,
    tuitionMinor: r.tuition_minor === null ? null : Number(r.tuition_minor),
    accommodationFeeMinor: r.accommodation_fee_minor === null ? null : Number(r.accommodation_fee_minor),
    university: { id: Number(r.university_id), slug: r.university_slug, name: r.university_name, nameZh: r.university_name_zh, logo: r.university_logo },
    city: r.city_name && r.city_slug ? { name: r.city_name, slug: r.city_slug } : null,
    province: r.province_name && r.province_slug ? { name: r.province_name, slug: r.province_slug } : null,
    degree: { id: Number(r.program_id), name: r.program_name, type: r.program_type },
  };
}

const INVALID = 'invalid';

/** The filter conditions (besides visibility and the keyword) of a finder state. */
function filterConditions(p: FindCoursesParams): SQL[] {
  const where: SQL[] = [];
  if (p.programId !== undefined) where.push(sql`c.program_id = ${p.programId}`);
  if (p.teachingLanguage) where.push(sql`c.teaching_language = ${p.teachingLanguage}`);
  if (p.major) where.push(sql`public.f_search_norm(c.major) = ${normKey(p.major)}`);
  if (p.universityId !== undefined) where.push(sql`c.university_id = ${p.universityId}`);
  if (p.province) where.push(sql`pv.slug = ${p.province}`);
  if (p.city) where.push(sql`ci.slug = ${p.city}`);
  if (p.intake) where.push(sql`c.intake = ${p.intake}`);
  if (p.tag) where.push(sql`c.tag = ${p.tag}`);
  return where;
}

/** ORDER BY of a sort: on the joined tables, or (`ranked`) on the ranked rows' columns with `prefix`. */
function orderBy(sort: NonNullable<FindCoursesParams['sort']>, ranked: boolean, prefix = ''): SQL {
  const r = (cols: string) => sql.raw(cols.replace(/\b(rank|id|title|tuition_minor|deadline|created_at|tag|program_id)\b/g, `${prefix}$1`));
  switch (sort) {
    case 'degree':
      return ranked ? r('program_id, title, id') : sql.raw('p.sort_order, p.id, c.title, c.id');
    case 'featured':
      // Tagged courses first (Top Picks, then the other tabs), newest first within each.
      return ranked ? r('tag NULLS LAST, created_at DESC, id DESC') : sql.raw('c.tag NULLS LAST, c.created_at DESC, c.id DESC');
    case 'relevance':
      return ranked ? r('rank DESC, id') : sql.raw('c.created_at DESC, c.id DESC');
    case 'fee-asc':
      return ranked ? r('tuition_minor ASC NULLS LAST, id') : sql`${tuitionMinor} ASC NULLS LAST, c.id`;
    case 'fee-desc':
      return ranked ? r('tuition_minor DESC NULLS LAST, id') : sql`${tuitionMinor} DESC NULLS LAST, c.id`;
    case 'deadline':
      return ranked ? r('deadline ASC NULLS LAST, id') : sql.raw('c.deadline ASC NULLS LAST, c.id');
    case 'newest':
    default:
      return ranked ? r('created_at DESC, id DESC') : sql.raw('c.created_at DESC, c.id DESC');
  }
}

/** Runs the ranked keyword query for one match condition; `total` is null when the page was empty past the start. */
async function rankedSearch(
  where: SQL[],
  match: SQL,
  rankWords: string,
  rankQuery: SQL,
  sort: NonNullable<FindCoursesParams['sort']>,
  perPage: number,
  offset: number,
): Promise<{ rows: CourseCardRow[]; total: number }> {
  const db = getDb();
  // Rank the capped matches on a few cheap columns; build the cards for the one page only.
  const rows = await queryRows<CourseCardRow & { total: number }>(
    db,
    sql`WITH hits AS MATERIALIZED (
          SELECT c.id, c.title, c.search_vector, c.created_at, c.deadline, c.tag, c.program_id,
                 ${tuitionMinor} AS tuition_minor
            FROM courses c ${courseJoins}
           WHERE ${sql.join([...where, match], sql` AND `)}
           LIMIT ${RANK_CAP}
        ), ranked AS (
          SELECT h.id, h.title, h.created_at, h.deadline, h.tag, h.program_id, h.tuition_minor,
                 2 * word_similarity(${rankWords}, public.f_search_norm(h.title)) + ts_rank(h.search_vector, ${rankQuery}) AS rank,
                 count(*) OVER ()::int AS total
            FROM hits h
        ), paged AS (
          SELECT * FROM ranked ORDER BY ${orderBy(sort, true)} LIMIT ${perPage} OFFSET ${offset}
        )
        SELECT ${courseCardColumns}, r.total
          FROM paged r JOIN courses c ON c.id = r.id ${courseJoins}
         ORDER BY ${orderBy(sort, true, 'r.')}`,
  );
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM courses c ${courseJoins} WHERE ${sql.join([...where, match], sql` AND `)} LIMIT ${RANK_CAP}) x`,
  );
  return { rows, total: c?.n ?? 0 };
}

/**
 * Fee sorts without a keyword, without sorting every course: the courses with their own fee walk
 * the fee index; those that fall back to their university's fee walk (university, degree) pairs
 * in fee order. Each side stops after `offset + perPage` rows; the page is the merge of the two.
 * Ties order by university, degree and id on both sides, so pages never overlap.
 */
async function feeSortedPage(where: SQL[], filters: FindCoursesParams, desc: boolean, perPage: number, offset: number): Promise<CourseCardRow[]> {
  const n = offset + perPage;
  const dir = sql.raw(desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST');
  // The own-fee side has no NULLs: plain ASC/DESC lets the fee index serve both directions.
  const ownDir = sql.raw(desc ? 'DESC' : 'ASC');
  // Filters on the university, its place and the degree narrow the pairs; course filters the courses.
  const pairWhere: SQL[] = [sql.raw('u.status AND (ci.id IS NULL OR ci.status) AND p.status')];
  if (filters.universityId !== undefined) pairWhere.push(sql`u.id = ${filters.universityId}`);
  if (filters.programId !== undefined) pairWhere.push(sql`p.id = ${filters.programId}`);
  if (filters.city) pairWhere.push(sql`ci.slug = ${filters.city}`);
  if (filters.province) pairWhere.push(sql`pv.slug = ${filters.province}`);
  const courseWhere: SQL[] = [sql.raw('c.status'), sql.raw('c.fee_minor IS NULL')];
  if (filters.teachingLanguage) courseWhere.push(sql`c.teaching_language = ${filters.teachingLanguage}`);
  if (filters.major) courseWhere.push(sql`public.f_search_norm(c.major) = ${normKey(filters.major)}`);
  if (filters.intake) courseWhere.push(sql`c.intake = ${filters.intake}`);
  if (filters.tag) courseWhere.push(sql`c.tag = ${filters.tag}`);
  const universityFee = sql.raw(`CASE p.type
      WHEN 'Bachelor' THEN u.bachelor_fee_minor
      WHEN 'Masters' THEN u.masters_fee_minor
      WHEN 'PhD' THEN u.phd_fee_minor
      WHEN 'MBBS' THEN u.mbbs_fee_minor
      WHEN 'Chinese Language' THEN u.language_fee_minor
    END`);
  return queryRows<CourseCardRow>(
    getDb(),
    sql`WITH own AS (
          SELECT c.id, c.fee_minor AS t, c.university_id AS uid, c.program_id AS pid
            FROM courses c ${courseJoins}
           WHERE ${sql.join([...where, sql.raw('c.fee_minor IS NOT NULL')], sql` AND `)}
           ORDER BY c.fee_minor ${ownDir}, c.university_id, c.program_id, c.id
           LIMIT ${n}
        ), pairs AS (
          SELECT u.id AS uid, p.id AS pid, ${universityFee} AS t
            FROM universities u
            LEFT JOIN cities ci ON ci.id = u.city_id
            LEFT JOIN provinces pv ON pv.id = ci.province_id
           CROSS JOIN programs p
           WHERE ${sql.join(pairWhere, sql` AND `)}
           ORDER BY t ${dir}, u.id, p.id
        ), fallback AS (
          -- "+ 0": walk a university's courses by its index; the degree index would match a fifth of all courses.
          SELECT f.id, pr.t, pr.uid, pr.pid
            FROM pairs pr
           CROSS JOIN LATERAL (
             SELECT c.id FROM courses c
              WHERE c.university_id = pr.uid AND c.program_id + 0 = pr.pid AND ${sql.join(courseWhere, sql` AND `)}
              ORDER BY c.id) f
           LIMIT ${n}
        ), best AS (
          SELECT * FROM (SELECT * FROM own UNION ALL SELECT * FROM fallback) b
           ORDER BY t ${dir}, uid, pid, id
           LIMIT ${perPage} OFFSET ${offset}
        )
        SELECT ${courseCardColumns}
          FROM best b JOIN courses c ON c.id = b.id ${courseJoins}
         ORDER BY b.t ${dir}, b.uid, b.pid, b.id`,
  );
}

export async function findCourses(params: FindCoursesParams): Promise<FindCoursesResult> {
  const empty: FindCoursesResult = { items: [], total: 0, totalCapped: false };
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
  const db = getDb();
  const perPage = Math.min(1000, Math.max(1, Math.floor(params.perPage ?? 20)));
  const page = Math.max(1, Math.floor(params.page ?? 1));
  const offset = (page - 1) * perPage;
  const key = isSearchable(params.key) ? params.key : undefined;
  const sort = params.sort ?? (key ? 'relevance' : 'newest');
  const where = [publicCourse, ...filterConditions(params)];
  const result = (rows: CourseCardRow[], total: number): FindCoursesResult => ({
    items: rows.map(toCourseCard),
    total: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
  });

  if (key) {
    const words = keyWords(key);
    // 1. Every word as a prefix, full text.
    let found = await rankedSearch(where, fullTextMatch('c', words), words.join(' '), prefixTsQuery(words), sort, perPage, offset);
    if (found.total > 0) return result(found.rows, found.total);
    // 2. Small typos: the words corrected against the catalogue's vocabulary.
    const corrected = await correctWords(words);
    if (corrected.changed) {
      const rankWords = corrected.words.map((w) => (Array.isArray(w) ? w[0] : w)).join(' ');
      found = await rankedSearch(where, fullTextMatch('c', corrected.words), rankWords, prefixTsQuery(corrected.words), sort, perPage, offset);
      if (found.total > 0) return result(found.rows, found.total);
    }
    // 3. Chinese names and other text the word parser may not split: a substring.
    if (needsSubstringMatch(key)) {
      found = await rankedSearch(where, substringMatch('c', key), words.join(' '), prefixTsQuery(words), sort, perPage, offset);
      return result(found.rows, found.total);
    }
    return empty;
  }

  const whereSql = sql.join(where, sql` AND `);
  const pageRows =
    sort === 'fee-asc' || sort === 'fee-desc'
      ? feeSortedPage(where, params, sort === 'fee-desc', perPage, offset)
      : queryRows<CourseCardRow>(
          db,
          sql`SELECT ${courseCardColumns}
                FROM courses c ${courseJoins}
               WHERE ${whereSql}
               ORDER BY ${orderBy(sort, false)}
               LIMIT ${perPage} OFFSET ${offset}`,
        );
  const [rows, counted] = await Promise.all([
    pageRows,
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM courses c ${courseJoins} WHERE ${whereSql} LIMIT ${COUNT_CAP + 1}) x`,
    ),
  ]);
  return result(rows, counted[0]?.n ?? 0);
}
