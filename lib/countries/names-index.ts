import 'server-only';
import { countryAliases } from './aliases';
import { isoCountryCodes, isoEnglishNames } from './iso';

/**
 * English country names → alpha-2, for reading what records and old clients wrote before codes:
 * the list's English names (official, short, aliases), the spellings in ./aliases.ts and the
 * table's own names (which win). Migration 0032 was written from this index.
 */

/** A name as it is compared: trimmed, lower case, single spaces. */
export const normalName = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Every English name (lower case) → code: the list's names and the aliases; ambiguous names ("congo") left out. */
const staticNames = (() => {
  const seen = new Map<string, string | null>();
  const add = (name: string, code: string) => {
    const k = normalName(name);
    const had = seen.get(k);
    seen.set(k, had === undefined || had === code ? code : null);
  };
  for (const code of isoCountryCodes) for (const n of isoEnglishNames(code)) add(n, code);
  const out = new Map<string, string>();
  for (const [k, c] of seen) if (c) out.set(k, c);
  for (const [k, c] of Object.entries(countryAliases)) out.set(normalName(k), c);
  return out;
})();

/** The names the migration and the old clients' input are read with (the table's own names win). */
export function englishNameIndex(tableNames: readonly { name: string; code: string }[] = []): Map<string, string> {
  const out = new Map(staticNames);
  for (const r of tableNames) out.set(normalName(r.name), r.code);
  return out;
}

