import { z } from 'zod';
import { searchText, textInput, textType } from '@/lib/forms/text';
import { pageField, perPageField } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { one } from './text-fields';
import { msg } from '@/lib/i18n/message';

/**
 * The job board's back-office contracts, client-safe: the moderation queue's URL parameters, a
 * moderation move, the two reference lists (job categories, employer types) and the employer list.
 * URL parameters never fail (an unknown value falls back to its default); inputs do, with a
 * message per field.
 */

const trimmed = (v: unknown) => {
  const s = one(v);
  return typeof s === 'string' ? s.trim() : undefined;
};

/** A lenient URL text: trimmed, at most `max` characters, '' when absent. */
const urlText = (max: number) => searchText(max).transform((v) => v ?? '');

/** A lenient URL id: a positive integer or null. */
const urlId = z.unknown().optional().transform((v) => {
  const s = trimmed(v);
  return s && /^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : null;
});

/** A lenient URL date (YYYY-MM-DD) or null. */
const urlDate = z.unknown().optional().transform((v) => {
  const s = trimmed(v);
  return s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) ? s : null;
});

// ---------------------------------------------------------------------------------------------
// The moderation queue

export const queueStatusValues = ['all', 'reviewing', 'approved', 'rejected', 'expired', 'closed'] as const;
export type QueueStatus = (typeof queueStatusValues)[number];

export const queueStatusLabels: Record<QueueStatus, string> = {
  all: msg('values.queueStatus.all'),
  reviewing: msg('values.queueStatus.reviewing'),
  approved: msg('values.queueStatus.approved'),
  rejected: msg('values.queueStatus.rejected'),
  expired: msg('values.queueStatus.expired'),
  closed: msg('values.queueStatus.closed'),
};

/** `/admin/jobs?status=&category=&employer=&from=&to=&q=&page=&per_page=` (the queue opens on jobs in review). */
export const jobQueueParamsSchema = z.object({
  q: urlText(100),
  status: z.unknown().optional().transform((v): QueueStatus => {
    const s = trimmed(v);
    return (queueStatusValues as readonly string[]).includes(s ?? '') ? (s as QueueStatus) : 'reviewing';
  }),
  category: urlId,
  /** organisation name or the employer's e-mail (a piece of either) */
  employer: urlText(100),
  /** posted on or after (YYYY-MM-DD) */
  from: urlDate,
  /** posted on or before (YYYY-MM-DD) */
  to: urlDate,
  page: pageField,
  per_page: perPageField,
});
export type JobQueueParams = z.output<typeof jobQueueParamsSchema>;

export const moderationMoveValues = ['approve', 'reject', 'backToReview'] as const;
export type ModerationMove = (typeof moderationMoveValues)[number];

export const REJECTION_REASON_MAX = 1000;
export const rejectionReasonRequired = msg('validation.jobs.rejectionReasonRequired');

/** One moderation move; a rejection needs a reason (the employer reads it). */
export const moderationSchema = z
  .object({
    move: z.enum(moderationMoveValues, { error: validation.chooseOption }),
    reason: z
      .string()
      .trim()
      .max(REJECTION_REASON_MAX, validation.maxLength(REJECTION_REASON_MAX))
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((v, ctx) => {
    if (v.move === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: rejectionReasonRequired });
  });
export type ModerationInput = z.output<typeof moderationSchema>;

/** The legacy call's `status` → our move. */
export const legacyStatusMoves = { approved: 'approve', rejected: 'reject', reviewing: 'backToReview' } as const satisfies Record<string, ModerationMove>;

export const legacyModerationSchema = z
  .object({
    status: z.enum(['approved', 'reviewing', 'rejected'], { error: msg('validation.jobs.legacyModerationStatus') }),
    reason: z.string().trim().max(REJECTION_REASON_MAX, validation.maxLength(REJECTION_REASON_MAX)).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: rejectionReasonRequired });
  })
  .transform((v): ModerationInput => ({ move: legacyStatusMoves[v.status], reason: v.reason || undefined }));

// ---------------------------------------------------------------------------------------------
// Job categories and employer types: a code and a name

// A code the old clients may send as a number (`code: 101`) is its digits; other types: "Enter text".
const requiredText = (max: number) => z.preprocess(textInput, textType().trim().min(1, validation.required).max(max, validation.maxLength(max)));

export const referenceItemSchema = z.object({
  code: requiredText(40),
  name: requiredText(120),
});
export type ReferenceItemInput = z.output<typeof referenceItemSchema>;

/** An update changes only what it is sent (and cannot blank either field). */
export const referenceItemUpdateSchema = referenceItemSchema.partial();

export const referenceListParamsSchema = z.object({
  q: urlText(100),
  sort: z.unknown().optional().transform((v) => {
    const s = trimmed(v);
    return s === 'code' || s === 'name' || s === 'created' || s === 'updated' ? s : 'name';
  }),
  dir: z.unknown().optional().transform((v) => (trimmed(v) === 'desc' ? 'desc' : 'asc') as 'asc' | 'desc'),
  page: pageField,
  per_page: perPageField,
});
export type ReferenceListParams = z.output<typeof referenceListParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Employers

export const employerListParamsSchema = z.object({
  q: urlText(100),
  page: pageField,
  per_page: perPageField,
});
export type EmployerListParams = z.output<typeof employerListParamsSchema>;

