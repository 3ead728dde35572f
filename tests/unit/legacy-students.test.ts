import { describe, expect, it } from 'vitest';
import { legacyProfileSectionIn, profileErrorsToLegacy, profileGenderIn, profileTypeIn, toLegacyProfile } from '@/lib/api/legacy/students';
import { sectionFormSchemas, sectionSchemas } from '@/lib/students/schemas';

describe('the profile at the legacy boundary', () => {
  it('reads the old form’s Bachelor/Masters as the first and second option', () => {
    expect([profileTypeIn('Bachelor'), profileTypeIn('Masters'), profileTypeIn('foreign'), profileTypeIn('PhD')]).toEqual(['Local', 'Foreign', 'Foreign', 'PhD']);
    expect([profileGenderIn('Bachelor'), profileGenderIn(' masters '), profileGenderIn('Male'), profileGenderIn('')]).toEqual(['Male', 'Female', 'Male', '']);
  });

  it('takes exactly one section under the seed’s name, with its inner names renamed', () => {
    expect(legacyProfileSectionIn({ education_information_masters: JSON.stringify({ masters_instute_name: 'BUET', masters_examination_name: 'MSc', masters_year: 2024 }) })).toEqual({
      section: 'education_masters',
      input: { institute_name: 'BUET', examination_name: 'MSc', year: 2024 },
    });
    expect(legacyProfileSectionIn({ basic_information: { first_name: 'A', type: 'Bachelor', gender: 'Masters' }, user_id: 3 })).toEqual({
      section: 'basic_information',
      input: { first_name: 'A', type: 'Local', gender: 'Female' },
    });
    expect(() => legacyProfileSectionIn({})).toThrow(expect.objectContaining({ key: 'profile.oneSection' }));
    expect(() => legacyProfileSectionIn({ basic_information: '{}', passport_information: '{}' })).toThrow(expect.objectContaining({ key: 'profile.oneSection' }));
    expect(() => legacyProfileSectionIn({ passport_information: '[1]' })).toThrow();
  });

  it('answers errors and sections under the seed’s names', () => {
    expect(profileErrorsToLegacy('education_higher_school', { institute_name: ['x'], year: ['y'] })).toEqual({
      'education_information_higher_school.higher_school_name': ['x'],
      'education_information_higher_school.higher_year': ['y'],
    });
    const out = toLegacyProfile({
      userId: 7,
      accountDefaults: { first_name: 'Not', last_name: 'Shown' },
      sections: {
        basic_information: null,
        education_school: { institute_name: 'S', examination_name: 'SSC', year: '2016' },
        education_higher_school: null,
        education_bachelor: null,
        education_masters: null,
        passport_information: null,
      },
      files: { national_identity: null, certificates: null, passport: null },
      updatedAt: null,
    });
    expect(out.basic_information).toBeNull();
    expect(JSON.parse(out.education_information_school!)).toEqual({ school_name: 'S', examination_name: 'SSC', year: '2016' });
  });

  it('the section schemas: required fields, optional duration and grade, form names nested under the section', () => {
    expect(sectionSchemas.education_bachelor.safeParse({ institute_name: 'X', examination_name: 'Y', year: '2020' }).success).toBe(true);
    expect(sectionSchemas.passport_information.safeParse({ passport_number: 'AB12345', country: 'China' }).success).toBe(false);
    expect(sectionFormSchemas.passport_information.safeParse({ passport_information: { passport_number: 'AB12345', country: 'CN', expiry_date: '2030-01-01' } }).success).toBe(true);
  });
});
