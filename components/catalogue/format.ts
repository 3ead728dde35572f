import { defaultLocale, localeTags, type Locale } from '@/lib/i18n/config';

/**
 * Display formats of catalogue facts (client-safe), in the page's language (English by default):
 * money arrives in CNY fen (integer minor units) and is shown in whole yuan; dates arrive as
 * 'YYYY-MM-DD' and months as 'YYYY-MM'. Intl does the words (month names, "4 ans", "4 года") and
 * the numbers (25,000 · 25 000 · ٢٥٬٠٠٠ is not used: Arabic pages keep Western digits, as the
 * catalogue's own numbers do).
 */

/** The Intl tag of a language: British English for English (day before month), Latin digits for Arabic. */
const tagOf = (locale: Locale) => (locale === 'en' ? 'en-GB' : locale === 'ar' ? 'ar-u-nu-latn' : localeTags[locale]);

// Built once per language and kind: constructing an Intl format costs more than the rest of a
// card (the finder renders dozens per request).
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${kind}`;
  let f = made.get(key) as Intl.NumberFormat | undefined;
  if (!f) made.set(key, (f = new Intl.NumberFormat(tagOf(locale), options)));
  return f;
}
function dateFormat(locale: Locale, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${kind}`;
  let f = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) made.set(key, (f = new Intl.DateTimeFormat(tagOf(locale), { timeZone: 'UTC', ...options })));
  return f;
}

/** 2500000 → "CNY 25,000" (whole yuan; fen shown only when there are any); "25 000 CNY" in French. */
export function formatCny(minor: number | null | undefined, locale: Locale = defaultLocale): string | null {
  if (minor === null || minor === undefined) return null;
  const yuan = minor / 100;
  const digits = Number.isInteger(yuan) ? 0 : 2;
  if (locale === 'en') return `CNY ${numberFormat(locale, `plain ${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(yuan)}`;
  return numberFormat(locale, `cny ${digits}`, { style: 'currency', currency: 'CNY', currencyDisplay: 'code', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(yuan);
}

/** '2026-08-20' → "20 August 2026" ("20 août 2026", "2026年8月20日"). */
export function formatDate(iso: string | null | undefined, locale: Locale = defaultLocale): string | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return dateFormat(locale, 'day', { day: 'numeric', month: 'long', year: 'numeric' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** '2026-09' → "September 2026" ("septembre 2026", "2026年9月"). */
export function formatMonth(ym: string | null | undefined, locale: Locale = defaultLocale): string | null {
  if (!ym) return null;
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  return dateFormat(locale, 'month', { month: 'long', year: 'numeric' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

/** The day of a timestamp, in UTC: "5 Mar 2026" ("5 mars 2026", "2026年3月5日"). */
export function formatDay(at: Date, locale: Locale = defaultLocale): string {
  return dateFormat(locale, 'short day', { day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}

/** A moment, in UTC: "5 Mar 2026, 14:05" (the back office's and the timeline's "when"). */
export function formatMoment(at: Date, locale: Locale = defaultLocale): string {
  return dateFormat(locale, 'moment', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

const languageNames = new Map<Locale, Intl.DisplayNames>();
/**
 * A language's name in `locale` from its ISO 639 code ("ar" → "arabe" in French); English keeps
 * `english`, the name the lists store ("Farsi", where Intl says "Persian").
 */
export function formatLanguageName(code: string, english: string, locale: Locale = defaultLocale): string {
  if (locale === 'en') return english;
  let names = languageNames.get(locale);
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([tagOf(locale)], { type: 'language', fallback: 'none' })));
  const name = names.of(code);
  return name ? name.charAt(0).toLocaleUpperCase(tagOf(locale)) + name.slice(1) : english;
}

/** 4 → "4 years", 0.5 → "6 months", 1 → "1 year", 2.5 → "2.5 years" ("4 ans", "4 года", "4年"). */
export function formatDuration(years: number | null | undefined, locale: Locale = defaultLocale): string | null {
  if (years === null || years === undefined) return null;
  if (years < 1) return numberFormat(locale, 'months', { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(Math.round(years * 12));
  return numberFormat(locale, 'years', { style: 'unit', unit: 'year', unitDisplay: 'long', maximumFractionDigits: 1 }).format(years);
}

/** An ISO 8601 duration for structured data (4 → "P4Y", 0.5 → "P6M"). */
export function isoDuration(years: number | null | undefined): string | undefined {
  if (years === null || years === undefined) return undefined;
  return Number.isInteger(years) ? `P${years}Y` : `P${Math.round(years * 12)}M`;
}

/** "1,234" or "1,000+" for a capped count ("1 234", "1 000+" in French). */
export function formatCount(n: number, capped = false, locale: Locale = defaultLocale): string {
  return `${numberFormat(locale, 'count', {}).format(n)}${capped ? '+' : ''}`;
}
