import { z } from 'zod';
import { directHireStatusValues, jobBoardCountry, salaryTypeValues, type DirectHireStatus, type SalaryType } from './values';
import { pageField, perPageField } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { limitedList } from './limits';
import { idSchema } from '@/lib/http/id';
import { textType, searchText } from '@/lib/forms/text';
import { PHONE_MAX, withPhones } from '@/lib/forms/phone';
import { one, oneText, optionalText, requiredText } from './text-fields';
import { msg } from '@/lib/i18n/message';

/**
 * Direct hire, client-safe: the request a visitor sends (the public form and
 * `POST /api/anonymous/direct_hire/` share this one schema, under the seed's field names), the
 * admin list's URL parameters and the status moves.
 *
 * Required: job title, organisation, category, positions, and an e-mail or a phone number. Lists
 * may come as repeated keys, a JSON array in text, or comma-separated text; the list limits are
 * the job board's (lib/jobs/limits.ts).
 */

export const directHireStatusLabels: Record<DirectHireStatus, string> = { new: msg('values.directHireStatus.new'), contacted: msg('values.directHireStatus.contacted'), closed: msg('values.directHireStatus.closed') };
/** The same in a sentence ("Marked as contacted"). */
export const directHireStatusLower: Record<DirectHireStatus, string> = { new: msg('values.directHireStatusLower.new'), contacted: msg('values.directHireStatusLower.contacted'), closed: msg('values.directHireStatusLower.closed') };

/** new → contacted → closed (and back one step, for a mistaken click). */
export const directHireMoves: Record<DirectHireStatus, readonly DirectHireStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed', 'new'],
  closed: ['contacted'],
};

export const directHireMessages = {
  contactRequired: msg('validation.jobs.directHire.contactRequired'),
  sent: msg('jobs.directHire.sent'),
  dateOrder: msg('validation.jobs.directHire.dateOrder'),
  rangeOrder: msg('validation.jobs.directHire.rangeOrder'),
  time: msg('validation.jobs.directHire.time'),
  statusChanged: (status: DirectHireStatus) => msg('jobs.directHire.statusChanged', { status: directHireStatusLower[status] }),
} as const;


/** A list as the seed's clients send it: an array, repeated keys, a JSON array in text, or "a, b". */
function toList(v: unknown, keepBlanks: boolean): unknown {
  if (v === undefined || v === null || v === '') return [];
  let list: unknown[];
  if (Array.isArray(v)) list = v;
  else if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        list = Array.isArray(parsed) ? parsed : [s];
      } catch {
        list = s.split(',');
      }
    } else list = s.split(/[,\n]/);
  } else list = [v];
  const cleaned = list.map((x) => (typeof x === 'string' ? x.trim() : x));
  return keepBlanks ? cleaned.map((x) => (x === '' || x === undefined ? null : x)) : cleaned.filter((x) => x !== '' && x !== null && x !== undefined);
}

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const pounds = z.preprocess(blankToNull, z.union([z.null(), z.coerce.number({ error: validation.invalidNumber }).min(0, validation.minNumber(0)).max(10_000_000, validation.maxNumber(10_000_000))]));
const years = z.preprocess(blankToNull, z.union([z.null(), z.coerce.number({ error: validation.invalidNumber }).int(validation.invalidNumber).min(0, validation.minNumber(0)).max(60, validation.maxNumber(60))]));
const clock = z.preprocess(
  blankToNull,
  z.union([
    z.null(),
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, directHireMessages.time)
      .transform((t) => t.slice(0, 5)),
  ]),
);
const isoDate = z.preprocess(
  (v) => {
    const s = oneText(v);
    return s === '' || s === null ? undefined : s;
  },
  textType()
    .regex(/^\d{4}-\d{2}-\d{2}$/, validation.invalidDate)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), validation.invalidDate)
    .optional(),
);

const range = <T extends z.ZodType>(list: 'salaryRange' | 'workingHourRange' | 'experience', item: T) =>
  z.preprocess((v) => toList(v, true), limitedList(list, item));

const ordered = (pair: (number | string | null)[]) => {
  const [a, b] = pair;
  return a === null || a === undefined || b === null || b === undefined || a <= b;
};

export const directHireSchema = withPhones(z
  .object({
    street: optionalText(200),
    house: optionalText(100),
    county: optionalText(100),
    city: optionalText(100),
    province: optionalText(100),
    country: optionalText(100),
    description: optionalText(5000),
    job_title: requiredText(200),
    org_name: requiredText(200),
    salary_type: z.preprocess((v) => (one(v) === '' || one(v) === null ? undefined : one(v)), z.enum(salaryTypeValues, { error: validation.chooseOption }).optional()),
    salary_range: range('salaryRange', pounds).refine(ordered, directHireMessages.rangeOrder),
    // Hours may run past midnight: an end before the start is a night shift (22:00-06:00), not a mistake.
    working_hour_range: range('workingHourRange', clock),
    date_from: isoDate,
    date_to: isoDate,
    skill: z.preprocess((v) => toList(v, false), limitedList('skills', z.preprocess(oneText, textType().max(60, validation.maxLength(60))))),
    experience: range('experience', years).refine(ordered, directHireMessages.rangeOrder),
    position_no: z.preprocess(
      (v) => {
        const x = one(v);
        if (x === '' || x === null || x === undefined) return undefined;
        // Digits as typed become the number; nothing sent stays undefined ("required", where a coercion would judge NaN).
        return typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x)) ? Number(x) : x;
      },
      z.number({ error: (iss) => (iss.input === undefined ? validation.required : validation.wholeNumber) }).int(validation.wholeNumber).min(1, validation.minNumber(1)).max(10_000, validation.maxNumber(10_000)),
    ),
    contact_no: optionalText(PHONE_MAX),
    email: z.preprocess(
      (v) => {
        const s = oneText(v);
        return s === null || s === '' ? undefined : typeof s === 'string' ? s.toLowerCase() : s;
      },
      z.email({ error: (iss) => (iss.code === 'invalid_type' ? validation.enterText : validation.emailInvalid) }).max(200, validation.maxLength(200)).optional(),
    ),
    job_category: z.preprocess(one, idSchema({ required: validation.chooseOption, invalid: validation.chooseOption })),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.contact_no) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: directHireMessages.contactRequired });
      ctx.addIssue({ code: 'custom', path: ['contact_no'], message: directHireMessages.contactRequired });
    }
    if (v.date_from && v.date_to && v.date_to < v.date_from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: directHireMessages.dateOrder });
  }),
  // The phone is read in the request's country, else the job board's, and kept in E.164.
  [{ path: ['contact_no'], countryAt: ['country'], defaultCountry: jobBoardCountry }])
  .transform((v) => ({
    street: v.street ?? null,
    house: v.house ?? null,
    county: v.county ?? null,
    city: v.city ?? null,
    province: v.province ?? null,
    country: v.country ?? null,
    description: v.description ?? null,
    jobTitle: v.job_title,
    orgName: v.org_name,
    salaryType: (v.salary_type ?? null) as SalaryType | null,
    salaryMinMinor: v.salary_range[0] == null ? null : Math.round((v.salary_range[0] as number) * 100),
    salaryMaxMinor: v.salary_range[1] == null ? null : Math.round((v.salary_range[1] as number) * 100),
    workingHourFrom: (v.working_hour_range[0] as string | null | undefined) ?? null,
    workingHourTo: (v.working_hour_range[1] as string | null | undefined) ?? null,
    dateFrom: v.date_from ?? null,
    dateTo: v.date_to ?? null,
    skills: v.skill as string[],
    experienceMin: (v.experience[0] as number | null | undefined) ?? null,
    experienceMax: (v.experience[1] as number | null | undefined) ?? null,
    positionNo: v.position_no,
    contactNo: v.contact_no ?? null,
    email: v.email ?? null,
    jobCategoryId: v.job_category,
  }));
export type DirectHireInput = z.output<typeof directHireSchema>;

export const directHireListParamsSchema = z.object({
  q: searchText(100).transform((v) => v ?? ''),
  status: z.unknown().optional().transform((v): DirectHireStatus | 'all' => {
    const s = one(v);
    return (directHireStatusValues as readonly unknown[]).includes(s) ? (s as DirectHireStatus) : 'all';
  }),
  page: pageField,
  per_page: perPageField,
});
export type DirectHireListParams = z.output<typeof directHireListParamsSchema>;

export const directHireStatusSchema = z.object({
  id: idSchema(),
  status: z.enum(directHireStatusValues, { error: validation.chooseOption }),
});

/** Whether working hours run past midnight (the end is before the start: 22:00-06:00 is a night shift). */
export function isNightShift(from: string | null | undefined, to: string | null | undefined): boolean {
  return Boolean(from && to && to < from);
}

/** The county suggestions of the job board's address forms. */
export const countySuggestions = ['Kent', 'Surrey'] as const;
