import { z } from 'zod';
import { textInput, textType, trimmedTextInput } from '@/lib/forms/text';
import { PHONE_MAX, withPhones } from '@/lib/forms/phone';
import { idSchema } from '@/lib/http/id';
import { jobBoardCountry, jobNatureValues, orgSizeValues, salaryTypeValues } from './values';
import { validation } from '@/lib/messages';
import { limitedList } from './limits';
import { maxExpiryDate, todayIso } from './status';
import { msg } from '@/lib/i18n/message';

/**
 * The employer side's inputs (client-safe): the company profile and the job post. One schema each,
 * shared by the form (react-hook-form's resolver), the server action and the legacy recruiter API.
 * Field names are the old board's where it had one (`org_name`, `cont_per_mail`, `job_title`…),
 * so the legacy door renames nothing but the ranges (lib/api/legacy/recruiter.ts).
 */

export const jobMessages = {
  /** `what`: a token of `validation.jobs.rangeWhat` (salary, experience, age, working hour). */
  rangeOrder: (what: string) => msg('validation.jobs.rangeOrder', { what }),
  expiryPast: msg('validation.jobs.expiryPast'),
  expiryTooFar: (max: string) => msg('validation.jobs.expiryTooFar', { max }),
  categoryRequired: msg('validation.jobs.categoryRequired'),
  natureRequired: msg('validation.jobs.natureRequired'),
  yearRange: (max: number) => msg('validation.jobs.yearRange', { max: String(max) }),
  timeFormat: msg('validation.jobs.timeFormat'),
  profileFirst: msg('jobs.profileFirst'),
  profileFirstForLogo: msg('jobs.profileFirstForLogo'),
  unknownCategory: msg('jobs.unknownCategory'),
  unknownOrgType: msg('jobs.unknownOrgType'),
} as const;

const trimmed = trimmedTextInput;
const blankToNull = (v: unknown) => {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  return v;
};

// Text fields take the old job backend's numbers (`est_year: 1998`) and say "Enter text" to other types.
const optionalText = (max: number) =>
  z.preprocess((v) => blankToNull(textInput(v)), textType().max(max, validation.maxLength(max)).nullable().optional());

const requiredText = (max: number, min = 1) =>
  z.preprocess(
    trimmed,
    textType()
      .min(1, { error: validation.required, abort: true })
      .min(min, validation.minLength(min))
      .max(max, validation.maxLength(max)),
  );

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string()])
      .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).int(validation.digitsOnly).min(min, validation.minNumber(min)).max(max, validation.maxNumber(max)))
      .nullable()
      .optional(),
  );

/** Pounds as typed ("24,000", "13.50") → pence; blank → null. */
const pounds = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    return typeof b === 'string' ? b.replace(/[£,\s]/g, '') : b;
  },
  z
    .union([z.number(), z.string()])
    .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).min(0, validation.minNumber(0)).max(10_000_000, validation.maxNumber(10_000_000)))
    .transform((n) => Math.round(n * 100))
    .nullable()
    .optional(),
);

const optionalTime = z.preprocess(
  blankToNull,
  textType(jobMessages.timeFormat)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, jobMessages.timeFormat)
    .transform((s) => s.slice(0, 5))
    .nullable()
    .optional(),
);

const optionalEmail = z.preprocess(blankToNull, z.email({ error: validation.emailInvalid }).max(254, validation.maxLength(254)).nullable().optional());

/** A web address shown as a link: http or https only. */
const optionalWebsite = z.preprocess(
  blankToNull,
  textType(validation.httpUrl)
    .max(500, validation.maxLength(500))
    .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), validation.httpUrl)
    .nullable()
    .optional(),
);

/** A yes/no (a check box's "on", 1/0, true/false). */
const flag = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return false;
  if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on' || v === 'yes') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === 'off' || v === 'no') return false;
  return v;
}, z.boolean({ error: validation.chooseOption }));

/**
 * A list as a form or an old client sends it: an array (repeated keys, `skills[]`), a JSON array
 * in text, or comma-separated text. Blank items are dropped; each item is trimmed.
 */
export function toList(v: unknown): unknown {
  if (v === undefined || v === null) return [];
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else if (typeof v === 'string') {
    const s = v.trim();
    if (s === '') return [];
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        items = Array.isArray(parsed) ? parsed : [s];
      } catch {
        items = s.split(',');
      }
    } else items = s.split(',');
  } else return v;
  return items.map((x) => (typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : x)).filter((x) => x !== '' && x !== null && x !== undefined);
}

const listItem = textType().max(100, validation.maxLength(100));

// ---------------------------------------------------------------------------------------------
// Company profile. The old board required nothing; posting a job needs `org_name` (checked when
// a job is posted, so a profile can be saved in parts).

export const countySuggestions = ['Kent', 'Surrey'] as const;

// The phones (the contact person's mobile, a job's contact number) are read in the form's country,
// else the job board's, and kept in E.164.
const phoneRule = (key: string) => ({ path: [key], countryAt: ['country'], defaultCountry: jobBoardCountry });

export const companyProfileSchema = withPhones(z.object({
  code: optionalText(40),
  org_name: optionalText(200),
  org_type: z.preprocess(blankToNull, idSchema({ invalid: validation.chooseOption }).nullable().optional()),
  org_size: z.preprocess(blankToNull, z.enum(orgSizeValues, { error: validation.chooseOption }).nullable().optional()),
  est_year: z.preprocess(
    blankToNull,
    z
      .union([z.number(), z.string()])
      .pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).int(validation.digitsOnly))
      .refine((y) => y >= 1800 && y <= new Date().getUTCFullYear(), jobMessages.yearRange(new Date().getUTCFullYear()))
      .nullable()
      .optional(),
  ),
  website: optionalWebsite,
  description: optionalText(5_000),
  business_id: optionalText(100),
  business_description: optionalText(5_000),
  trade_license: optionalText(100),
  street: optionalText(200),
  house: optionalText(100),
  county: optionalText(100),
  city: optionalText(100),
  province: optionalText(100),
  country: optionalText(100),
  con_per_name: optionalText(200),
  cont_per_designation: optionalText(200),
  cont_per_mail: optionalEmail,
  cont_per_mobile: optionalText(PHONE_MAX),
}), [phoneRule('cont_per_mobile')]);

export type CompanyProfileInput = z.output<typeof companyProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Job post. Salaries are typed in pounds and kept in pence; ranges are two fields each (low,
// high) and low ≤ high; the expiry date is required, today or later and at most 6 months ahead.

const rangeChecks: [string, string, string][] = [
  ['salary_min', 'salary_max', msg('validation.jobs.rangeWhat.salary')],
  ['experience_min', 'experience_max', msg('validation.jobs.rangeWhat.experience')],
  ['age_min', 'age_max', msg('validation.jobs.rangeWhat.age')],
  ['working_hour_from', 'working_hour_to', msg('validation.jobs.rangeWhat.workingHour')],
];

export const jobPostSchema = withPhones(z
  .object({
    job_title: requiredText(200, 3),
    job_category: idSchema({ required: jobMessages.categoryRequired, invalid: jobMessages.categoryRequired }),
    job_nature: z.preprocess(blankToNull, z.enum(jobNatureValues, { error: jobMessages.natureRequired })),
    location: optionalText(200),
    city: optionalText(100),
    postcode: optionalText(20),
    country: optionalText(100),
    salary_type: z.preprocess(blankToNull, z.enum(salaryTypeValues, { error: validation.chooseOption }).nullable().optional()),
    salary_min: pounds,
    salary_max: pounds,
    experience_min: optionalInt(0, 60),
    experience_max: optionalInt(0, 60),
    age_min: optionalInt(14, 100),
    age_max: optionalInt(14, 100),
    working_hour_from: optionalTime,
    working_hour_to: optionalTime,
    skills: z.preprocess(toList, limitedList('skills', listItem)),
    benefits: z.preprocess(toList, limitedList('benefits', listItem)),
    other_benefits: z.preprocess(toList, limitedList('otherBenefits', listItem)),
    position_no: z.preprocess(
      (v) => (blankToNull(v) ?? 1),
      z.union([z.number(), z.string()]).pipe(z.coerce.number<string | number>({ error: validation.invalidNumber }).int(validation.digitsOnly).min(1, validation.minNumber(1)).max(10_000, validation.maxNumber(10_000))),
    ),
    contact_no: optionalText(PHONE_MAX),
    expire_date: z.preprocess(
      trimmed,
      // One message at a time, the first that applies.
      textType(validation.required).superRefine((s, ctx) => {
        const real = /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
        const message = s === '' ? validation.required : !real ? validation.invalidDate : s < todayIso() ? jobMessages.expiryPast : s > maxExpiryDate() ? jobMessages.expiryTooFar(maxExpiryDate()) : null;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
    description: requiredText(20_000, 10),
    responsibilities: optionalText(20_000),
    requirements: optionalText(20_000),
    urgent: flag,
  })
  .superRefine((v, ctx) => {
    for (const [low, high, what] of rangeChecks) {
      const a = v[low as keyof typeof v];
      const b = v[high as keyof typeof v];
      if (a !== null && a !== undefined && b !== null && b !== undefined && (a as number | string) > (b as number | string)) {
        ctx.addIssue({ code: 'custom', path: [high], message: jobMessages.rangeOrder(what) });
      }
    }
  }), [phoneRule('contact_no')]);

export type JobPostInput = z.output<typeof jobPostSchema>;
export type JobPostFormValues = z.input<typeof jobPostSchema>;

/** The employer's moves on their own job (close, reopen) by uuid. */
export const jobRefSchema = z.object({ uuid: z.uuid({ error: msg('validation.jobs.jobNotFound') }) });
