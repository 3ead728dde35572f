import { z } from 'zod';
import { searchText } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import { applicationStatusValues, type ApplicationStatus, type PaymentStatus } from './values';
import { perPageField, pageField } from '@/lib/http/page';
import { documentSlotSchema } from './schemas';
import { msg } from '@/lib/i18n/message';
import { applicationMessages } from '@/lib/messages';

/**
 * The back office's review inputs (client-safe): the list's URL parameters (shared by the page,
 * the CSV export and the legacy list), the bulk move, the single status change, a document's
 * review and an internal note. The same schemas check the forms in the browser and the server.
 */

/** What the admin list filters by: every status but a draft (drafts are the student's own). */
export const reviewStatusValues = applicationStatusValues.filter((s) => s !== 'draft') as Exclude<ApplicationStatus, 'draft'>[];

export const reviewSortValues = ['submitted', 'name', 'country', 'program', 'course', 'university', 'status', 'payment'] as const;
export type ReviewSort = (typeof reviewSortValues)[number];

const text = searchText;
const optionalId = z
  .union([z.string(), z.number()])
  .optional()
  .catch(undefined)
  .transform((v) => {
    const n = typeof v === 'number' ? v : v && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
    return Number.isInteger(n) && n > 0 ? n : undefined;
  });
const isoDate = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => {
    const s = v?.trim();
    if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return undefined;
    const d = new Date(`${s}T00:00:00Z`);
    return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s ? undefined : s;
  });

/**
 * `/admin/applications?status=&university_id=&program_id=&country=&from=&to=&q=&sort=&dir=&page=&per_page=`.
 * Lenient like every list read from a URL: an unknown value is dropped, never an error page.
 * `from` and `to` are submission dates (YYYY-MM-DD, both inclusive).
 */
export const reviewListSchema = z.object({
  q: text(100),
  status: z.enum(reviewStatusValues as [string, ...string[]]).optional().catch(undefined) as z.ZodType<Exclude<ApplicationStatus, 'draft'> | undefined>,
  university_id: optionalId,
  /** The university type-ahead's typed text (sent without JavaScript): the page resolves it (one match filters, several are offered); the list itself filters by the id only. */
  university_q: text(100),
  program_id: optionalId,
  country: text(100),
  from: isoDate,
  to: isoDate,
  sort: z.enum(reviewSortValues).optional().catch(undefined).transform((v) => v ?? 'submitted'),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  // Paged in index order: every page the count offers opens its own rows (no cap at page 500).
  page: pageField,
  per_page: perPageField,
});
export type ReviewListParams = z.output<typeof reviewListSchema>;
export type ReviewFilters = Omit<ReviewListParams, 'page' | 'per_page' | 'sort' | 'dir'>;

/** The direction a sort takes when the URL names none: newest submissions first, names A-Z. */
export const defaultDir = (sort: ReviewSort): 'asc' | 'desc' => (sort === 'submitted' ? 'desc' : 'asc');

/** The list's URL for a query (the page, the sort headers, pagination and the export share it). */
export function reviewListHref(query: Partial<ReviewListParams>, base = '/admin/applications'): string {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.status) p.set('status', query.status);
  if (query.university_id) p.set('university_id', String(query.university_id));
  else if (query.university_q) p.set('university_q', query.university_q);
  if (query.program_id) p.set('program_id', String(query.program_id));
  if (query.country) p.set('country', query.country);
  if (query.from) p.set('from', query.from);
  if (query.to) p.set('to', query.to);
  if (query.sort && query.sort !== 'submitted') p.set('sort', query.sort);
  if (query.dir && query.sort && query.dir !== defaultDir(query.sort)) p.set('dir', query.dir);
  else if (query.dir && !query.sort && query.dir !== 'desc') p.set('dir', query.dir);
  if (query.per_page && query.per_page !== 20) p.set('per_page', String(query.per_page));
  if (query.page && query.page > 1) p.set('page', String(query.page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

/** A type-ahead's question (`?q=&limit=`): the one shape every type-ahead endpoint takes. */
export { optionSearchSchema } from '@/lib/lists/option-search';

/** The moves a bulk change may make: only those that need nothing per application. */
export const bulkTargets = ['under_review', 'rejected'] as const;

const ids = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(idSchema()).min(1, msg('validation.review.chooseApplications')).max(60),
);

export const bulkMoveSchema = z
  .object({
    ids,
    to: z.enum(bulkTargets),
    note: z.string().trim().max(2000).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.to === 'rejected' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: applicationMessages.reasonRequired });
  });
export type BulkMoveInput = z.input<typeof bulkMoveSchema>;

/** One application's status change from the detail page (request documents has its own form). */
export const reviewMoveSchema = z.object({
  applicationId: idSchema(),
  to: z.enum(['under_review', 'accepted', 'rejected'], { error: msg('validation.review.chooseStatus') }),
  note: z.string().trim().max(2000).optional().default(''),
});

/** Request one slot again, with the reason the student reads. */
export const requestAgainSchema = z.object({
  applicationId: idSchema(),
  slot: documentSlotSchema,
  reason: z.string().trim().min(1, applicationMessages.reasonRequired).max(2000),
});

export const acceptDocumentSchema = z.object({
  applicationId: idSchema(),
  slot: documentSlotSchema,
});

/** An internal note: read by the admissions office only, never by the student. */
export const reviewNoteSchema = z.object({
  applicationId: idSchema(),
  body: z.string().trim().min(1, msg('validation.review.noteRequired')).max(5000, msg('validation.review.noteTooLong')),
});

/** An application's payment status: the worse of its two fees (none before submission). */
const paymentRank: Record<PaymentStatus, number> = { unpaid: 0, refunded: 1, pending: 2, paid: 3 };
export function worsePaymentStatus(statuses: readonly PaymentStatus[]): PaymentStatus | null {
  if (statuses.length === 0) return null;
  return statuses.reduce((a, b) => (paymentRank[b] < paymentRank[a] ? b : a));
}
export const paymentStatusLabels: Record<PaymentStatus, string> = { unpaid: msg('values.paymentStatusReview.unpaid'), pending: msg('values.paymentStatusReview.pending'), paid: msg('values.paymentStatusReview.paid'), refunded: msg('values.paymentStatusReview.refunded') };

/** The list's parameters as a URL's query carries them (unknown keys left out), for the use case to judge. */
export function reviewListQuery(q: URLSearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(reviewListSchema.shape).map((k) => [k, q.get(k) ?? undefined]));
}
