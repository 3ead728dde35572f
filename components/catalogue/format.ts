/**
 * Display formats of catalogue facts (client-safe). Money arrives in CNY fen (integer minor
 * units) and is shown in whole yuan; dates arrive as 'YYYY-MM-DD' and months as 'YYYY-MM'.
 */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Built once: `toLocaleString(locale, options)` constructs a new Intl.NumberFormat on every call,
// which costs more than the rest of a card (the finder renders dozens per request).
const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-GB');

/** 2500000 → "CNY 25,000" (whole yuan; fen shown only when there are any). */
export function formatCny(minor: number | null | undefined): string | null {
  if (minor === null || minor === undefined) return null;
  const yuan = minor / 100;
  return `CNY ${(Number.isInteger(yuan) ? wholeNumber : twoDecimals).format(yuan)}`;
}

/** '2026-08-20' → "20 August 2026". */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return `${Number(m[3])} ${months[Number(m[2]) - 1]} ${m[1]}`;
}

/** '2026-09' → "September 2026". */
export function formatMonth(ym: string | null | undefined): string | null {
  if (!ym) return null;
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  return `${months[Number(m[2]) - 1]} ${m[1]}`;
}

/** 4 → "4 years", 0.5 → "6 months", 1 → "1 year", 2.5 → "2.5 years". */
export function formatDuration(years: number | null | undefined): string | null {
  if (years === null || years === undefined) return null;
  if (years < 1) return `${Math.round(years * 12)} months`;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** An ISO 8601 duration for structured data (4 → "P4Y", 0.5 → "P6M"). */
export function isoDuration(years: number | null | undefined): string | undefined {
  if (years === null || years === undefined) return undefined;
  return Number.isInteger(years) ? `P${years}Y` : `P${Math.round(years * 12)}M`;
}

/** "1,234" or "1,000+" for a capped count. */
export function formatCount(n: number, capped = false): string {
  return `${count.format(n)}${capped ? '+' : ''}`;
}
