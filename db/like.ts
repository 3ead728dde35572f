import { ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A user's text inside an SQL LIKE / ILIKE pattern: `%`, `_` and `\` match themselves (the one escaper). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search term of one or two characters: no trigram index can find it inside a text (a trigram
 * is three), and as a piece of a word it matches most rows ("li" in Ali, William, Olivia…). Such a
 * term finds what starts with it instead: a word of a name (`nameMatches`), the start of an e-mail
 * address or a code (`textMatches`), each from its own index.
 */
export const isShortTerm = (term: string): boolean => [...term.trim()].length < 3;

/**
 * A person's name containing `term` (three characters or more: the name's trigram index), or with
 * a word starting with it (one or two: "li" finds Li Wei and Lina Osei; the index on
 * `to_tsvector('simple', name)`, migration 0029).
 */
export function nameMatches(column: AnyColumn, term: string): SQL {
  return (isShortTerm(term) && wordStarting(column, term)) || ilike(column, `%${escapeLike(term)}%`);
}

/**
 * A text with a word starting with `term` (its letters and digits), served by an index on
 * `to_tsvector('simple', column)`; undefined for a term of neither.
 */
export function wordStarting(column: AnyColumn, term: string): SQL | undefined {
  const word = term.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');
  return word ? sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${`${word}:*`})` : undefined;
}

/**
 * An e-mail address or a code containing `term` (three characters or more: trigrams), or starting
 * with it, in any case (one or two: an index on `lower(column) text_pattern_ops`, migration 0029).
 */
export function textMatches(column: AnyColumn, term: string): SQL {
  if (!isShortTerm(term)) return ilike(column, `%${escapeLike(term)}%`);
  return sql`lower(${column}) like ${`${escapeLike(term.toLowerCase())}%`}`;
}
