import { z } from 'zod';
import { textType } from '@/lib/forms/text';
import { paymentMethodValues, type PaymentMethod } from '@/lib/applications/values';
import { settingsMessages as m, validation } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';

/**
 * The site settings' shared schema (client-safe): the form on /admin/settings validates with it in
 * the browser and `updateSettings` parses with it on the server. Amounts are typed in whole units
 * with at most two decimals (the schema's output is the canonical text, e.g. '612.50') and stored as
 * integer minor units by `parseAmountToMinor` (money is never a float: the text is split at the
 * point, never multiplied as a number).
 */
export const paymentMethods = paymentMethodValues;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: msg('values.paymentMethod.bank_transfer'),
  cheque: msg('values.paymentMethod.cheque'),
  cash: msg('values.paymentMethod.cash'),
  online_wallet: msg('values.paymentMethod.online_wallet'),
};

export const MAX_FEE_MINOR = 100_000_000; // 1,000,000 in whole units
export const INSTRUCTIONS_MAX = 2000;
export const CASH_OFFICE_ADDRESS_MAX = 500;
export const CASH_OFFICE_HOURS_MAX = 200;

/** '500', '7,500.5', 500 → minor units (50000, 750050, 50000); anything else fails. */
export function parseAmountToMinor(raw: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the form shows them: 50000 → '500', 750050 → '7500.50'. */
export function minorToAmount(minor: number): string {
  const whole = Math.floor(minor / 100);
  const rest = minor % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

const amount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
  textType(m.amountInvalid)
    .min(1, m.amountInvalid)
    .transform((s, ctx) => {
      const minor = parseAmountToMinor(s);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: m.amountInvalid });
        return z.NEVER;
      }
      if (minor > MAX_FEE_MINOR) {
        ctx.addIssue({ code: 'custom', message: m.amountTooLarge });
        return z.NEVER;
      }
      // The canonical text ('7500', '612.50'), not the minor units: parsing the output again gives
      // the same value (the server action parses, then the domain parses again).
      return minorToAmount(minor);
    }),
);

const instructions = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  textType(m.instructionsRequired).min(1, m.instructionsRequired).max(INSTRUCTIONS_MAX, validation.maxLength(INSTRUCTIONS_MAX)),
);

/** Text on one or several lines: each line trimmed, blank lines dropped (an address). */
const lines = (required: string, max: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter((l) => l !== '')
            .join('\n')
        : v,
    textType(required).min(1, required).max(max, validation.maxLength(max)),
  );

/**
 * The whole settings form: both fees, their currency, each payment method's instructions, and
 * where and when the cash office takes payments (the fees page shows them under "How to pay").
 */
export const settingsSchema = z.object({
  application_fee: amount,
  service_fee: amount,
  currency: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: m.currencyInvalid }).regex(/^[A-Z]{3}$/, m.currencyInvalid)),
  bank_transfer: instructions,
  cheque: instructions,
  cash: instructions,
  online_wallet: instructions,
  cash_office_address: lines(m.cashOfficeAddressRequired, CASH_OFFICE_ADDRESS_MAX),
  cash_office_hours: lines(m.cashOfficeHoursRequired, CASH_OFFICE_HOURS_MAX),
});

export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsData = z.output<typeof settingsSchema>;

// Money is shown through formatMoney (lib/i18n/format.ts), in the reader's language.
