import { describe, expect, it } from 'vitest';
import {
  applicationSubmitSchema,
  declarationKeys,
  declarationStepSchema,
  draftStepSchemas,
  englishCertificateChoices,
  familyStepSchema,
  genderChoices,
  missingByStep,
  nativeLanguageChoices,
  requiredDocumentSlots,
  studentStepSchema,
} from '@/lib/applications/schemas';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { validStudentStep } from '../helpers/application-fixtures';
import { documentSlotValues } from '@/lib/applications/values';
import { renderFieldErrors } from '@/lib/i18n/catalogue';


// The messages are catalogue tokens: compared in their English words.
const errorsOf = (r: { success: boolean; error?: { issues: never[] } }) => renderFieldErrors(zodIssuesToFieldErrors(r.error?.issues ?? []).fieldErrors);

describe('applications: the wizard schemas', () => {
  it('the choice lists are the seed’s with the spelling fixed', () => {
    expect(englishCertificateChoices).toEqual(['IELTS', 'TOEFL', 'Duolingo', 'Other']);
    expect(genderChoices).toEqual(['Male', 'Female', 'Other']);
    for (const l of ['Arabic', 'Bengali', 'Chinese', 'English', 'French', 'Russian', 'Spanish', 'Urdu']) expect(nativeLanguageChoices).toContain(l);
    expect(documentSlotValues).toHaveLength(9);
    expect(requiredDocumentSlots).toEqual(['passport', 'highest_certificate', 'cv']);
    expect(declarationKeys).toHaveLength(6);
  });

  it('a complete first step passes; Yes/No become booleans, the blank work row is dropped, the postal address copies home', () => {
    const r = studentStepSchema.safeParse(validStudentStep());
    expect(r.success).toBe(true);
    expect(r.data?.students_information.in_china).toBe(false);
    expect(r.data?.students_information.alcohol).toBe(false);
    expect(r.data?.students_information.middle_name).toBeNull();
    expect(r.data?.work_experience).toEqual([]);
    expect(r.data?.postal_address).toEqual(r.data?.home_address);
  });

  it('the contact details are required, each on its own field', () => {
    const input = validStudentStep();
    input.contact_details = { email: 'not-an-email', phone: '', wechat: ' ' };
    const errors = errorsOf(studentStepSchema.safeParse(input) as never);
    expect(Object.keys(errors).sort()).toEqual(['contact_details.email', 'contact_details.phone', 'contact_details.wechat']);
  });

  it('names, birth date, gender, nationality, passport, home address, native language and one education row are required', () => {
    const input = validStudentStep() as Record<string, unknown>;
    input.students_information = { first_name: '', last_name: '', date_of_birth: '', passport_number: '', passport_expiry_date: '', nationality: '', gender: '', in_china: 'Yes', alcohol: 'No' };
    input.home_address = { country: '', city: '', street: '' };
    input.language_proficiency = { native_language: '' };
    input.education_background = [{ school: '', major: '', started: '', finished: '', gpa: '', country: '' }];
    const errors = errorsOf(studentStepSchema.safeParse(input) as never);
    for (const key of [
      'students_information.first_name',
      'students_information.last_name',
      'students_information.date_of_birth',
      'students_information.passport_number',
      'students_information.passport_expiry_date',
      'students_information.nationality',
      'students_information.gender',
      'home_address.country',
      'home_address.city',
      'home_address.street',
      'language_proficiency.native_language',
      'education_background',
    ]) expect(errors, key).toHaveProperty([key]);
  });

  it('a section left out names each of its required fields', () => {
    const errors = errorsOf(familyStepSchema.safeParse({ financial_supporter: {} }) as never);
    expect(Object.keys(errors).sort()).toEqual(['family_contact.member_name', 'family_contact.member_nationality', 'family_contact.member_phone']);
    expect(errors['family_contact.member_name']).toEqual(['This field is required']);
  });

  it('a passport that expires today or earlier is refused', () => {
    const input = validStudentStep();
    input.students_information.passport_expiry_date = new Date().toISOString().slice(0, 10);
    expect(errorsOf(studentStepSchema.safeParse(input) as never)).toHaveProperty(['students_information.passport_expiry_date']);
  });

  it('a separate postal address is checked when the box is not ticked', () => {
    const input = { ...validStudentStep(), postal_same_as_home: false, postal_address: { country: 'CN', city: '', street: '' } };
    const errors = errorsOf(studentStepSchema.safeParse(input) as never);
    expect(Object.keys(errors).sort()).toEqual(['postal_address.city', 'postal_address.street']);
  });

  it('a row error lands on its dotted path (education_background.0.finished)', () => {
    const input = validStudentStep();
    input.education_background[0].finished = '2015-01';
    expect(errorsOf(studentStepSchema.safeParse(input) as never)).toHaveProperty(['education_background.0.finished']);
  });

  it('a choice outside the list is refused (the seed’s misspellings are the legacy module’s job)', () => {
    const input = validStudentStep();
    input.language_proficiency.english_certificate = 'Tofel';
    expect(errorsOf(studentStepSchema.safeParse(input) as never)).toHaveProperty(['language_proficiency.english_certificate']);
  });

  it('family: member name, nationality and phone are required; the rest optional', () => {
    expect(familyStepSchema.safeParse({ family_contact: { member_name: 'Karim', member_nationality: 'BD', member_phone: '+880 1711 000000' } }).success).toBe(true);
    const errors = errorsOf(familyStepSchema.safeParse({ family_contact: { member_email: 'x' } }) as never);
    expect(Object.keys(errors).sort()).toEqual(['family_contact.member_email', 'family_contact.member_name', 'family_contact.member_nationality', 'family_contact.member_phone']);
  });

  it('phones: read in the home country (else the nationality) or the family member\'s, kept in E.164; a wrong one named on its field', () => {
    const input = validStudentStep();
    input.contact_details.phone = '(0)20 7946 0000';
    input.home_address.country = 'GB';
    const out = studentStepSchema.parse(input);
    expect(out.contact_details.phone).toBe('+442079460000');
    input.contact_details.phone = '01711 000000';
    expect(errorsOf(studentStepSchema.safeParse(input) as never)['contact_details.phone']).toEqual(['Enter a phone number that is valid for United Kingdom']);
    // The number's own + wins over the home country.
    input.contact_details.phone = '+86 10 1234 5678';
    expect(studentStepSchema.parse(input).contact_details.phone).toBe('+861012345678');

    const family = familyStepSchema.parse({
      family_contact: { member_name: 'Karim', member_nationality: 'BD', member_phone: '01711 000000' },
      emergency_contact: { emergencies_phone: '01711-000001' },
    });
    expect(family.family_contact.member_phone).toBe('+8801711000000');
    expect(family.emergency_contact.emergencies_phone).toBe('+8801711000001');
    const wrong = errorsOf(familyStepSchema.safeParse({ family_contact: { member_name: 'Karim', member_nationality: 'BD', member_phone: '12' }, financial_supporter: { supporters_phone: 'abc' } }) as never);
    expect(wrong).toEqual({
      'family_contact.member_phone': ['Enter a phone number that is valid for Bangladesh'],
      'financial_supporter.supporters_phone': ['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)'],
    });
    // A draft checks a phone that is given, too.
    expect(Object.keys(errorsOf(draftStepSchemas.family.safeParse({ family_contact: { member_phone: '01711 000000' } }) as never))).toEqual(['family_contact.member_phone']);
  });

  it('declaration: every one of the six boxes must be ticked', () => {
    const all = Object.fromEntries(declarationKeys.map((k) => [k, true]));
    expect(declarationStepSchema.safeParse({ declaration: all }).success).toBe(true);
    for (const k of declarationKeys) {
      const errors = errorsOf(declarationStepSchema.safeParse({ declaration: { ...all, [k]: false } }) as never);
      expect(Object.keys(errors)).toEqual([`declaration.${k}`]);
    }
  });

  it('a draft keeps incomplete input but still refuses a malformed value', () => {
    expect(draftStepSchemas.student.safeParse({ contact_details: { email: 'a@b.co' }, students_information: { first_name: 'Amina' } }).success).toBe(true);
    expect(draftStepSchemas.family.safeParse({ family_contact: {} }).success).toBe(true);
    expect(draftStepSchemas.declaration.safeParse({ declaration: { terms: true } }).success).toBe(true);
    const errors = errorsOf(draftStepSchemas.student.safeParse({ contact_details: { email: 'nope' }, students_information: {} }) as never);
    expect(Object.keys(errors)).toEqual(['contact_details.email']);
  });

  it('submit composes every step plus the required documents, and lists what is missing per step', () => {
    const declaration = Object.fromEntries(declarationKeys.map((k) => [k, true]));
    const family = { family_contact: { member_name: 'Karim', member_nationality: 'BD', member_phone: '01711000000' } };
    const ok = applicationSubmitSchema.safeParse({ student: validStudentStep(), family, declaration: { declaration }, documents: ['passport', 'highest_certificate', 'cv'] });
    expect(ok.success).toBe(true);

    const bad = applicationSubmitSchema.safeParse({
      student: { ...validStudentStep(), contact_details: { email: 'a@b.co', phone: '01711000000', wechat: '' } },
      family: { family_contact: {} },
      declaration: { declaration: { ...declaration, refund: false } },
      documents: ['passport'],
    });
    const missing = missingByStep(errorsOf(bad as never));
    expect(Object.keys(missing.student ?? {})).toEqual(['contact_details.wechat']);
    expect(Object.keys(missing.family ?? {}).sort()).toEqual(['family_contact.member_name', 'family_contact.member_nationality', 'family_contact.member_phone']);
    expect(Object.keys(missing.declaration ?? {})).toEqual(['declaration.refund']);
    expect(Object.keys(missing.documents ?? {}).sort()).toEqual(['cv', 'highest_certificate']);
  });
});
