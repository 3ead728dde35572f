import { z } from 'zod';
import { textType } from '@/lib/forms/text';
import { msg } from '@/lib/i18n/message';
import { validation } from '@/lib/messages';

/**
 * Who runs the service (client-safe): the legal entity, the jurisdiction it is registered in, and
 * its registered office. One site setting (`site_settings` key 'legal') that the About, terms and
 * privacy pages all read, so they cannot disagree; edited on /admin/settings with this schema (the
 * form in the browser, `updateLegalSettings` on the server). `demo` marks placeholder values: the
 * pages then say the company is not real.
 */
export const LEGAL_TEXT_MAX = 120;
export const ADDRESS_LINES_MAX = 6;

export const legalMessages = {
  saved: msg('settingsDomain.legal.saved'),
  entityRequired: msg('validation.settings.legal.entityRequired'),
  jurisdictionRequired: msg('validation.settings.legal.jurisdictionRequired'),
  addressRequired: msg('validation.settings.legal.addressRequired'),
  addressTooManyLines: msg('validation.settings.legal.addressTooManyLines', { n: ADDRESS_LINES_MAX }),
  addressLineTooLong: msg('validation.settings.legal.addressLineTooLong', { n: LEGAL_TEXT_MAX }),
  tooLong: validation.maxLength(LEGAL_TEXT_MAX),
  addressNamesJurisdiction: msg('validation.settings.legal.addressNamesJurisdiction'),
} as const;

const text = (required: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v), textType(required)
      .min(1, required)
      // One message each: empty is "required", one letter "at least 2"; not aborting, so the form's
      // cross-field check (the office in the jurisdiction) still speaks while a field is empty.
      .refine((s) => s.length !== 1, validation.minLength(2))
      .max(LEGAL_TEXT_MAX, legalMessages.tooLong));

/** The lines of an address typed in a textarea: blank lines dropped, each trimmed. */
export function addressLines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** The countries a jurisdiction belongs to, for the office-address check (the UK's three). */
const jurisdictionCountries: Record<string, string[]> = {
  'england and wales': ['united kingdom', 'uk', 'england', 'wales'],
  scotland: ['united kingdom', 'uk', 'scotland'],
  'northern ireland': ['united kingdom', 'uk', 'northern ireland'],
};

/**
 * A registered office lies in the jurisdiction the company is registered in: one of the address's
 * lines names the jurisdiction or its country ("England and Wales" → "United Kingdom").
 */
export function addressMatchesJurisdiction(lines: readonly string[], jurisdiction: string): boolean {
  const j = jurisdiction.trim().toLowerCase();
  const names = [j, ...(jurisdictionCountries[j] ?? [])];
  const address = lines.join('\n').toLowerCase();
  return names.some((n) => address.includes(n));
}

const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

export const legalSettingsSchema = z
  .object({
    entity: text(legalMessages.entityRequired),
    jurisdiction: text(legalMessages.jurisdictionRequired),
    registered_office: textType(legalMessages.addressRequired)
      .transform((s, ctx) => {
        const lines = addressLines(s);
        if (lines.length === 0) ctx.addIssue({ code: 'custom', message: legalMessages.addressRequired });
        else if (lines.length > ADDRESS_LINES_MAX) ctx.addIssue({ code: 'custom', message: legalMessages.addressTooManyLines });
        else if (lines.some((l) => l.length > LEGAL_TEXT_MAX)) ctx.addIssue({ code: 'custom', message: legalMessages.addressLineTooLong });
        // The canonical text (one line each): parsing the output again gives the same value.
        return lines.join('\n');
      }),
    demo: checkbox,
  })
  .superRefine((d, ctx) => {
    if (d.registered_office && d.jurisdiction && !addressMatchesJurisdiction(addressLines(d.registered_office), d.jurisdiction)) {
      ctx.addIssue({ code: 'custom', path: ['registered_office'], message: legalMessages.addressNamesJurisdiction });
    }
  });

export type LegalSettingsInput = z.input<typeof legalSettingsSchema>;

/** The facts as the pages show them. */
export interface LegalFacts {
  entity: string;
  jurisdiction: string;
  /** the registered office, one line each (its first line is usually the entity's name) */
  registeredOffice: string[];
  /** placeholder values of the demo: the pages say so */
  demo: boolean;
}
