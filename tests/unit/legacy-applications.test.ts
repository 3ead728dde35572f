import { describe, expect, it } from 'vitest';
import {
  applicationFields,
  legacySectionsToDomain,
  missingToLegacy,
  pairDocuments,
  slotFromKey,
  toLegacyApplication,
  toLegacyApplicationItem,
  toLegacySections,
} from '@/lib/api/legacy/applications';
import type { ApplicationDetail, ApplicationListItem } from '@/lib/applications/types';
import { declarationStepSchema, familyStepSchema, studentStepSchema } from '@/lib/applications/schemas';
import { isAppError } from '@/lib/errors';

const nextYear = String(new Date().getUTCFullYear() + 2);

/** The seed client's contact step, every section as JSON text, its values and spellings. */
const seedStudentStep = () => ({
  conatct_details: JSON.stringify({ email: 'amina@example.test', phone: '+8613800000000', wechat: 'amina_wx' }),
  students_information: JSON.stringify({
    first_name: 'Amina',
    middle_name: '',
    last_name: 'Rahman',
    date_of_birth: '2001-04-02',
    place_of_birth: 'Dhaka',
    passport_number: 'BA1234567',
    passport_expiry_date: `${nextYear}-01-31`,
    nationality: 'Bangladesh',
    religion: 'Hindu',
    gender: 'Others',
    marital_status: 'Single',
    check_china: 'Yes',
    check_alcohol: 'no',
  }),
  postal_address: JSON.stringify({ country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: 'Amina' }),
  home_address: JSON.stringify({ country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: 'Amina' }),
  language_proficiency: JSON.stringify({ native_language: 'Bengali', english_level: '3-Good', english_certificate: 'Tofel', chinese_level: 'Fair' }),
  education_background: JSON.stringify([{ school: 'Dhaka College', mejor: 'Science', started: '2016-07', finished: '2018-06', gpa: '5.0', country: 'Bangladesh' }]),
  work_experience: JSON.stringify([]),
});

function thrown(f: () => unknown) {
  try {
    f();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

describe('legacySectionsToDomain', () => {
  it('the seed contact step (JSON text, misspelt names, seed values) becomes a student step that passes its schema', () => {
    const steps = legacySectionsToDomain(seedStudentStep());
    expect(Object.keys(steps)).toEqual(['student']);
    const s = steps.student!;
    expect(Object.keys(s).sort()).toEqual(
      ['contact_details', 'education_background', 'home_address', 'language_proficiency', 'postal_address', 'students_information', 'work_experience'].sort(),
    );
    expect(s.students_information).toMatchObject({ in_china: true, alcohol: false, religion: 'Hinduism', gender: 'Other' });
    expect(s.students_information).not.toHaveProperty('check_china');
    expect(s.language_proficiency).toMatchObject({ english_level: '3', english_certificate: 'TOEFL' });
    expect((s.education_background as Record<string, unknown>[])[0]).toMatchObject({ major: 'Science' });
    const parsed = studentStepSchema.parse(s);
    expect(parsed.students_information.in_china).toBe(true);
  });

  it('sections given as objects work the same; Doulingo, english_level as a number, Yes/No any case', () => {
    const steps = legacySectionsToDomain({
      students_information: { check_china: 'NO', check_alcohol: 'YES', religion: 'Christian' },
      language_proficiency: { english_level: 4, english_certificate: 'Doulingo' },
    });
    expect(steps.student!.students_information).toMatchObject({ in_china: false, alcohol: true, religion: 'Christianity' });
    expect(steps.student!.language_proficiency).toMatchObject({ english_level: '4', english_certificate: 'Duolingo' });
  });

  it('family step names (family_conatct, fiancial_supporter, conatact_case_emergency) map to ours and pass the family schema', () => {
    const steps = legacySectionsToDomain({
      family_conatct: JSON.stringify({ member_name: 'Karim', member_nationality: 'Bangladesh', member_phone: '+880 1711 000000' }),
      fiancial_supporter: JSON.stringify({ supporters_name: 'Karim' }),
      conatact_case_emergency: { emergencies_name: 'Rina' },
    });
    expect(Object.keys(steps)).toEqual(['family']);
    expect(Object.keys(steps.family!).sort()).toEqual(['emergency_contact', 'family_contact', 'financial_supporter']);
    expect(familyStepSchema.parse(steps.family).financial_supporter.supporters_name).toBe('Karim');
  });

  it('the five declaration booleans become our six (payment covers payment and refund)', () => {
    const steps = legacySectionsToDomain({ declaration: JSON.stringify({ acknowledgement: true, consent: true, information: 'true', payment: true, compliance: 1 }) });
    expect(steps.declaration!.declaration).toEqual({ terms: true, consent: true, accuracy: true, payment: true, refund: true, attendance: true });
    expect(declarationStepSchema.safeParse(steps.declaration).success).toBe(true);
    const partial = legacySectionsToDomain({ declaration: { acknowledgement: true, consent: true, information: true, payment: false, compliance: true } });
    expect(declarationStepSchema.safeParse(partial.declaration).success).toBe(false);
  });

  it('our own section name wins over the seed spelling; unknown keys are ignored; bad JSON text is a 422 on that section', () => {
    const steps = legacySectionsToDomain({ conatct_details: { email: 'old@x.test' }, contact_details: { email: 'new@x.test' }, user_id: 5, _method: 'PUT' });
    expect(steps.student!.contact_details).toEqual({ email: 'new@x.test' });
    expect(Object.keys(steps)).toEqual(['student']);
    const err = thrown(() => legacySectionsToDomain({ family_conatct: '{not json' }));
    expect(isAppError(err) && err.status).toBe(422);
    expect(isAppError(err) && err.fieldErrors).toEqual({ family_conatct: [expect.any(String)] });
  });
});

describe('applicationFields (error keys out)', () => {
  it('maps section heads and inner renamed keys back to the seed names', () => {
    expect(
      applicationFields.fieldErrorsToLegacy({
        'contact_details.email': ['a'],
        'students_information.in_china': ['b'],
        'education_background.0.major': ['c'],
        'declaration.attendance': ['d'],
        'emergency_contact.emergencies_email': ['e'],
        'financial_supporter.supporters_phone': ['f'],
      }),
    ).toEqual({
      'conatct_details.email': ['a'],
      'students_information.check_china': ['b'],
      'education_background.0.mejor': ['c'],
      'declaration.compliance': ['d'],
      'conatact_case_emergency.emergencies_email': ['e'],
      'fiancial_supporter.supporters_phone': ['f'],
    });
    expect(missingToLegacy({ family: { 'family_contact.member_name': ['x'] }, documents: { passport: ['y'] } })).toEqual({
      family: { 'family_conatct.member_name': ['x'] },
      documents: { passport: ['y'] },
    });
  });
});

describe('pairDocuments', () => {
  const pdf = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });

  it('a list of names: each name goes to the slot at its position; empty entries skip a slot; files matched by name', () => {
    const a = pdf('passport.pdf');
    const b = pdf('cv.pdf');
    const pairs = pairDocuments({ files: [b, a], documents: JSON.stringify(['passport.pdf', '', '', '', '', 'cv.pdf']) });
    expect(pairs.map((p) => [p.slot, p.file.name])).toEqual([
      ['passport', 'passport.pdf'],
      ['cv', 'cv.pdf'],
    ]);
  });

  it('an object keyed by slot (seed-ish spellings accepted), and a list of one-key objects', () => {
    const a = pdf('x.pdf');
    const b = pdf('y.pdf');
    expect(pairDocuments({ files: [a, b], documents: { 'Resume/CV': 'y.pdf', Passport: 'x.pdf' } }).map((p) => [p.slot, p.file.name])).toEqual([
      ['cv', 'y.pdf'],
      ['passport', 'x.pdf'],
    ]);
    expect(pairDocuments({ files: [a], documents: JSON.stringify([{ bank_solvency_certificate: 'x.pdf' }]) }).map((p) => p.slot)).toEqual(['bank_solvency']);
  });

  it('refuses no files, a count mismatch, an unknown slot and a slot named twice (422 naming the field)', () => {
    const a = pdf('x.pdf');
    for (const [body, field] of [
      [{ documents: '["x.pdf"]' }, 'files'],
      [{ files: [a], documents: '["x.pdf","y.pdf"]' }, 'documents'],
      [{ files: [a], documents: '{"diploma_of_nothing":"x.pdf"}' }, 'documents'],
      [{ files: [a, pdf('y.pdf')], documents: '{"cv":"x.pdf","resume":"y.pdf"}' }, 'documents'],
    ] as const) {
      const err = thrown(() => pairDocuments(body as Record<string, unknown>));
      expect(isAppError(err) && err.status, JSON.stringify(body)).toBe(422);
      expect(isAppError(err) && Object.keys(err.fieldErrors)).toEqual([field]);
    }
  });

  it('slotFromKey knows our names and the old labels, and nothing else', () => {
    expect(slotFromKey('non-criminal certificate')).toBe('non_criminal_certificate');
    expect(slotFromKey('highest_education_certificate')).toBe('highest_certificate');
    expect(slotFromKey('other')).toBe('other');
    expect(slotFromKey('photo')).toBeNull();
  });
});

describe('toLegacyApplication / toLegacyApplicationItem', () => {
  const at = new Date('2026-03-01T10:00:00Z');
  const detail = {
    id: 7,
    uuid: 'u',
    userId: 3,
    status: 'draft',
    statusLabel: 'Draft',
    waitingOn: 'student',
    currentStep: 2,
    savedAt: at,
    submittedAt: null,
    decidedAt: null,
    updatedAt: at,
    description: 'd',
    university: { id: 1, name: 'Tsinghua University' },
    course: { id: 2, title: 'Computer Science', programId: 4 },
    program: { id: 4, name: 'Bachelor' },
    sections: {
      contact_details: { email: 'a@b.test' },
      students_information: { first_name: 'Amina', in_china: true, alcohol: false },
      home_address: {},
      postal_address: {},
      postal_same_as_home: false,
      language_proficiency: { english_level: '3', english_certificate: 'TOEFL' },
      education_background: [{ school: 'S', major: 'Science' }],
      work_experience: [],
      family_contact: { member_name: 'K' },
      financial_supporter: {},
      emergency_contact: {},
      declaration: { terms: true, consent: true, accuracy: true, payment: true, refund: false, attendance: true },
    },
    documents: [],
    history: [],
    fees: [],
  } as unknown as ApplicationDetail;

  it('the record: id, status, university { name }, course { title, program_id }, sections as JSON text under the seed names, values mapped back', () => {
    const r = toLegacyApplication(detail);
    expect(r).toMatchObject({ id: 7, user_id: 3, status: 'draft', university: { name: 'Tsinghua University' }, course: { title: 'Computer Science', program_id: 4 } });
    expect(JSON.parse(r.conatct_details!)).toEqual({ email: 'a@b.test' });
    expect(JSON.parse(r.students_information!)).toMatchObject({ check_china: 'Yes', check_alcohol: 'No' });
    expect(JSON.parse(r.education_background!)).toEqual([{ school: 'S', mejor: 'Science' }]);
    expect(JSON.parse(r.family_conatct!)).toEqual({ member_name: 'K' });
    expect(JSON.parse(r.declaration!)).toEqual({ acknowledgement: true, consent: true, information: true, payment: false, compliance: true });
    expect(r.home_address).toBeNull();
    expect(r.fiancial_supporter).toBeNull();
    expect(r.work_experience).toBeNull();
    expect(Object.keys(toLegacySections(detail.sections))).toHaveLength(11);
  });

  it('a list item carries id, status, university { name }, course { title, program_id }', () => {
    const item = { id: 7, status: 'submitted', statusLabel: 'Submitted', waitingOn: null, university: detail.university, course: detail.course, program: detail.program, updatedAt: at, createdAt: at } as ApplicationListItem;
    expect(toLegacyApplicationItem(item)).toMatchObject({ id: 7, status: 'submitted', university: { name: 'Tsinghua University' }, course: { title: 'Computer Science', program_id: 4 } });
  });
});
