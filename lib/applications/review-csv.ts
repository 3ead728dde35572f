import 'server-only';
import { renderMessage } from '@/lib/i18n/catalogue';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { msg, parseMessage } from '@/lib/i18n/message';
import type { ReviewListItem } from './types';
import { paymentStatusLabels } from './review-schemas';

/**
 * The CSV of the admin application list (pure, unit-tested). RFC 4180 quoting, CRLF line ends and
 * a byte-order mark so spreadsheet programs read UTF-8 names right. A cell that a spreadsheet would
 * run as a formula (it starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe,
 * so a name such as `=HYPERLINK(…)` typed by a student stays text (CSV injection).
 * Hand-written rather than papaparse: these few lines are the whole job, with no new dependency.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The header row as message tokens (`review.csv.*`), rendered in the reader's language by `reviewCsv`. */
export const reviewCsvHeader = [msg('review.csv.application'), msg('review.csv.fullName'), msg('review.csv.email'), msg('review.csv.phone'), msg('review.csv.country'), msg('review.csv.program'), msg('review.csv.course'), msg('review.csv.university'), msg('review.csv.status'), msg('review.csv.submitted'), msg('review.csv.paymentStatus')] as const;

const rowOf = (a: ReviewListItem, t: (text: string) => string): unknown[] => [
  a.id,
  t(a.fullName),
  a.email,
  a.phone,
  a.country,
  a.program.name,
  a.course.title,
  a.university.name,
  t(a.statusLabel),
  a.submittedAt ? a.submittedAt.toISOString().slice(0, 10) : '',
  a.paymentStatus ? t(paymentStatusLabels[a.paymentStatus]) : '',
];

/** The streamed CSV's start: the byte-order mark and the header row in `locale`. */
export function reviewCsvHeaderLine(locale: Locale = defaultLocale): string {
  return `\uFEFF${reviewCsvHeader.map((h) => csvCell(renderMessage(h, locale))).join(',')}\r\n`;
}

/**
 * `renderMessage` in `locale` that renders each token once. A batch's labels are a handful of
 * tokens (statuses, payment statuses, "deleted account") repeated on every row, and one rendering
 * through the message formatter costs some 15 µs and kilobytes of garbage (its memo key is a JSON
 * string of the message and its formats): ten concurrent exports spent most of their time there,
 * and their garbage, promoted while the batches waited for the connection, grew the old generation
 * by hundreds of megabytes between collections. Text that is not a token (a name) is returned as
 * it is, and not kept.
 */
function tokenRenderer(locale: Locale): (text: string) => string {
  const rendered = new Map<string, string>();
  return (text) => {
    if (!parseMessage(text)) return text;
    let words = rendered.get(text);
    if (words === undefined) rendered.set(text, (words = renderMessage(text, locale)));
    return words;
  };
}

/** A batch of rows of the streamed CSV (each line ends CRLF). */
export function reviewCsvLines(items: readonly ReviewListItem[], locale: Locale = defaultLocale): string {
  const t = tokenRenderer(locale);
  return items.map((a) => `${rowOf(a, t).map(csvCell).join(',')}\r\n`).join('');
}

/** The CSV in `locale` (the request's language, `requestLocale()` of lib/i18n/locale.ts): headers and labels rendered. */
export function reviewCsv(items: readonly ReviewListItem[], locale: Locale = defaultLocale): string {
  return reviewCsvHeaderLine(locale) + reviewCsvLines(items, locale);
}
