import { z } from 'zod';
import { searchText, textType } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import {
  paymentKindValues,
  paymentStatusValues,
  type ApplicationStatus,
  type PaymentKind,
  type PaymentStatus,
} from './values';
import { perPageField, pageField } from '@/lib/http/page';
import { feesMessages as m } from '@/lib/messages';
import { paymentMethods } from '@/lib/settings/schemas';
import { msg } from '@/lib/i18n/message';

/**
 * The fees page's contract (client-safe): the payment reference a student records, checked by the
 * form in the browser and by `recordPaymentReference` on the server. Never card data: a reference
 * that reads as a card number (13-19 digits passing the Luhn check) is refused.
 */
export const paymentKinds = paymentKindValues;

export const paymentKindLabels: Record<PaymentKind, string> = {
  application_fee: msg('values.paymentKind.application_fee'),
  service_fee: msg('values.paymentKind.service_fee'),
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: msg('values.paymentStatus.unpaid'),
  pending: msg('values.paymentStatus.pending'),
  paid: msg('values.paymentStatus.paid'),
  refunded: msg('values.paymentStatus.refunded'),
};
export const paymentStatuses = paymentStatusValues;

/** Which fee a reference pays: one of the two, or every fee still open (one transfer for both). */
export const feeChoiceValues = ['all', ...paymentKindValues] as const;
export type FeeChoice = (typeof feeChoiceValues)[number];

/** Whether digits read as a payment card number (length and Luhn check digit). */
export function looksLikeCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^[2-6]\d{12,18}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An application or payment id (the one id rule); a bad one is "not payable". */
const idField = idSchema({ required: m.notPayable, invalid: m.notPayable });

export const paymentReferenceSchema = z.object({
  application_id: idField,
  fee: z.enum(feeChoiceValues, { error: m.feeRequired }),
  method: z.enum(paymentMethods, { error: m.methodRequired }),
  reference: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
    textType(m.referenceRequired)
      .min(1, m.referenceRequired)
      .min(3, m.referenceTooShort)
      .max(100, m.referenceTooLong)
      .regex(/^[\p{L}\p{N} ./#-]+$/u, m.referenceInvalid)
      .refine((s) => !looksLikeCardNumber(s), m.noCardNumbers),
  ),
});

export type PaymentReferenceInput = z.input<typeof paymentReferenceSchema>;

/**
 * The application statuses whose fees the student may pay: submitted and not closed (a draft has
 * no fees yet; a withdrawn or rejected application is not charged).
 */
export const feesPayableIn = ['submitted', 'under_review', 'documents_requested', 'resubmitted', 'accepted'] as const satisfies readonly ApplicationStatus[];

/** The payment statuses in which the student may (re)record a reference: unpaid → pending, and a pending one corrected before it is confirmed. */
export const referenceRecordableIn = ['unpaid', 'pending'] as const satisfies readonly PaymentStatus[];

/* The back office (/admin/payments). */


/** The admin payments list, as its URL carries it (lenient: an unknown value falls back). */
export const adminPaymentListSchema = z.object({
  q: searchText(100),
  status: z.enum(['all', ...paymentStatusValues]).catch('all').default('all'),
  page: pageField,
  per_page: perPageField,
});
export type AdminPaymentListParams = z.output<typeof adminPaymentListSchema>;

export const confirmPaymentSchema = z.object({ id: idField });
export const refundPaymentSchema = z.object({
  id: idField,
  reason: textType(m.refundReasonRequired).trim().min(1, m.refundReasonRequired).max(1000),
});

/** The office's moves on a fee: confirm an unpaid or pending one (paid), refund a paid one. */
export const confirmableIn = ['unpaid', 'pending'] as const satisfies readonly PaymentStatus[];
export const refundableIn = ['paid'] as const satisfies readonly PaymentStatus[];
