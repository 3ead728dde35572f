import { describe, expect, it } from 'vitest';
import { legacyJobInput, toLegacyJobError } from '@/lib/api/legacy/recruiter';
import { AppError } from '@/lib/errors';
import { listLimits } from '@/lib/jobs/limits';
import { companyProfileSchema, jobMessages, jobPostSchema, toList } from '@/lib/jobs/schemas';
import { maxExpiryDate, todayIso } from '@/lib/jobs/status';
import { renderMessage } from '@/lib/i18n/catalogue';

/** The employer side's shared schemas (form, action and legacy API) and the legacy job body's ranges. */
const base = {
  job_title: 'Accounts Assistant',
  job_category: '44',
  job_nature: 'fulltime',
  expire_date: maxExpiryDate(),
  description: 'Support a team of accountants with bookkeeping.',
};

const errorsOf = (input: unknown) => {
  const r = jobPostSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  // The messages are catalogue tokens: compared in their English words.
  for (const i of r.error.issues) out[i.path.join('.')] ??= renderMessage(i.message);
  return out;
};

describe('toList', () => {
  it.each([
    [['a', ' b ', ''], ['a', 'b']],
    ['a, b,,c', ['a', 'b', 'c']],
    ['["x, y", "z"]', ['x, y', 'z']],
    ['', []],
    [undefined, []],
    [[1, 2], ['1', '2']],
  ])('%j → %j', (input, out) => {
    expect(toList(input)).toEqual(out);
  });
});

describe('jobPostSchema', () => {
  it('takes pounds and gives pence; defaults positions to 1; a check box to true', () => {
    const r = jobPostSchema.parse({ ...base, salary_min: '£24,000', salary_max: '27500.5', position_no: '', urgent: 'on', skills: 'Xero, Excel' });
    expect(r).toMatchObject({ salary_min: 2_400_000, salary_max: 2_750_050, position_no: 1, urgent: true, skills: ['Xero', 'Excel'], job_category: 44 });
  });

  it('requires the title, category, type, expiry and description, one message each', () => {
    expect(errorsOf({})).toEqual({
      job_title: 'This field is required',
      job_category: renderMessage(jobMessages.categoryRequired),
      job_nature: renderMessage(jobMessages.natureRequired),
      expire_date: 'This field is required',
      description: 'This field is required',
    });
  });

  it('keeps the list limits with the board’s messages', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `s${i}`);
    expect(errorsOf({ ...base, skills: eleven, benefits: eleven, other_benefits: eleven })).toEqual({
      skills: renderMessage(listLimits.skills.message),
      benefits: renderMessage(listLimits.benefits.message),
      other_benefits: renderMessage(listLimits.otherBenefits.message),
    });
    expect(errorsOf({ ...base, skills: eleven.slice(0, 10) })).toEqual({});
  });

  it('wants each range low ≤ high, a contact number valid for the job\'s country and an expiry from today to 6 months ahead', () => {
    expect(errorsOf({ ...base, salary_min: '10', salary_max: '9' })).toEqual({ salary_max: 'The lowest salary must not be more than the highest' });
    expect(errorsOf({ ...base, working_hour_from: '17:00', working_hour_to: '09:00' })).toEqual({ working_hour_to: 'The lowest working hour must not be more than the highest' });
    expect(errorsOf({ ...base, contact_no: '0163-412' })).toEqual({ contact_no: 'Enter a phone number that is valid for United Kingdom' });
    expect(errorsOf({ ...base, expire_date: '2020-01-01' })).toEqual({ expire_date: renderMessage(jobMessages.expiryPast) });
    expect(errorsOf({ ...base, expire_date: '2026-02-30' })).toEqual({ expire_date: 'Enter a valid date' });
    expect(errorsOf({ ...base, expire_date: todayIso() })).toEqual({});
  });
});

describe('companyProfileSchema', () => {
  it('requires nothing, and checks what is given', () => {
    expect(companyProfileSchema.parse({})).toEqual({});
    const r = companyProfileSchema.safeParse({ website: 'ftp://x', org_size: 'huge', cont_per_mail: 'x', est_year: '1700' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(['cont_per_mail', 'est_year', 'org_size', 'website']);
  });
});

describe('the legacy job body', () => {
  it('splits the ranges into the schema’s fields and reads `skill` as skills', () => {
    expect(legacyJobInput({ salary_range: [24000, 27500], experience: '1,3', age_range: '[20, 40]', working_hour_range: ['09:00', '17:00'], skill: 'a, b' })).toEqual({
      salary_min: '24000',
      salary_max: '27500',
      experience_min: '1',
      experience_max: '3',
      age_min: '20',
      age_max: '40',
      working_hour_from: '09:00',
      working_hour_to: '17:00',
      skills: 'a, b',
    });
  });

  it('refuses a third value with the list’s own message, under the seed’s name', () => {
    expect(() => legacyJobInput({ salary_range: [1, 2, 3] })).toThrow(expect.objectContaining({ fieldErrors: { salary_range: [listLimits.salaryRange.message] } }));
    const renamed = toLegacyJobError(new AppError('validation', 'x', { fieldErrors: { salary_max: ['m'], age_min: ['n'], job_title: ['t'] } })) as AppError;
    expect(renamed.fieldErrors).toEqual({ salary_range: ['m'], age_range: ['n'], job_title: ['t'] });
  });
});
