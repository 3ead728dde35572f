import 'server-only';
import { isIsoCountryCode, isoCountryName } from '@/lib/countries/iso';
import { englishNameIndex, normalName } from '@/lib/countries/names-index';

/**
 * The old clients' countries: they send and read English names, records store codes. Input: a
 * name the list knows ("Senegal", "UK", any case) or a code becomes the code; anything else goes
 * on as sent, for the domain to refuse with the field's own message. Output: a stored code becomes
 * its English name (the list's; an admin's renamed display name shows on the site, not here); an
 * old record's text no migration could match is sent as is.
 */

type Path = readonly (string | number)[];

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), value);

function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [k, ...rest] = path;
  if (Array.isArray(value)) return value.map((x, i) => (i === k ? setAt(x, rest, next) : x)) as T;
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string | number, unknown>;
  return { ...obj, [k]: setAt(obj[k], rest, next) } as T;
}

/** `['a', '*', 'country']`: every element of the list at `a`. */
function expand(value: unknown, path: Path): Path[] {
  const star = path.indexOf('*');
  if (star === -1) return [path];
  const list = at(value, path.slice(0, star));
  if (!Array.isArray(list)) return [];
  return list.flatMap((_, i) => expand(value, [...path.slice(0, star), i, ...path.slice(star + 1)]));
}

/** What an old client sent as a country: a code or an English name the list knows as the code; anything else as sent. */
export function countryIn(sent: unknown): unknown {
  if (typeof sent !== 'string') return sent;
  const s = sent.trim();
  if (/^[A-Za-z]{2}$/.test(s) && isIsoCountryCode(s.toUpperCase())) return s.toUpperCase();
  return englishNameIndex().get(normalName(s)) ?? sent;
}

/** A stored country as the old clients read it: a code as its English name, other text (an old record's) as it is. */
export function countryOut<T>(stored: T): T | string {
  if (typeof stored !== 'string' || !/^[A-Z]{2}$/.test(stored)) return stored;
  return isoCountryName(stored, 'en') ?? stored;
}

/** The body with the countries at `paths` (`'*'` for every element of a list) sent as names read as codes. */
export function countriesAsCodes<T>(body: T, paths: readonly Path[]): T {
  let out = body;
  for (const path of paths.flatMap((p) => expand(body, p))) {
    const sent = at(out, path);
    if (typeof sent === 'string') out = setAt(out, path, countryIn(sent));
  }
  return out;
}

/** The value with the stored countries at `paths` in English. */
export function countriesAsNames<T>(value: T, paths: readonly Path[]): T {
  let out = value;
  for (const path of paths.flatMap((p) => expand(value, p))) {
    const stored = at(out, path);
    if (typeof stored === 'string') out = setAt(out, path, countryOut(stored));
  }
  return out;
}
