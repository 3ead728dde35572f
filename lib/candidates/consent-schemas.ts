import { z } from 'zod';
import { validation as v } from '@/lib/messages';
import { flag, listInput } from './schemas';
import { msg } from '@/lib/i18n/message';

/**
 * The candidate's privacy choices, client-safe: the directory opt-in, which sensitive fields an
 * employer may see and which contact details the directory shows (the privacy form, its action
 * and lib/candidates/consent.ts judge them alike; lib/candidates/employer-view.ts applies them).
 */

/** Sensitive fields: never shown to an employer unless the candidate agrees, field by field. */
export const sensitiveFields = ['dob', 'religion', 'ethnicity', 'blood_group', 'weight', 'height', 'nid', 'passport_no'] as const;
export type SensitiveField = (typeof sensitiveFields)[number];
export const sensitiveFieldLabels: Record<SensitiveField, string> = {
  dob: msg('values.sensitiveField.dob'),
  religion: msg('values.sensitiveField.religion'),
  ethnicity: msg('values.sensitiveField.ethnicity'),
  blood_group: msg('values.sensitiveField.blood_group'),
  weight: msg('values.sensitiveField.weight'),
  height: msg('values.sensitiveField.height'),
  nid: msg('values.sensitiveField.nid'),
  passport_no: msg('values.sensitiveField.passport_no'),
};

/**
 * Contact details the candidate directory shows only with the candidate's consent, one consent
 * each (PRODUCT.md section 13); none by default. An employer the candidate applied to (a live
 * application) sees the e-mail and phone anyway: applying is consent to be contacted.
 */
export const contactFields = ['email', 'phone', 'parents', 'addresses', 'referees'] as const;
export type ContactField = (typeof contactFields)[number];
export const contactFieldLabels: Record<ContactField, string> = {
  email: msg('values.contactField.email'),
  phone: msg('values.contactField.phone'),
  parents: msg('values.contactField.parents'),
  addresses: msg('values.contactField.addresses'),
  referees: msg('values.contactField.referees'),
};

/** The directory opt-in and per-field consent. */
export const privacySchema = z.object({
  is_public: flag,
  shared_fields: z.preprocess(listInput, z.array(z.enum(sensitiveFields, { error: v.chooseOption }))).optional(),
  shared_contacts: z.preprocess(listInput, z.array(z.enum(contactFields, { error: v.chooseOption }))).optional(),
});
export type PrivacyInput = z.output<typeof privacySchema>;
