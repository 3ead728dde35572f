import { z } from 'zod';
import { countryCodeField } from '@/lib/countries/schema';
import { textInput, textType } from '@/lib/forms/text';
import { validation as v } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';

/**
 * The student profile's contracts, client-safe: six sections, each saved on its own (a section's
 * required fields apply when that section is saved, so a bachelor applicant saves no masters
 * section), and three identity files. The form's resolver, the server action, the legacy route
 * and the domain all judge a section with the schema here.
 *
 * Keys are our own spellings (education levels share one shape: `institute_name`, …); the legacy
 * module maps the seed's `bachelor_instute_name`, `education_information_school`, … at its boundary.
 */

export const profileSections = [
  'basic_information',
  'education_school',
  'education_higher_school',
  'education_bachelor',
  'education_masters',
  'passport_information',
] as const;
export type ProfileSection = (typeof profileSections)[number];
export const profileSectionSchema = z.enum(profileSections, { error: v.chooseOption });

export const profileSectionLabels: Record<ProfileSection, string> = {
  basic_information: msg('values.profileSection.basic_information'),
  education_school: msg('values.profileSection.education_school'),
  education_higher_school: msg('values.profileSection.education_higher_school'),
  education_bachelor: msg('values.profileSection.education_bachelor'),
  education_masters: msg('values.profileSection.education_masters'),
  passport_information: msg('values.profileSection.passport_information'),
};

export const educationSections = ['education_school', 'education_higher_school', 'education_bachelor', 'education_masters'] as const;
export type EducationSection = (typeof educationSections)[number];

export const profileTypeChoices = ['Local', 'Foreign'] as const;
export const profileTypeLabels: Record<(typeof profileTypeChoices)[number], string> = { Local: msg('values.profileType.local'), Foreign: msg('values.profileType.foreign') };
export const profileGenderChoices = ['Male', 'Female'] as const;

/** The fields of each section, in the order the forms show them. */
export const basicInformationKeys = ['first_name', 'last_name', 'parent_name', 'type', 'nationality', 'gender', 'dob'] as const;
export const educationLevelKeys = ['institute_name', 'examination_name', 'year', 'duration', 'grade'] as const;
export const passportInformationKeys = ['passport_number', 'country', 'expiry_date'] as const;
export const sectionKeys: Record<ProfileSection, readonly string[]> = {
  basic_information: basicInformationKeys,
  education_school: educationLevelKeys,
  education_higher_school: educationLevelKeys,
  education_bachelor: educationLevelKeys,
  education_masters: educationLevelKeys,
  passport_information: passportInformationKeys,
};

// ---------------------------------------------------------------------------
// Fields

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);
// Text fields take the old clients' numbers and say "Enter text" to other types.
const baseText = (max: number) => textType().trim().max(max, v.maxLength(max));
const required = (max: number) => z.preprocess((x) => blankToUndefined(textInput(x)), baseText(max).min(1, v.required));
const optional = (max: number) => z.preprocess((x) => blankToNull(textInput(x)), baseText(max).nullable()).optional();
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: v.chooseOption }).nullable()).optional();

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
const todayIso = () => new Date().toISOString().slice(0, 10);
const dateText = () => baseText(10).regex(DATE_RE, v.invalidDate).refine(isRealDate, v.invalidDate);

/** A year of study: four digits, from 1950 to ten years ahead (an expected graduation). */
const year = z.preprocess(
  (x) => (typeof x === 'number' ? String(x) : blankToUndefined(x)),
  baseText(4)
    .min(1, v.required)
    .regex(/^\d{4}$/, v.invalidValue)
    .refine((y) => Number(y) >= 1950 && Number(y) <= new Date().getUTCFullYear() + 10, v.invalidValue),
);

// ---------------------------------------------------------------------------
// Sections

export const basicInformationSchema = z.object({
  first_name: required(80),
  last_name: required(80),
  parent_name: required(120),
  type: optionalChoice(profileTypeChoices),
  nationality: countryCodeField(v.required),
  gender: optionalChoice(profileGenderChoices),
  dob: z.preprocess(blankToNull, dateText().refine((d) => d < todayIso(), v.invalidDate).nullable()).optional(),
});

export const educationLevelSchema = z.object({
  institute_name: required(160),
  examination_name: required(120),
  year,
  duration: optional(40),
  grade: optional(20),
});

export const passportInformationSchema = z.object({
  passport_number: z.preprocess(blankToUndefined, baseText(20).min(1, v.required).regex(/^[A-Za-z0-9]{5,20}$/, v.invalidValue)),
  country: countryCodeField(v.required),
  // An expired passport is refused here as in the application wizard (issue 30, item 3).
  expiry_date: z.preprocess(blankToUndefined, dateText().refine((d) => d > todayIso(), msg('validation.applications.passportExpired'))),
});

export const sectionSchemas = {
  basic_information: basicInformationSchema,
  education_school: educationLevelSchema,
  education_higher_school: educationLevelSchema,
  education_bachelor: educationLevelSchema,
  education_masters: educationLevelSchema,
  passport_information: passportInformationSchema,
} as const satisfies Record<ProfileSection, z.ZodType>;

export type BasicInformationInput = z.output<typeof basicInformationSchema>;
export type EducationLevelInput = z.output<typeof educationLevelSchema>;
export type PassportInformationInput = z.output<typeof passportInformationSchema>;

/**
 * A section's form: its fields nested under the section's name (`education_bachelor.year`), so the
 * six forms on one page keep distinct input names and the errors come back keyed by dotted path.
 */
export const sectionFormSchemas = Object.fromEntries(
  profileSections.map((s) => [s, z.object({ [s]: sectionSchemas[s] })]),
) as { [K in ProfileSection]: z.ZodObject<{ [P in K]: (typeof sectionSchemas)[K] }> };

// ---------------------------------------------------------------------------
// Files

export const profileFileKinds = ['national_identity', 'certificates', 'passport'] as const;
export type ProfileFileKind = (typeof profileFileKinds)[number];
export const profileFileKindSchema = z.enum(profileFileKinds, { error: v.chooseOption });
export const profileFileLabels: Record<ProfileFileKind, string> = {
  national_identity: msg('values.profileFile.national_identity'),
  certificates: msg('values.profileFile.certificates'),
  passport: msg('values.profileFile.passport'),
};
