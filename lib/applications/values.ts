/**
 * The admissions value lists: application statuses, payment statuses, methods and kinds, document slots.
 * Client-safe (no imports): db/schema/enums.ts builds its Postgres enums from these lists, and the
 * zod schemas and the UI read them from here, so nothing a client component imports reaches db/.
 */

export const applicationStatusValues = [
  'draft',
  'submitted',
  'under_review',
  'documents_requested',
  'resubmitted',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatusValues)[number];
/** Statuses after which an application is closed (no longer blocks a new one for the same course). */
export const closedApplicationStatuses = ['accepted', 'rejected', 'withdrawn'] as const satisfies readonly ApplicationStatus[];

export const paymentStatusValues = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const paymentMethodValues = ['bank_transfer', 'cheque', 'cash', 'online_wallet'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];

/** One payment row per fee per application (see db/README.md). */
export const paymentKindValues = ['application_fee', 'service_fee'] as const;
export type PaymentKind = (typeof paymentKindValues)[number];

export const documentSlotValues = [
  'passport',
  'highest_certificate',
  'foreign_certificate',
  'non_criminal_certificate',
  'bank_solvency',
  'cv',
  'award_certificate',
  'parent_certificate',
  'other',
] as const;
export type DocumentSlot = (typeof documentSlotValues)[number];
