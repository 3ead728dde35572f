import { defaultLocale, localeTags, type Locale } from './config';

/**
 * Display formats of numbers, money, dates and durations (client-safe), in the reader's language
 * (English by default): every page, e-mail and list formats through here with the language it
 * renders in (`await requestLocale()` on the server, `useLocale()` in a component, the recipient's
 * for an e-mail). Money arrives in minor units (fen, pence: integers) and is shown in whole units
 * with the cents only when there are any; dates arrive as 'YYYY-MM-DD' (or a Date, read in UTC) and
 * months as 'YYYY-MM'. Intl does the words (month names, "4 ans", "4 года") and the number shapes
 * (25,000 · 25 000); Arabic pages keep Latin digits (`ar-u-nu-latn`: 25,000, not ٢٥٬٠٠٠), so numbers
 * stay readable beside the Latin names, codes and references the catalogue shows.
 * components/catalogue/format.ts re-exports these for the components.
 */

/** The Intl tag of a language: British English for English (day before month), Latin digits for Arabic. */
export const intlTag = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale === 'ar' ? 'ar-u-nu-latn' : localeTags[locale]);

// Built once per language and kind: constructing an Intl format costs more than the rest of a
// card (the finder renders dozens per request).
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${kind}`;
  let f = made.get(key) as Intl.NumberFormat | undefined;
  if (!f) made.set(key, (f = new Intl.NumberFormat(intlTag(locale), options)));
  return f;
}
function dateFormat(locale: Locale, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${kind}`;
  let f = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) made.set(key, (f = new Intl.DateTimeFormat(intlTag(locale), { timeZone: 'UTC', ...options })));
  return f;
}

/**
 * An amount in minor units with its currency: 2500000 CNY → "CNY 25,000" ("25 000 CNY" in French),
 * 1234550 → "CNY 12,345.50". `display: 'symbol'` shows the currency's sign (the job board's
 * pounds: "£24,000", "24 000 £GB"). English keeps the code before the number, as the settings and
 * the e-mails always showed it.
 */
export function formatMoney(minor: number, currency: string, locale: Locale = defaultLocale, display: 'code' | 'symbol' = 'code'): string {
  const units = minor / 100;
  const digits = Number.isInteger(units) ? 0 : 2;
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  // Intl refuses a currency that is not three letters: such a stored value is shown as it is.
  if (!/^[A-Za-z]{3}$/.test(currency) || (locale === 'en' && display === 'code')) {
    return `${currency} ${numberFormat(locale, `plain ${digits}`, fraction).format(units)}`;
  }
  const code = currency.toUpperCase();
  return numberFormat(locale, `${display} ${code} ${digits}`, { style: 'currency', currency: code, currencyDisplay: display, ...fraction }).format(units);
}

/** 2500000 → "CNY 25,000" (whole yuan; fen shown only when there are any); "25 000 CNY" in French. */
export function formatCny(minor: number | null | undefined, locale: Locale = defaultLocale): string | null {
  if (minor === null || minor === undefined) return null;
  return formatMoney(minor, 'CNY', locale);
}

/** A date: '2026-08-20' (or a Date, its UTC day) → "20 August 2026" ("20 août 2026", "2026年8月20日"). */
export function formatDate(value: string | Date | null | undefined, locale: Locale = defaultLocale): string | null {
  if (!value) return null;
  const f = dateFormat(locale, 'day', { day: 'numeric', month: 'long', year: 'numeric' });
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : f.format(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return f.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** '2026-09' → "September 2026" ("septembre 2026", "2026年9月"). */
export function formatMonth(ym: string | null | undefined, locale: Locale = defaultLocale): string | null {
  if (!ym) return null;
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  return dateFormat(locale, 'month', { month: 'long', year: 'numeric' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

/** '2026-03' → "Mar 2026" ("mars 2026", "2026年3月"): a chart's month. */
export function formatShortMonth(ym: string, locale: Locale = defaultLocale): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  return dateFormat(locale, 'short month', { month: 'short', year: 'numeric' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

/** The day of a timestamp (in UTC) or of a 'YYYY-MM-DD' date, short: "5 Mar 2026" ("5 mars 2026", "2026年3月5日"). */
export function formatDay(at: Date | string, locale: Locale = defaultLocale): string {
  const f = dateFormat(locale, 'short day', { day: 'numeric', month: 'short', year: 'numeric' });
  if (at instanceof Date) return f.format(at);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(at);
  return m ? f.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : at;
}

/** A moment (a Date or an ISO timestamp), in UTC: "5 Mar 2026, 14:05" (the back office's and the timeline's "when"). */
export function formatMoment(at: Date | string, locale: Locale = defaultLocale): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return dateFormat(locale, 'moment', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

const languageNames = new Map<Locale, Intl.DisplayNames>();
/**
 * A language's name in `locale` from its ISO 639 code ("ar" → "arabe" in French); English keeps
 * `english`, the name the lists store ("Farsi", where Intl says "Persian").
 */
export function formatLanguageName(code: string, english: string, locale: Locale = defaultLocale): string {
  if (locale === 'en') return english;
  let names = languageNames.get(locale);
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([intlTag(locale)], { type: 'language', fallback: 'none' })));
  const name = names.of(code);
  return name ? name.charAt(0).toLocaleUpperCase(intlTag(locale)) + name.slice(1) : english;
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

/** A file's size: "1.5 MB" from a megabyte on, else whole kilobytes ("12 kB"; "1,5 Mo", "12 кБ"). */
export function formatFileSize(bytes: number, locale: Locale = defaultLocale): string {
  if (bytes >= 1024 * 1024) {
    return numberFormat(locale, 'megabytes', { style: 'unit', unit: 'megabyte', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
  }
  return numberFormat(locale, 'kilobytes', { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(Math.max(1, Math.round(bytes / 1024)));
}

// Phone numbers are shown with `formatPhone` (lib/forms/phone.ts), beside the rule that reads them:
// kept out of this module so the pages that format only numbers and dates do not load the phone
// metadata.
