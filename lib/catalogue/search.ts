import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, queryRows, type Db } from '@/db';

/**
 * Keyword search over the trigger-maintained `search_text` / `search_vector` columns
 * (db/README.md "Search"), built to stay fast on 100,000 courses:
 *
 * 1. prefix full-text matching of every word (`comp` finds "computer"), case- and
 *    accent-insensitive (both sides unaccented and lower-cased), served by the GIN index;
 * 2. only when that finds nothing, the words are corrected for small typos against the
 *    catalogue's own vocabulary (trigram similarity, as pg_trgm computes it) and searched again:
 *    "computr" → "computer", "tsingua" → "tsinghua". A trigram match on the long search text
 *    itself would recheck tens of thousands of rows for a common word; the vocabulary (a few
 *    thousand distinct words) is read once and kept in memory;
 * 3. for keys in Chinese characters the substring fallback, on `search_text`.
 */

/** At most this many rows are ranked for one keyword: a very common term stays cheap. */
export const RANK_CAP = 1001;

/** The words of a key, lower-cased and unaccented, letters and digits only (at most 8). */
export function keyWords(key: string): string[] {
  return key
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** True when the key has something to search for. */
export function isSearchable(key: string | undefined): key is string {
  return !!key && keyWords(key).length > 0;
}

/** A word, or the alternatives a typo may mean. */
export type QueryWord = string | string[];

/**
 * A prefix tsquery: all words (`computer:* & science:*`), alternatives OR'ed
 * (`(computer:* | compute:*)`). Words hold only letters and digits, so the text is safe.
 */
export function prefixTsQuery(words: QueryWord[]): SQL {
  const q = words
    .map((w) => (Array.isArray(w) ? (w.length === 1 ? `${w[0]}:*` : `(${w.map((a) => `${a}:*`).join(' | ')})`) : `${w}:*`))
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
  /** trigram → indexes into `words` */
  byTrigram: Map<string, number[]>;
  trigramCount: number[];
  loadedAt: number;
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
  return { words, known: new Set(words), byTrigram, trigramCount, loadedAt: Date.now() };
}

async function vocabulary(): Promise<Vocabulary> {
  const db = getDb();
  const map = cacheMap();
  const current = map.get(db);
  if (current) {
    const v = await current.catch(() => undefined);
    if (v && Date.now() - v.loadedAt < VOCABULARY_TTL_MS) return v;
  }
  const next = loadVocabulary(db);
  map.set(db, next);
  next.catch(() => {
    if (map.get(db) === next) map.delete(db);
  });
  return next;
}

/** Forget the vocabulary (a catalogue write may have added words); the next typo reloads it. */
export function resetSearchVocabulary(): void {
  holder.__zhiyuanSearchVocabulary = undefined;
}

/** Loads the vocabulary ahead of the first typo (benchmarks, warm-up). */
export async function warmSearchVocabulary(): Promise<number> {
  return (await vocabulary()).words.length;
}

const SIMILARITY_MIN = 0.4;

/**
 * The words of a key with typos replaced by the closest vocabulary words (up to three
 * alternatives each, similarity ≥ 0.4). Words that are known, or the prefix of a known word, or
 * shorter than 4 letters, stay as they are. `changed` is false when nothing could be corrected.
 */
export async function correctWords(words: string[]): Promise<{ words: QueryWord[]; changed: boolean }> {
  const v = await vocabulary();
  let changed = false;
  const out: QueryWord[] = words.map((w) => {
    if (w.length < 4 || v.known.has(w) || /^\d+$/.test(w)) return w;
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
    if (prefixOfKnown || scored.length === 0) return w;
    scored.sort((a, b) => b.sim - a.sim || a.word.localeCompare(b.word));
    changed = true;
    return scored.slice(0, 3).map((s) => s.word);
  });
  return { words: out, changed };
}
