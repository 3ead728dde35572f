import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { textInput, textType } from '@/lib/forms/text';
import { PHONE_MAX, withPhones } from '@/lib/forms/phone';
import { languageLearnedByValues, proficiencyLevelValues, skillSourceValues } from './values';
import { jobBoardCountry, jobNatureValues, salaryTypeValues } from '@/lib/jobs/values';
import { limitedList } from '@/lib/jobs/limits';
import { validation as v } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';

/**
 * The resume builder's contracts, client-safe: one schema per section, judged alike by the
 * builder's forms, its server actions, the legacy `POST /api/applicant/<section>/` routes and the
 * domain. Field names are the seed's own (`cer_name`, `secondary_mail`, `pref_city`), so the old
 * client's bodies need no renaming; the domain maps them to columns.
 *
 * Single sections (basic, career, the two addresses, preference) are saved over; repeatable ones
 * (certification … reference) hold rows that are added, edited and removed one by one. Candidate
 * fields are optional (the seed requires none), except what a row is about (a certification's
 * name, a skill's name, …) and the name on basic information.
 */

export const singleSections = ['basic_info', 'career_info', 'permanent_address', 'present_address', 'preference'] as const;
export const rowSections = ['certification', 'education', 'experience', 'skill', 'training', 'extracurricular', 'language', 'reference'] as const;
export const resumeSections = [...singleSections, ...rowSections] as const;
export type SingleSection = (typeof singleSections)[number];
export type RowSection = (typeof rowSections)[number];
export type ResumeSection = (typeof resumeSections)[number];
export const resumeSectionSchema = z.enum(resumeSections, { error: v.chooseOption });
export const isRowSection = (s: ResumeSection): s is RowSection => (rowSections as readonly string[]).includes(s);

export const resumeSectionLabels: Record<ResumeSection, string> = {
  basic_info: msg('values.resumeSection.basic_info'),
  career_info: msg('values.resumeSection.career_info'),
  certification: msg('values.resumeSection.certification'),
  education: msg('values.resumeSection.education'),
  experience: msg('values.resumeSection.experience'),
  skill: msg('values.resumeSection.skill'),
  training: msg('values.resumeSection.training'),
  extracurricular: msg('values.resumeSection.extracurricular'),
  language: msg('values.resumeSection.language'),
  permanent_address: msg('values.resumeSection.permanent_address'),
  present_address: msg('values.resumeSection.present_address'),
  preference: msg('values.resumeSection.preference'),
  reference: msg('values.resumeSection.reference'),
};

/** What one row of a repeatable section is called ("Add a certification"). */
export const rowNouns: Record<RowSection, string> = {
  certification: msg('values.resumeRow.certification'),
  education: msg('values.resumeRow.education'),
  experience: msg('values.resumeRow.experience'),
  skill: msg('values.resumeRow.skill'),
  training: msg('values.resumeRow.training'),
  extracurricular: msg('values.resumeRow.extracurricular'),
  language: msg('values.resumeRow.language'),
  reference: msg('values.resumeRow.reference'),
};

export const genderChoices = ['male', 'female', 'others'] as const;
export const bloodGroupChoices = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export const candidateMessages = {
  saved: msg('candidates.saved'),
  rowRemoved: msg('candidates.rowRemoved'),
  privacySaved: msg('candidates.privacySaved'),
  photoSaved: msg('candidates.photoSaved'),
  photoRemoved: msg('candidates.photoRemoved'),
  toBeforeFrom: msg('validation.candidates.toBeforeFrom'),
  notWhileCurrent: msg('validation.candidates.notWhileCurrent'),
  unknownCountry: msg('candidates.unknownCountry'),
  unknownCategory: msg('validation.candidates.unknownCategory'),
  cvUploaded: msg('candidates.cvUploaded'),
  cvRenamed: msg('candidates.cvRenamed'),
  cvDefault: msg('candidates.cvDefault'),
  cvHidden: msg('candidates.cvHidden'),
  cvShown: msg('candidates.cvShown'),
  cvDeleted: msg('candidates.cvDeleted'),
  cvAttached: msg('candidates.cvAttached'),
} as const;

// ---------------------------------------------------------------------------
// Fields

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);
// Text fields take the old clients' numbers (`weight: 70`) and say "Enter text" to other types.
export const baseText = (max: number) => textType().trim().max(max, v.maxLength(max));
const required = (max: number) => z.preprocess((x) => blankToUndefined(textInput(x)), baseText(max).min(1, v.required));
const optional = (max: number) => z.preprocess((x) => blankToNull(textInput(x)), baseText(max).nullable()).optional();
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, normalise: (x: unknown) => unknown = lower) =>
  z.preprocess((x) => blankToNull(normalise(x)), z.enum(values, { error: v.chooseOption }).nullable()).optional();

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
const todayIso = () => new Date().toISOString().slice(0, 10);
/** A date `YYYY-MM-DD` (a longer ISO timestamp is cut to its date). */
const optionalDate = () =>
  z.preprocess(
    (x) => {
      const b = blankToNull(x);
      return typeof b === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(b.trim()) ? b.trim().slice(0, 10) : b;
    },
    baseText(10).regex(DATE_RE, v.invalidDate).refine(isRealDate, v.invalidDate).nullable(),
  ).optional();

const optionalYear = z
  .preprocess(
    (x) => (typeof x === 'number' ? String(x) : blankToNull(x)),
    baseText(4)
      .regex(/^\d{4}$/, v.invalidValue)
      .refine((y) => Number(y) >= 1950 && Number(y) <= new Date().getUTCFullYear() + 10, v.invalidValue)
      .nullable(),
  )
  .optional();

/** Pounds, up to two decimals (stored in pence). */
const optionalPounds = z
  .preprocess(
    (x) => {
      const b = blankToNull(x);
      if (typeof b === 'string') {
        const n = Number(b.replace(/[£,\s]/g, ''));
        return Number.isFinite(n) ? n : b;
      }
      return b;
    },
    z.number({ error: v.invalidNumber }).min(0, v.minNumber(0)).max(10_000_000, v.maxNumber(10_000_000)).nullable(),
  )
  .optional();

const optionalEmail = z.preprocess(blankToNull, baseText(254).email(v.emailInvalid).nullable()).optional();
// A phone is text here; `withPhones` (below, on its section) reads it and keeps it in E.164.
const optionalPhone = optional(PHONE_MAX);

/** A check box or flag as any client sends it (`on`, `true`, `1`, `yes`). */
const truthy = (x: unknown) => x === true || (typeof x === 'string' && ['on', 'true', '1', 'yes'].includes(x.trim().toLowerCase()));
export const flag = z.preprocess(truthy, z.boolean()).optional();

/**
 * A list field as any client sends it (PRODUCT: repeated keys, a JSON array in text, or
 * comma-separated text; the builder's inputs are comma-separated): always an array of trimmed,
 * non-empty items, duplicates dropped.
 */
export function listInput(value: unknown): unknown {
  const items: unknown[] = [];
  const add = (x: unknown) => {
    if (typeof x === 'string') {
      const t = x.trim();
      if (t.startsWith('[')) {
        try {
          const parsed = JSON.parse(t) as unknown;
          if (Array.isArray(parsed)) {
            parsed.forEach(add);
            return;
          }
        } catch {
          // not JSON: read as comma-separated text
        }
      }
      for (const part of t.split(/[,\n]/)) if (part.trim() !== '') items.push(part.trim());
      return;
    }
    if (x === null || x === undefined || x === false) return;
    items.push(x);
  };
  if (Array.isArray(value)) value.forEach(add);
  else add(value);
  const seen = new Set<string>();
  return items.filter((x) => {
    const key = typeof x === 'string' ? x.toLowerCase() : JSON.stringify(x);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const listItem = z.string().trim().min(1, v.required).max(80, v.maxLength(80));
const textList = (list: Parameters<typeof limitedList>[0]) => z.preprocess(listInput, limitedList(list, listItem)).optional();

/** A list's value as the builder's input shows it. */
export const listToText = (items: readonly unknown[] | null | undefined) => (items ?? []).join(', ');

// ---------------------------------------------------------------------------
// Sections

// The three phones: a number typed without `+` is read in the nationality on the same form, else the job board's country.
export const basicInfoSchema = withPhones(z.object({
  first_name: required(80),
  last_name: required(80),
  dob: z.preprocess((x) => x, optionalDate().refine((d) => !d || d < todayIso(), v.invalidDate)),
  religion: optional(60),
  ethnicity: optional(60),
  gender: optionalChoice(genderChoices),
  primary_contact_no: optionalPhone,
  nationality: optional(80),
  fathers_name: optional(120),
  mothers_name: optional(120),
  secondary_contact_no: optionalPhone,
  emergency_contact_no: optionalPhone,
  secondary_mail: optionalEmail,
  nid: optional(40),
  passport_no: z.preprocess(blankToNull, baseText(20).regex(/^[A-Za-z0-9]{5,20}$/, v.invalidValue).nullable()).optional(),
  blood_group: optionalChoice(bloodGroupChoices, (x) => (typeof x === 'string' ? x.trim().toUpperCase().replace(/\s+/g, '') : x)),
  weight: optional(20),
  height: optional(20),
}), (['primary_contact_no', 'secondary_contact_no', 'emergency_contact_no'] as const).map((key) => ({ path: [key], countryAt: ['nationality'], defaultCountry: jobBoardCountry })));

export const careerInfoSchema = z.object({
  objective: optional(2000),
  job_level: optional(60),
  job_nature: optionalChoice(jobNatureValues, (x) => (typeof x === 'string' ? x.trim().toLowerCase().replace(/[\s_-]/g, '') : x)),
  present_salary: optionalPounds,
  present_salary_type: optionalChoice(salaryTypeValues),
  expected_salary: optionalPounds,
  expected_salary_type: optionalChoice(salaryTypeValues),
});

export const addressSchema = z.object({
  street: optional(160),
  house: optional(80),
  county: optional(80),
  city: optional(80),
  province: optional(80),
  country: optional(80),
  description: optional(500),
});

export const preferenceSchema = z.object({
  job_category_choice: z
    .preprocess(
      listInput,
      limitedList('categoryChoices', idSchema({ required: candidateMessages.unknownCategory, invalid: candidateMessages.unknownCategory })),
    )
    .optional(),
  keyword: textList('keywords'),
  pref_city: textList('preferredCities'),
  special_skill: textList('specialSkills'),
});

export const certificationSchema = z.object({
  cer_name: required(160),
  location: optional(160),
  start_date: optionalDate(),
  end_date: optionalDate(),
});

export const educationSchema = z.object({
  edu_level: optional(80),
  degree_title: required(160),
  major: optional(120),
  institute: optional(160),
  result: optional(40),
  marks: optional(40),
  passing_year: optionalYear,
  duration: optional(40),
  achievement: optional(500),
});

export const experienceSchema = z.object({
  org_name: required(160),
  org_business: optional(160),
  designation: optional(120),
  department: optional(120),
  from_date: optionalDate(),
  to_date: optionalDate(),
  curr_working: flag,
  responsibilities: optional(2000),
  area_expertise: textList('expertise'),
  org_location: optional(160),
});

export const skillSchema = z.object({
  skill_name: required(80),
  acquired_from: optionalChoice(skillSourceValues),
  description: optional(500),
});

export const trainingSchema = z.object({
  title: required(160),
  type: optional(80),
  topics_covered: textList('topicsCovered'),
  duration: optional(40),
  year: optionalYear,
  institute: optional(160),
  location: optional(160),
});

export const extracurricularSchema = z.object({ activity: required(300) });

export const languageSchema = z.object({
  language: required(60),
  learned_by: optionalChoice(languageLearnedByValues),
  reading: optionalChoice(proficiencyLevelValues),
  writing: optionalChoice(proficiencyLevelValues),
  speaking: optionalChoice(proficiencyLevelValues),
});

// A referee's form names no country: a number typed without `+` is read in the job board's country.
export const referenceSchema = withPhones(z.object({
  name: required(120),
  designation: optional(120),
  organization: optional(160),
  email: optionalEmail,
  relation: optional(80),
  cell_no: optionalPhone,
  address: optional(300),
}), [{ path: ['cell_no'], defaultCountry: jobBoardCountry }]);

/** Date order checks shared by certification and experience. */
function ordered<T extends z.ZodObject>(schema: T, from: string, to: string) {
  return schema.superRefine((raw, ctx) => {
    const d = raw as Record<string, unknown>;
    const a = d[from];
    const b = d[to];
    if (typeof a === 'string' && typeof b === 'string' && b < a) ctx.addIssue({ code: 'custom', path: [to], message: candidateMessages.toBeforeFrom });
    if (to === 'to_date' && d.curr_working === true && typeof b === 'string') ctx.addIssue({ code: 'custom', path: [to], message: candidateMessages.notWhileCurrent });
  });
}

export const sectionSchemas = {
  basic_info: basicInfoSchema,
  career_info: careerInfoSchema,
  permanent_address: addressSchema,
  present_address: addressSchema,
  preference: preferenceSchema,
  certification: ordered(certificationSchema, 'start_date', 'end_date'),
  education: educationSchema,
  experience: ordered(experienceSchema, 'from_date', 'to_date'),
  skill: skillSchema,
  training: trainingSchema,
  extracurricular: extracurricularSchema,
  language: languageSchema,
  reference: referenceSchema,
} as const satisfies Record<ResumeSection, z.ZodType>;

export type SectionInput<S extends ResumeSection> = z.output<(typeof sectionSchemas)[S]>;

/** The fields of each section, in the order the builder shows them. */
const baseSchemas = {
  basic_info: basicInfoSchema,
  career_info: careerInfoSchema,
  permanent_address: addressSchema,
  present_address: addressSchema,
  preference: preferenceSchema,
  certification: certificationSchema,
  education: educationSchema,
  experience: experienceSchema,
  skill: skillSchema,
  training: trainingSchema,
  extracurricular: extracurricularSchema,
  language: languageSchema,
  reference: referenceSchema,
} as const satisfies Record<ResumeSection, z.ZodObject>;
export const sectionKeys = Object.fromEntries(resumeSections.map((s) => [s, Object.keys(baseSchemas[s].shape)])) as Record<ResumeSection, string[]>;

/**
 * A section's form: its fields nested under the section's name (`experience.org_name`) so the
 * builder's thirteen forms never share an input name or id, errors keyed by dotted path.
 */
export const sectionFormSchemas = Object.fromEntries(resumeSections.map((s) => [s, z.object({ [s]: sectionSchemas[s] })])) as {
  [K in ResumeSection]: z.ZodObject<{ [P in K]: (typeof sectionSchemas)[K] }>;
};
