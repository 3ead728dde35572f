import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';
import { keyWords, type QueryTerm, type TermFilter } from './query-words';
import type { DegreeType } from './values';

/**
 * Keyword search over the trigger-maintained `search_text` / `search_vector` columns
 * (db/README.md "Search"), built to stay fast on 100,000 courses:
 *
 * 1. full-text matching of every word, the last one as a prefix (`computer sci` finds
 *    "computer science"; spelt out as the known words it begins, see expandLastWord), case- and
 *    accent-insensitive (both sides unaccented and lower-cased), served by the GIN index;
 * 2. only when that finds nothing, the words are corrected for small typos against the
 *    catalogue's own vocabulary (trigram similarity, as pg_trgm computes it) and searched again:
 *    "computr" → "computer", "tsingua" → "tsinghua". A trigram match on the long search text
 *    itself would recheck tens of thousands of rows for a common word; the vocabulary (a few
 *    thousand distinct words) is read once and kept in memory. A word cut short before the last
 *    ("comp sci") is searched as a prefix at this stage;
 * 3. for keys in Chinese characters the substring fallback, on `search_text`.
 */

/** At most this many rows are ranked for one keyword: a very common term stays cheap. */
export const RANK_CAP = 1001;

/** The words of a key, lower-cased and unaccented, letters and digits only (at most 8): one definition, with the key's teaching language and degree words. */
export { keyWords };

/** True when the key has something to search for. */
export function isSearchable(key: string | undefined): key is string {
  return !!key && keyWords(key).length > 0;
}

/**
 * A word of a query: a string (a whole word; the last word of a query is a prefix too), the
 * alternatives a typo may mean (whole words; prefixes as the last word), a `{ prefix }` (a word
 * the user cut short, anywhere in the query) or `{ exact }`: the known words a prefix stands for
 * (expandLastWord), whole words.
 */
export type QueryWord = string | string[] | { prefix: string } | { exact: string[]; text: string };

/** The text of a query word, for ranking by similarity (a typo's best alternative). */
export function queryWordText(w: QueryWord): string {
  if (typeof w === 'string') return w;
  if (Array.isArray(w)) return w[0] ?? '';
  return 'prefix' in w ? w.prefix : w.text;
}

/**
 * A full-text query: all words (`computer & science:*`), alternatives OR'ed
 * (`(computer | compute) & science:*`). Only the LAST word is a prefix (the user may still be
 * typing it), plus the words marked `{ prefix }`: a prefix makes the GIN index collect every row
 * of every word it begins (`university:*` ≈ 90% of the courses), where whole words are
 * intersected cheaply (hence also expandLastWord). Words hold only letters and digits, so the
 * text is safe.
 */
export function prefixTsQuery(words: QueryWord[]): SQL {
  const any = (list: string[], star: string) => (list.length === 1 ? `${list[0]}${star}` : `(${list.map((a) => `${a}${star}`).join(' | ')})`);
  const q = words
    .map((w, i) => {
      const star = i === words.length - 1 ? ':*' : '';
      if (typeof w === 'string') return `${w}${star}`;
      if (Array.isArray(w)) return any(w, star);
      return 'prefix' in w ? `${w.prefix}:*` : any(w.exact, '');
    })
    .join(' & ');
  return sql`to_tsquery('simple', ${q})`;
}

/** The key as the database normalises text. */
export function normKey(key: string): SQL {
  return sql`public.f_search_norm(${key})`;
}

/** Keys with letters outside ASCII (Chinese names): the substring fallback applies. */
export function needsSubstringMatch(key: string): boolean {
  return /[^\u0000-\u007f]/.test(key.normalize('NFKD').replace(/\p{M}+/gu, ''));
}

/**
 * A university's normalised name (`nameNorm`, its `name_norm` column: accent- and case-folded,
 * trigram-indexed) holds the typed text, normalised the same way; never for text that normalises
 * to nothing. The type-ahead filters' match (university-options.ts).
 */
export function universityNameHolds(nameNorm: SQLWrapper, typed: string): SQL {
  return sql`public.f_university_name_norm(${typed}) <> '' AND ${nameNorm} like '%' || public.f_university_name_norm(${typed}) || '%'`;
}

/** Full-text match of a table alias's `search_vector`. */
export function fullTextMatch(alias: string, words: QueryWord[]): SQL {
  return sql`${sql.raw(alias)}.search_vector @@ ${prefixTsQuery(words)}`;
}

/** Substring match of a table alias's `search_text` (the fallback for non-ASCII keys). */
export function substringMatch(alias: string, key: string): SQL {
  return sql`strpos(${sql.raw(alias)}.search_text, ${normKey(key)}) > 0`;
}

// ---------------------------------------------------------------------------------------------
// Typo correction against the catalogue's vocabulary

interface Vocabulary {
  words: string[];
  known: Set<string>;
  /** `words` in code-unit order: the words beginning with a prefix are contiguous */
  sorted: string[];
  /** trigram → indexes into `words` */
  byTrigram: Map<string, number[]>;
  trigramCount: number[];
  loadedAt: number;
  /** an expired vocabulary being reloaded in the background */
  reloading?: boolean;
}

const VOCABULARY_TTL_MS = 10 * 60_000;
/** One vocabulary per database (tests open several in one process). */
const holder = globalThis as typeof globalThis & { __zhiyuanSearchVocabulary?: WeakMap<Db, Promise<Vocabulary>> };
const cacheMap = () => (holder.__zhiyuanSearchVocabulary ??= new WeakMap());

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  // Every lexeme of the public search vectors: titles, majors, degrees, universities, cities, provinces.
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT word FROM ts_stat('SELECT search_vector FROM public.courses WHERE status')
        UNION SELECT word FROM ts_stat('SELECT search_vector FROM public.universities WHERE status')`,
  );
  const words = rows.map((r) => r.word).filter((w) => /^[\p{L}\p{N}]{3,40}$/u.test(w));
  const byTrigram = new Map<string, number[]>();
  const trigramCount: number[] = [];
  words.forEach((w, i) => {
    const t = trigrams(w);
    trigramCount[i] = t.size;
    for (const g of t) {
      const list = byTrigram.get(g);
      if (list) list.push(i);
      else byTrigram.set(g, [i]);
    }
  });
  const sorted = [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { words, known: new Set(words), sorted, byTrigram, trigramCount, loadedAt: Date.now() };
}

async function vocabulary(): Promise<Vocabulary> {
  const db = getDb();
  const map = cacheMap();
  const current = map.get(db);
  if (current) {
    const v = await current.catch(() => undefined);
    if (v) {
      if (Date.now() - v.loadedAt >= VOCABULARY_TTL_MS && !v.reloading) {
        // Expired: reloaded in the background, searches keep this one meanwhile (a catalogue
        // write resets it, and the next search waits for the new one).
        v.reloading = true;
        const next = loadVocabulary(db);
        next.then(
          () => {
            if (map.get(db) === current) map.set(db, next);
          },
          () => {
            v.reloading = false;
          },
        );
      }
      return v;
    }
  }
  const next = loadVocabulary(db);
  map.set(db, next);
  next.catch(() => {
    if (map.get(db) === next) map.delete(db);
  });
  return next;
}

/**
 * Forget the vocabulary, the majors (a catalogue write may have added some) and the recent
 * searches' results (it may have changed them); the next use reloads them.
 */
export function resetSearchVocabulary(): void {
  holder.__zhiyuanSearchVocabulary = undefined;
  majorsHolder.__zhiyuanMajors = undefined;
  degreesHolder.__zhiyuanDegreePrograms = undefined;
  recentHolder.__zhiyuanRecentSearches = undefined;
}

/** How many keyword searches' results a process keeps, and for how long. */
export const RECENT_SEARCHES = { max: 500, ttlMs: 60_000 };
interface Recent {
  at: number;
  value: Promise<unknown>;
}
const recentHolder = globalThis as typeof globalThis & { __zhiyuanRecentSearches?: WeakMap<Db, Map<string, Recent>> };

/**
 * The results of a keyword search (the finder's, the university list's) asked again within a
 * minute: the same words and filters (a popular word, a shared link, the next page's visitor) skip
 * the database. Kept in this process only and bounded (RECENT_SEARCHES: the oldest entry goes
 * first), never in Next's data cache, where any text typed would make an entry on disk or in
 * Redis; emptied with the vocabulary on every catalogue change (resetSearchVocabulary, here and,
 * through lib/cache/bus.ts, on the other instances). Requests asking at once share one query; a
 * failed one is not kept.
 */
export function recentSearch<T>(kind: string, params: object, load: () => Promise<T>): Promise<T> {
  const map = (recentHolder.__zhiyuanRecentSearches ??= new WeakMap());
  const db = getDb();
  let entries = map.get(db);
  if (!entries) map.set(db, (entries = new Map()));
  const key = `${kind}:${JSON.stringify(params)}`;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < RECENT_SEARCHES.ttlMs) {
    // Most recently used last: the first key is the one to drop.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry: Recent = { at: now, value };
  entries.delete(key);
  entries.set(key, entry);
  while (entries.size > RECENT_SEARCHES.max) entries.delete(entries.keys().next().value!);
  const own = entries;
  value.catch(() => {
    if (own.get(key) === entry) own.delete(key);
  });
  return value;
}

/** Loads the vocabulary ahead of the first typo (benchmarks, warm-up). */
export async function warmSearchVocabulary(): Promise<number> {
  return (await vocabulary()).words.length;
}

/** A last word standing for more known words than this stays a prefix. */
const EXPANSION_MAX = 12;

/**
 * The query with its last word, a prefix, replaced by the known words it begins (`master` →
 * master | masters | mastery), whole words: the GIN index then reads their entries instead of
 * collecting every row of every word with that prefix (half the time for one word, far less next
 * to a rarer word it can skip through). The same matches, as the vocabulary holds every word of
 * the public search texts (of 3 to 40 letters and digits: shorter last words stay prefixes, so
 * do those that begin more than EXPANSION_MAX words or none).
 */
export async function expandLastWord(words: QueryWord[]): Promise<QueryWord[]> {
  const last = words.at(-1);
  const stems = typeof last === 'string' ? [last] : Array.isArray(last) ? last : undefined;
  if (!stems || stems.some((w) => w.length < 3)) return words;
  const v = await vocabulary();
  const found = new Set<string>();
  for (const stem of stems) {
    // First word ≥ stem, then every word beginning with it.
    let lo = 0;
    let hi = v.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v.sorted[mid] < stem) lo = mid + 1;
      else hi = mid;
    }
    let n = 0;
    for (let i = lo; i < v.sorted.length && v.sorted[i].startsWith(stem); i++, n++) {
      if (found.size >= EXPANSION_MAX) return words;
      found.add(v.sorted[i]);
    }
    if (n === 0) return words;
  }
  return [...words.slice(0, -1), { exact: [...found], text: queryWordText(last as QueryWord) }];
}

const SIMILARITY_MIN = 0.4;

/**
 * The words of a key with typos replaced by the closest vocabulary words (up to three
 * alternatives each, similarity ≥ 0.4). Words that are known, or shorter than 4 letters, stay as
 * they are; so does a word that begins a known word (a prefix already when it is the last word;
 * elsewhere it becomes a `{ prefix }`: "comp scien" finds "computer science"). `changed` is false
 * when nothing could be corrected.
 */
export async function correctWords(words: string[]): Promise<{ words: QueryWord[]; changed: boolean }> {
  const v = await vocabulary();
  let changed = false;
  const out: QueryWord[] = words.map((w, index) => {
    const last = index === words.length - 1;
    if (v.known.has(w) || /^\d+$/.test(w)) return w;
    if (w.length < 4) {
      // Too short for trigrams; a cut-short word ("eng", "sci") still begins known words.
      if (!last && w.length >= 3 && v.words.some((k) => k.startsWith(w))) {
        changed = true;
        return { prefix: w };
      }
      return w;
    }
    const t = trigrams(w);
    const shared = new Map<number, number>();
    for (const g of t) for (const i of v.byTrigram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    const scored: { word: string; sim: number }[] = [];
    let prefixOfKnown = false;
    for (const [i, n] of shared) {
      const word = v.words[i];
      if (word.startsWith(w)) prefixOfKnown = true;
      const sim = n / (t.size + v.trigramCount[i] - n);
      if (sim >= SIMILARITY_MIN) scored.push({ word, sim });
    }
    if (prefixOfKnown) {
      if (last) return w;
      changed = true;
      return { prefix: w };
    }
    if (scored.length === 0) return w;
    scored.sort((a, b) => b.sim - a.sim || a.word.localeCompare(b.word));
    changed = true;
    return scored.slice(0, 3).map((s) => s.word);
  });
  return { words: out, changed };
}

// ---------------------------------------------------------------------------------------------
// The major filter

interface Majors {
  /** normalised spelling → the stored spellings */
  byNorm: Map<string, string[]>;
  loadedAt: number;
}

/** Majors change with catalogue writes (which reset this at once, see resetSearchVocabulary). */
const MAJORS_TTL_MS = 60_000;
/** A major not in the list is looked up again at most this often (another process may have added it). */
const MAJORS_MISS_RELOAD_MS = 5_000;
const majorsHolder = globalThis as typeof globalThis & { __zhiyuanMajors?: WeakMap<Db, Promise<Majors>> };

/** Case-, accent- and space-insensitive form of a major (`IT` = `it`, `Médecine` = `medecine`). */
export function majorKey(major: string): string {
  return major.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

async function loadMajors(db: Db): Promise<Majors> {
  // The distinct stored majors (a few dozen among 100,000 courses) by a loose scan of
  // courses_major_idx: one index probe per major instead of reading every course.
  const rows = await queryRows<{ major: string }>(
    db,
    sql`WITH RECURSIVE m AS (
          (SELECT c.major FROM public.courses c WHERE c.major IS NOT NULL ORDER BY c.major LIMIT 1)
          UNION ALL
          SELECT (SELECT c.major FROM public.courses c WHERE c.major > m.major ORDER BY c.major LIMIT 1)
            FROM m WHERE m.major IS NOT NULL
        )
        SELECT major FROM m WHERE major IS NOT NULL`,
  );
  const byNorm = new Map<string, string[]>();
  for (const { major } of rows) {
    const k = majorKey(major);
    const list = byNorm.get(k);
    if (list) list.push(major);
    else byNorm.set(k, [major]);
  }
  return { byNorm, loadedAt: Date.now() };
}

async function majors(fresh: boolean): Promise<Majors> {
  const db = getDb();
  const map = (majorsHolder.__zhiyuanMajors ??= new WeakMap());
  const current = map.get(db);
  if (current && !fresh) {
    const m = await current.catch(() => undefined);
    if (m && Date.now() - m.loadedAt < MAJORS_TTL_MS) return m;
  }
  const next = loadMajors(db);
  map.set(db, next);
  next.catch(() => {
    if (map.get(db) === next) map.delete(db);
  });
  return next;
}

/**
 * The stored spellings of a major parameter (`it` → `['IT']`), compared case-, accent- and
 * space-insensitively: the finder then filters `c.major IN (...)` on the b-tree index.
 * Empty when no course has that major.
 */
export async function resolveMajor(major: string): Promise<string[]> {
  const k = majorKey(major);
  if (!k) return [];
  let m = await majors(false);
  if (!m.byNorm.has(k) && Date.now() - m.loadedAt >= MAJORS_MISS_RELOAD_MS) m = await majors(true);
  return m.byNorm.get(k) ?? [];
}

// ---------------------------------------------------------------------------------------------
// The teaching languages and degrees a keyword names (query-words.ts): conditions on a course `c`

interface DegreePrograms {
  byType: Map<DegreeType, number[]>;
  loadedAt: number;
}
const degreesHolder = globalThis as typeof globalThis & { __zhiyuanDegreePrograms?: WeakMap<Db, Promise<DegreePrograms>> };

/**
 * The ids of the programs of a degree type (the five degrees), kept like the majors: a keyword's
 * degree is then `c.program_id IN (ids)`, which the planner estimates from the column's
 * statistics and reads from its index (a subquery's ids it can do neither with).
 */
export async function degreeProgramIds(type: DegreeType): Promise<number[]> {
  const db = getDb();
  const map = (degreesHolder.__zhiyuanDegreePrograms ??= new WeakMap());
  let current = map.get(db);
  const loaded = current ? await current.catch(() => undefined) : undefined;
  if (!loaded || Date.now() - loaded.loadedAt >= MAJORS_TTL_MS) {
    const next = queryRows<{ id: number; type: DegreeType }>(db, sql`SELECT id, type FROM public.programs ORDER BY id`).then((rows) => {
      const byType = new Map<DegreeType, number[]>();
      for (const r of rows) byType.set(r.type, [...(byType.get(r.type) ?? []), Number(r.id)]);
      return { byType, loadedAt: Date.now() };
    });
    map.set(db, next);
    next.catch(() => {
      if (map.get(db) === next) map.delete(db);
    });
    current = next;
  }
  return (await current!).byType.get(type) ?? [];
}

/** A relevance bonus for each kind of term (teaching language, degree) a course meets by its column. */
const TERM_BONUS = 0.5;

/** A term's filter on the indexed columns (a degree as the ids of its programs). */
async function termFilter(f: TermFilter): Promise<SQL> {
  if ('teachingLanguage' in f) return sql`c.teaching_language = ${f.teachingLanguage}`;
  const ids = await degreeProgramIds(f.degree);
  return ids.length === 0 ? sql`false` : sql`c.program_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
}

/** A term's texts as a full-text query: `mba | business & administration` (words hold only letters and digits). */
function termText(t: QueryTerm): SQL {
  const q = t.texts.map((words) => (words.length === 1 ? words[0] : `(${words.join(' & ')})`)).join(' | ');
  return sql`c.search_vector @@ to_tsquery('simple', ${q})`;
}

/**
 * The conditions of the key's terms: for each kind (teaching language, degree) one of its terms
 * holds, a term by its filter or its text (a narrow abbreviation: both); and the relevance bonus
 * of the courses meeting a kind by its filter.
 */
export async function termConditions(terms: QueryTerm[]): Promise<{ where: SQL[]; bonus: SQL }> {
  const filters = await Promise.all(terms.map((t) => termFilter(t.filter)));
  const withFilter = terms.map((t, i) => ({ t, filter: filters[i] }));
  const kinds = [withFilter.filter(({ t }) => 'teachingLanguage' in t.filter), withFilter.filter(({ t }) => 'degree' in t.filter)].filter((k) => k.length > 0);
  const where = kinds.map((kind) => {
    const either = kind.map(({ t, filter }) => (t.narrow ? sql`(${filter} AND ${termText(t)})` : sql`(${filter} OR ${termText(t)})`));
    return either.length === 1 ? either[0] : sql`(${sql.join(either, sql` OR `)})`;
  });
  const bonus = sql.join(
    kinds.map((kind) => sql`CASE WHEN ${sql.join(kind.map(({ filter }) => filter), sql` OR `)} THEN ${sql.raw(String(TERM_BONUS))} ELSE 0 END`),
    sql` + `,
  );
  return { where, bonus: sql`(${bonus})` };
}

/**
 * The words of a key that look like typos: not known to the vocabulary, not a number, at least
 * four letters, and not the beginning of a known word (a word cut short is a prefix, which the
 * full-text match already serves).
 */
export async function typoWords(words: string[]): Promise<string[]> {
  const v = await vocabulary();
  return words.filter((w) => {
    if (w.length < 4 || v.known.has(w) || /^\d+$/.test(w)) return false;
    let lo = 0;
    let hi = v.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v.sorted[mid] < w) lo = mid + 1;
      else hi = mid;
    }
    return !(lo < v.sorted.length && v.sorted[lo].startsWith(w));
  });
}

/**
 * The university list's keyword (universities.ts, alias `u`). The university match: every word
 * as a prefix in its text (name, Chinese name, city, province), the same with typos corrected
 * against the vocabulary, and, when a word of the key is a typo the vocabulary cannot correct
 * (typoWords, correctWords), the name itself alike: the key within the name ("tsingua" ~ "tsinghua"), the two
 * alike, or a typo word of the key within the name ("zhejang univercity" ~ "zhejiang"). Every
 * test is one the trigram and full-text indexes serve (`%`, `<%`, `@@`), each its own arm of a
 * union, so no keyword reads every university; the trigram tests recheck every name sharing the
 * key's trigrams (a common word: thousands), so a key of known words (whose rows the full-text
 * match finds) does not run them.
 */
export async function universityKeyMatch(key: string): Promise<SQL> {
  const words = keyWords(key);
  const kn = sql`public.f_university_name_norm(${key})`;
  const parts: SQL[] = [fullTextMatch('u', words)];
  const corrected = await correctWords(words);
  if (corrected.changed) parts.push(fullTextMatch('u', corrected.words));
  if (needsSubstringMatch(key)) parts.push(substringMatch('u', key));
  // Typos the vocabulary could not correct (the corrected words found nothing to replace them).
  const typos = (await typoWords(words)).filter((w) => corrected.words[words.indexOf(w)] === w);
  if (typos.length > 0) {
    parts.push(sql`(${kn} <> '' AND u.name_norm % ${kn})`, sql`(${kn} <> '' AND ${kn} <% u.name_norm)`);
    // The name within the key ("zhejang univercity" ~ "zhejiang"): a typo word of the key within
    // the name, each as an operator the trigram index serves (word_similarity() as a function
    // would read every university).
    if (words.length > 1) for (const w of new Set(typos.filter((x) => x !== 'university'))) parts.push(sql`${w} <% u.name_norm`);
  }
  // One test alone is read from its index directly; several are a union of ids, each test read
  // from its own index (as one OR the planner would rather read every university and test each),
  // given as an array, so the universities are then fetched by id (as `IN (union)` the planner
  // reads every university to join them).
  if (parts.length === 1) return parts[0];
  return sql`u.id = ANY(ARRAY(${sql.join(
    parts.map((p) => sql`SELECT u.id FROM public.universities u WHERE ${p}`),
    sql` UNION `,
  )}))`;
}

/** The full-text part of a university's rank: cheap, computed for every match. */
export function universityTextRank(key: string): SQL {
  return sql`ts_rank(u.search_vector, ${prefixTsQuery(keyWords(key))})`;
}

/**
 * A university's rank for a key: its name alike the key (trigram similarity either way, the
 * costly part) twice, plus the full-text rank (`textRank`, universityTextRank of the same row).
 */
export function universityRank(key: string, textRank: SQL = universityTextRank(key), nameNorm: SQL = sql`u.name_norm`): SQL {
  const kn = sql`public.f_university_name_norm(${key})`;
  return sql`(2 * greatest(similarity(${nameNorm}, ${kn}), word_similarity(${kn}, ${nameNorm}), word_similarity(${nameNorm}, ${kn}))
              + ${textRank})`;
}

/** Matches past this many (by full-text rank) are not ranked by their name's likeness to the key. */
const RERANK_CAP = 200;

/**
 * One page of a keyword's university matches, best first, and their number: `matches` selects
 * (id, name, name_norm, tr: the full-text rank) of at most RANK_CAP matches; the RERANK_CAP of best
 * full-text rank come first, ordered by universityRank, the others follow by full-text rank. One
 * reading of the matches gives the page's ids and the count (counted again only for a page past
 * the last, which reads no row).
 */
export async function rankedUniversityPage(db: Db, matches: SQLWrapper, key: string, page: number, perPage: number): Promise<{ ids: number[]; total: number }> {
  const rank = universityRank(key, sql`o.tr`, sql`o.name_norm`);
  const ranked = await queryRows<{ id: number; n: number }>(
    db,
    sql`WITH m AS MATERIALIZED (${matches}),
        o AS (SELECT m.*, row_number() OVER (ORDER BY m.tr DESC, m.name, m.id) AS pos, count(*) OVER () AS n FROM m)
        SELECT o.id, o.n FROM o
        ORDER BY o.pos <= ${RERANK_CAP} DESC, CASE WHEN o.pos <= ${RERANK_CAP} THEN ${rank} END DESC NULLS LAST, o.pos
        LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  const ids = ranked.map((r) => Number(r.id));
  let total = Number(ranked[0]?.n ?? 0);
  if (ids.length === 0 && page > 1) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${matches}) m`);
    total = Number(row?.n ?? 0);
  }
  return { ids, total };
}
