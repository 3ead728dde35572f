import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { cache } from 'react';
import { getDb, type Db, type Tx } from '@/db';
import { countries } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { localeTags, type Locale } from '@/lib/i18n/config';
import { validation as v } from '@/lib/messages';
import { isIsoCountryCode, isoCountryName, isoDialCode } from './iso';
import { englishNameIndex, normalName } from './names-index';
import { COUNTRY_CODE_RE, type CountryChoice } from './schema';

/**
 * Countries, one rule for every form, page and door. Records store a country's ISO 3166-1 alpha-2
 * code ('SN'); the countries table (seeded with all 249, migration 0032) says which are offered
 * (`status`) and the admin's English display name (`name`); the names in the other languages come
 * from `i18n-iso-countries` (./iso.ts). A record written before codes (text no migration could
 * match) is shown as it was typed.
 */

export type { CountryChoice } from './schema';

interface CountryRow {
  code: string;
  name: string;
  dialCode: string | null;
  status: boolean;
}

const readRows = (db: Db | Tx): Promise<CountryRow[]> =>
  db.select({ code: countries.code, name: countries.name, dialCode: countries.dialCode, status: countries.status }).from(countries).orderBy(asc(countries.code));

/** The table (249 short rows), read once per request outside a transaction. */
const cachedRows = cache(() => readRows(getDb()));

/**
 * The rows, through the caller's transaction when it has one (on the embedded database a query
 * beside an open transaction would wait for its one connection forever).
 */
const allRows = (db?: Db | Tx): Promise<CountryRow[]> => (db ? readRows(db) : cachedRows());

/** A code's name in `locale`: the admin's English display name in English, else the list's name (the table's where the list has none). */
const nameIn = (row: Pick<CountryRow, 'code' | 'name'>, locale: Locale): string => (locale === 'en' ? row.name : (isoCountryName(row.code, locale) ?? row.name));

const collators = new Map<Locale, Intl.Collator>();
const collator = (locale: Locale) => {
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(localeTags[locale], { sensitivity: 'base' })));
  return c;
};

/**
 * The enabled countries for a select, named in `locale` and sorted by its collation; China first
 * when asked (the profile and application selects put it first; registration does not).
 */
export async function listCountries(locale: Locale, opts: { chinaFirst?: boolean } = {}): Promise<CountryChoice[]> {
  const c = collator(locale);
  const list = (await allRows())
    .filter((r) => r.status)
    .map((r) => ({ code: r.code, name: nameIn(r, locale), dialCode: r.dialCode ?? isoDialCode(r.code) }))
    .sort((a, b) => c.compare(a.name, b.name) || a.code.localeCompare(b.code));
  if (!opts.chinaFirst) return list;
  return [...list.filter((x) => x.code === 'CN'), ...list.filter((x) => x.code !== 'CN')];
}

/**
 * A form's select: the enabled countries (see `listCountries`), then any value the record already
 * holds that is not among them (a country disabled since, an old record's text), so it still shows
 * as chosen, named as `countryNamer` names it.
 */
export async function listCountryChoices(locale: Locale, held: readonly (string | null | undefined)[], opts: { chinaFirst?: boolean } = {}): Promise<CountryChoice[]> {
  const [list, name] = await Promise.all([listCountries(locale, opts), countryNamer(locale)]);
  const codes = new Set(list.map((c) => c.code));
  const extra = [...new Set(held.map((h) => h?.trim()).filter((h): h is string => !!h && !codes.has(h)))];
  return [...list, ...extra.map((h) => ({ code: h, name: name(h) ?? h, dialCode: null }))];
}

/**
 * Shows what a record stores: a code as its country's name in `locale` (a disabled country too),
 * anything else (an old record's text no migration could match) as it is; null for nothing.
 */
export async function countryNamer(locale: Locale, db?: Db | Tx): Promise<(stored: string | null | undefined) => string | null> {
  const byCode = new Map((await allRows(db)).map((r) => [r.code, r]));
  return (stored) => {
    const s = stored?.trim();
    if (!s) return null;
    if (!COUNTRY_CODE_RE.test(s)) return s;
    const row = byCode.get(s);
    return row ? nameIn(row, locale) : (isoCountryName(s, locale) ?? s);
  };
}

/** One stored country in words of `locale` (see `countryNamer`; several on a page: use the namer). */
export async function countryName(stored: string | null | undefined, locale: Locale): Promise<string | null> {
  return (await countryNamer(locale))(stored);
}

/** Whether each code names an enabled country. */
export async function enabledCountryCodes(codes: readonly string[], db: Db | Tx = getDb()): Promise<Set<string>> {
  const wanted = [...new Set(codes.filter((c) => COUNTRY_CODE_RE.test(c)))];
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ code: countries.code, status: countries.status }).from(countries).where(inArray(countries.code, wanted));
  return new Set(rows.filter((r) => r.status).map((r) => r.code));
}

/** A country code of a parsed input by its dotted path (`students_information.nationality`). */
export type CountryFields = Record<string, string | null | undefined>;

/**
 * The server's half of the country rule: every code given must name an enabled country, else
 * "Choose an option" on its field (the form's schema already checked the shape). Blank is left to
 * the schema (required or not); a code the record already holds (`kept`) stays valid when its
 * country has been disabled since (the form shows it chosen).
 */
export async function assertEnabledCountries(fields: CountryFields, kept: Iterable<string | null | undefined> = [], db?: Db | Tx): Promise<void> {
  const keep = new Set(kept);
  const given = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '' && !keep.has(e[1]));
  if (given.length === 0) return;
  const enabled = await enabledCountryCodes(given.map(([, c]) => c), db);
  const fieldErrors: Record<string, string[]> = {};
  for (const [path, code] of given) if (!enabled.has(code)) fieldErrors[path] = [v.chooseOption];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation', v.chooseOption, { fieldErrors });
}

/** The enabled country of a code, with its English name and dial code; null when there is none. */
export async function findEnabledCountry(code: string): Promise<CountryChoice | null> {
  const row = (await allRows()).find((r) => r.code === code.trim().toUpperCase() && r.status);
  return row ? { code: row.code, name: row.name, dialCode: row.dialCode ?? isoDialCode(row.code) } : null;
}

/**
 * What an old client sent as a country: a code ('sn', 'SN') as the code, a name (the table's
 * English name, any English name of the list, an alias: "Senegal", "UK") as its code; anything
 * else is returned as it came (the schema then refuses it with the field's message).
 */
export async function resolveCountryCode(sent: unknown, db?: Db | Tx): Promise<unknown> {
  if (typeof sent !== 'string') return sent;
  const s = sent.trim();
  if (!s) return sent;
  const rows = await allRows(db);
  const upper = s.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && (isIsoCountryCode(upper) || rows.some((r) => r.code === upper))) return upper;
  return englishNameIndex(rows).get(normalName(s)) ?? sent;
}

/** A stored country in English, the old clients' language: a code as its English display name, other text as it is. */
export const englishCountryNamer = () => countryNamer('en');
