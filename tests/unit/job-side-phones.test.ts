import { describe, expect, it } from 'vitest';
import { accounts, candidates, directHireRequests, employers, partTimeApplications } from '@/db/seed/data';
import { displayValue, formDefaults, sectionFields } from '@/components/candidates/section-fields';
import { sectionFormSchemas, sectionSchemas } from '@/lib/candidates/schemas';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { formatPhone, toE164 } from '@/lib/forms/phone';
import { renderFieldErrors } from '@/lib/i18n/catalogue';
import { directHireSchema } from '@/lib/jobs/direct-hire-schemas';
import { companyProfileSchema, jobPostSchema } from '@/lib/jobs/schemas';
import { maxExpiryDate } from '@/lib/jobs/status';
import type { z } from 'zod';

/**
 * The job side's phones (issue 30, item 11): typed as people write them, read in the form's
 * country (else the job board's, the United Kingdom), kept in E.164, refused with a message on the
 * field itself, shown formatted.
 */

/** The field errors of a failed parse, in English words, by dotted path. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return renderFieldErrors(zodIssuesToFieldErrors(r.error.issues).fieldErrors);
}

const job = {
  job_title: 'Accounts Assistant',
  job_category: '44',
  job_nature: 'fulltime',
  expire_date: maxExpiryDate(),
  description: 'Support a team of accountants with bookkeeping.',
};
const directHire = { job_title: 'Driver', org_name: 'Acme', job_category: '44', position_no: '2' };

describe("the job seeker's phones (basic information and referees)", () => {
  const basic = sectionSchemas.basic_info;

  it('accepts the three ways people write a number and keeps E.164', () => {
    const d = basic.parse({
      first_name: 'Jane',
      last_name: 'Doe',
      nationality: 'GB',
      primary_contact_no: '01634 123456',
      secondary_contact_no: '(0)20 7946 0000',
      emergency_contact_no: '+86 10 1234 5678',
    });
    expect([d.primary_contact_no, d.secondary_contact_no, d.emergency_contact_no]).toEqual(['+441634123456', '+442079460000', '+861012345678']);
  });

  it('reads a national number in the nationality (its alpha-2 code), else in the United Kingdom', () => {
    expect(basic.parse({ first_name: 'A', last_name: 'B', nationality: 'NG', primary_contact_no: '0803 123 4567' }).primary_contact_no).toBe('+2348031234567');
    expect(basic.parse({ first_name: 'A', last_name: 'B', nationality: 'NG', primary_contact_no: '0803 123 4567' }).primary_contact_no).toBe('+2348031234567');
    expect(basic.parse({ first_name: 'A', last_name: 'B', primary_contact_no: '07911 123456' }).primary_contact_no).toBe('+447911123456');
    // Blank stays blank; a field not sent stays unsent (a single section keeps what is not sent).
    expect(basic.parse({ first_name: 'A', last_name: 'B', primary_contact_no: '' }).primary_contact_no).toBeNull();
    expect(basic.parse({ first_name: 'A', last_name: 'B' })).not.toHaveProperty('secondary_contact_no');
  });

  it('refuses junk and a number not valid for the nationality, each on its own field, beside the other errors', () => {
    expect(errorsOf(sectionFormSchemas.basic_info, { basic_info: { first_name: '', last_name: 'B', nationality: 'FR', primary_contact_no: '01634 123456', secondary_contact_no: 'call me' } })).toEqual({
      'basic_info.first_name': ['This field is required'],
      'basic_info.primary_contact_no': ['Enter a phone number that is valid for France'],
      'basic_info.secondary_contact_no': ['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)'],
    });
  });

  it("reads a referee's number in the United Kingdom unless it carries its own +", () => {
    const ref = sectionSchemas.reference;
    expect(ref.parse({ name: 'Dr Patel', cell_no: '01634 123456' }).cell_no).toBe('+441634123456');
    expect(ref.parse({ name: 'Dr Patel', cell_no: '+880 1711 000799' }).cell_no).toBe('+8801711000799');
    expect(errorsOf(sectionFormSchemas.reference, { reference: { name: 'Dr Patel', cell_no: '12345' } })).toEqual({
      'reference.cell_no': ['Enter a phone number that is valid for United Kingdom'],
    });
  });

  it('shows a stored number formatted, in the saved values and in the form; an old one as it was typed', () => {
    const phone = sectionFields.basic_info.find((d) => d.key === 'primary_contact_no')!;
    expect(displayValue(phone, '+441634123456')).toBe('+44 1634 123456');
    expect(displayValue(phone, '0163-412 (old)')).toBe('0163-412 (old)');
    expect(formDefaults('basic_info', { primary_contact_no: '+447911123456', secondary_contact_no: '0163-412', emergency_contact_no: null })).toMatchObject({
      primary_contact_no: '+44 7911 123456',
      secondary_contact_no: '0163-412',
      emergency_contact_no: '',
    });
    expect(formDefaults('reference', { cell_no: '+8801711000799' })).toMatchObject({ cell_no: '+880 1711 000799' });
  });
});

describe("the employer's phones (company profile, job post)", () => {
  it("reads the contact person's mobile in the profile's country, else the United Kingdom", () => {
    expect(companyProfileSchema.parse({ country: 'BD', cont_per_mobile: '01711 000505' }).cont_per_mobile).toBe('+8801711000505');
    expect(companyProfileSchema.parse({ cont_per_mobile: '(0)20 7946 0000' }).cont_per_mobile).toBe('+442079460000');
    expect(companyProfileSchema.parse({ country: 'GB', cont_per_mobile: '+86 10 1234 5678' }).cont_per_mobile).toBe('+861012345678');
    expect(companyProfileSchema.parse({ cont_per_mobile: '' }).cont_per_mobile).toBeNull();
    expect(errorsOf(companyProfileSchema, { country: 'GB', cont_per_mobile: '0163-412' })).toEqual({ cont_per_mobile: ['Enter a phone number that is valid for United Kingdom'] });
  });

  it("reads a job's contact number in the job's country; the old board's digits still pass", () => {
    expect(jobPostSchema.parse({ ...job, country: 'GB', contact_no: '01634 123456' }).contact_no).toBe('+441634123456');
    expect(jobPostSchema.parse({ ...job, contact_no: '01634123456' }).contact_no).toBe('+441634123456');
    // The old job backend sent numbers as JSON numbers.
    expect(jobPostSchema.parse({ ...job, country: 'CN', contact_no: 1012345678 }).contact_no).toBe('+861012345678');
    expect(errorsOf(jobPostSchema, { ...job, contact_no: 'ring reception' })).toEqual({ contact_no: ['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)'] });
  });
});

describe('a direct-hire request', () => {
  it("reads a local number in the request's country, else the United Kingdom, and keeps E.164", () => {
    expect(directHireSchema.parse({ ...directHire, contact_no: '01233 123456' }).contactNo).toBe('+441233123456');
    expect(directHireSchema.parse({ ...directHire, country: 'BD', contact_no: '01714 000823' }).contactNo).toBe('+8801714000823');
    expect(directHireSchema.parse({ ...directHire, contact_no: '+86 10 1234 5678' }).contactNo).toBe('+861012345678');
  });

  it('refuses a number not valid there, on the field, and still wants an e-mail or a phone', () => {
    expect(errorsOf(directHireSchema, { ...directHire, country: 'GB', contact_no: '01233 12' })).toEqual({ contact_no: ['Enter a phone number that is valid for United Kingdom'] });
    expect(errorsOf(directHireSchema, { ...directHire, contact_no: '' })).toEqual({
      email: ['Give an e-mail address or a phone number'],
      contact_no: ['Give an e-mail address or a phone number'],
    });
  });
});

describe("the demo seed's phones", () => {
  it('are valid numbers, and the job side keeps them in E.164', () => {
    const jobSide = [
      ...employers.map((e) => e.contactPersonMobile),
      ...candidates.flatMap((c) => [c.basicInfo.primaryContactNo, c.basicInfo.secondaryContactNo, c.basicInfo.emergencyContactNo, ...c.references.map((r) => r.cellNo)]),
      ...directHireRequests.map((r) => r.contactNo),
      ...partTimeApplications.map((p) => p.phone),
    ].filter((x): x is string => !!x);
    expect(jobSide.length).toBeGreaterThan(20);
    for (const phone of jobSide) expect(toE164(phone), phone).toBe(phone);
    for (const a of accounts) expect(toE164(a.phoneNumber, { dialCode: a.phoneCode }), a.email).not.toBeNull();
    expect(formatPhone(employers[0].contactPersonMobile)).toBe('+44 7911 123101');
  });
});
