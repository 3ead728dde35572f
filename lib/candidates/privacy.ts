import type { ResumeView } from './resume-view';
import { contactFields, sensitiveFields, type ContactField, type SensitiveField } from './consent-schemas';

/**
 * What one viewer may see of one job seeker, as decided by `employerViewOf`
 * (lib/candidates/employer-view.ts, the one rule); this file only applies it. Pure and client-safe.
 */
export interface EmployerView {
  /** The candidate is listed in the directory (opted in, account enabled). */
  listed: boolean;
  /** The viewer's jobs hold at least one live (not withdrawn) application of the candidate. */
  applied: boolean;
  /** The sensitive basic-info fields shown (the candidate's per-field consent). */
  sensitive: readonly SensitiveField[];
  /** The contact details shown: the candidate's consent, plus e-mail and phone with a live application. */
  contacts: readonly ContactField[];
  /** The picture at its file address (a live application); the directory shows a listed candidate's by its own route. */
  photo: boolean;
  /** The uploaded_files ids of the CVs the viewer may read: those sent with live applications. */
  cvFileIds: readonly number[];
}

/** Nothing at all: a viewer with no reason to see the candidate. */
export const nothingShown: EmployerView = { listed: false, applied: false, sensitive: [], contacts: [], photo: false, cvFileIds: [] };

/**
 * What an employer may see of a candidate's basic information: every sensitive field (date of
 * birth, religion, ethnicity, blood group, weight, height, national id, passport number) is
 * removed unless the candidate agreed to show that one field.
 */
export function basicInfoForEmployers<T extends Record<string, unknown>>(basic: T, sharedFields: readonly SensitiveField[]): Partial<T> {
  const out: Record<string, unknown> = { ...basic };
  for (const field of sensitiveFields) if (!sharedFields.includes(field)) delete out[field];
  return out as Partial<T>;
}

/** The basic-info fields and reference-row fields each contact consent covers. */
const contactBasicKeys: Record<ContactField, readonly string[]> = {
  email: ['secondary_mail'],
  phone: ['primary_contact_no', 'secondary_contact_no', 'emergency_contact_no'],
  parents: ['fathers_name', 'mothers_name'],
  addresses: [],
  referees: [],
};
const refereeContactKeys = ['email', 'cell_no', 'address'] as const;
/** Without the addresses consent an address keeps only where the candidate is (city, country), as the directory's list shows. */
const coarseAddressKeys = ['city', 'country'] as const;

function coarse(address: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!address) return null;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(address)) out[k] = (coarseAddressKeys as readonly string[]).includes(k) ? address[k] : null;
  return out;
}

/**
 * A resume as the viewer may read it: the fields the view does not show are gone from the DTO
 * (so no page can render them), the consent lists are not handed out, and the picture is kept
 * only when the view shows it (the door sets its address).
 */
export function resumeForEmployer(resume: ResumeView, view: EmployerView): ResumeView {
  const hidden = (c: ContactField) => !view.contacts.includes(c);
  const basic: Record<string, unknown> = basicInfoForEmployers(resume.basic_info, view.sensitive);
  for (const c of contactFields) if (hidden(c)) for (const k of contactBasicKeys[c]) delete basic[k];
  const references = hidden('referees')
    ? resume.rows.reference.map((r) => {
        const out = { ...r };
        for (const k of refereeContactKeys) delete out[k];
        return out;
      })
    : resume.rows.reference;
  return {
    ...resume,
    email: hidden('email') ? '' : resume.email,
    basic_info: basic,
    permanent_address: hidden('addresses') ? coarse(resume.permanent_address) : resume.permanent_address,
    present_address: hidden('addresses') ? coarse(resume.present_address) : resume.present_address,
    rows: { ...resume.rows, reference: references },
    photo: view.photo ? resume.photo : null,
    sharedFields: [],
    sharedContacts: [],
  };
}
