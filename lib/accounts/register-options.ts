import { msg } from '@/lib/i18n/message';
/**
 * The register form's choices and defaults, apart from the zod schemas (lib/accounts/schemas.ts
 * re-exports them), so the public register page shows them without loading zod (light pages).
 */

/** Self-registration account types (admins are made by the CLI or another admin). */
export const accountTypeValues = ['student', 'candidate', 'employer'] as const;
export type AccountType = (typeof accountTypeValues)[number];
export const accountTypeLabels: Record<AccountType, string> = { student: msg('values.accountType.student'), candidate: msg('values.accountType.candidate'), employer: msg('values.accountType.employer') };

/** Gender is optional (issue 15): nothing is preselected, and "Prefer not to say" is an answer. */
export const genderValues = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Gender = (typeof genderValues)[number];
/** The words of a gender, for every list that stores one of these (the register form, the application, the student profile). */
export const genderLabels: Record<Gender, string> = {
  Male: msg('values.gender.male'),
  Female: msg('values.gender.female'),
  Other: msg('values.gender.other'),
  'Prefer not to say': msg('values.gender.preferNotToSay'),
};

/** The form preselects the account type only: no phone code, gender or country default. */
export const registerDefaults = { role: 'student' } as const;

/** What the register form asks of each account type: an employer gives a company name, not a gender. */
export const accountTypeAsks: Record<AccountType, { companyName: boolean; gender: boolean }> = {
  student: { companyName: false, gender: true },
  candidate: { companyName: false, gender: true },
  employer: { companyName: true, gender: false },
};

/** A country of the register form: its code, its name in the page's language and its dial code ('86', or null when unknown). */
export type { CountryChoice as CountryOption } from '@/lib/countries/schema';
