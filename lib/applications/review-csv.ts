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

export const reviewCsvHeader = ['Application', 'Full name', 'E-mail', 'Phone', 'Country', 'Program', 'Course', 'University', 'Status', 'Submitted', 'Payment status'] as const;

export function reviewCsv(items: readonly ReviewListItem[]): string {
  return toCsv([
    reviewCsvHeader,
    ...items.map((a) => [
      a.id,
      a.fullName,
      a.email,
      a.phone,
      a.country,
      a.program.name,
      a.course.title,
      a.university.name,
      a.statusLabel,
      a.submittedAt ? a.submittedAt.toISOString().slice(0, 10) : '',
      a.paymentStatus ? paymentStatusLabels[a.paymentStatus] : '',
    ]),
  ]);
}
