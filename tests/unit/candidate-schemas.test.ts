import { describe, expect, it } from 'vitest';
import { resumeCompleteness } from '@/lib/candidates/completeness';
import { listInput, preferenceSchema, sectionSchemas } from '@/lib/candidates/schemas';
import { renderMessage } from '@/lib/i18n/catalogue';

describe('candidate resume schemas', () => {
  it('a list field reads repeated keys, JSON array text and comma-separated text alike', () => {
    expect(listInput(['a', 'b'])).toEqual(['a', 'b']);
    expect(listInput('["a","b"]')).toEqual(['a', 'b']);
    expect(listInput('a, b,,  c ')).toEqual(['a', 'b', 'c']);
    expect(listInput(['a, b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(listInput('A, a')).toEqual(['A']);
    expect(listInput(undefined)).toEqual([]);
    expect(listInput(false)).toEqual([]);
  });

  it('ten preferred cities pass, eleven fail with the seed message', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `c${i}`);
    expect(preferenceSchema.safeParse({ pref_city: ten.join(',') }).success).toBe(true);
    const r = preferenceSchema.safeParse({ pref_city: [...ten, 'c10'] });
    expect(r.success).toBe(false);
    expect(renderMessage(r.error!.issues[0].message)).toBe('Benefits range Max length will be 10');
  });

  it('an experience cannot end before it starts, nor end while current', () => {
    expect(sectionSchemas.experience.safeParse({ org_name: 'A', from_date: '2020-01-01', to_date: '2019-01-01' }).success).toBe(false);
    expect(sectionSchemas.experience.safeParse({ org_name: 'A', curr_working: 'on', to_date: '2021-01-01' }).success).toBe(false);
    expect(sectionSchemas.experience.safeParse({ org_name: 'A', curr_working: 'on', from_date: '2020-01-01' }).success).toBe(true);
  });

  it('completeness lists what is missing', () => {
    const empty = {
      basic_info: {},
      career_info: {},
      present_address: null,
      preference: { job_category_choice: [], keyword: [], pref_city: [], special_skill: [] },
      rows: { education: [], experience: [], skill: [], language: [], reference: [] },
      photo: null,
      cvCount: 0,
    };
    const c = resumeCompleteness(empty);
    expect(c.percent).toBe(0);
    expect(c.missing).toHaveLength(c.items.length);
    expect(resumeCompleteness({ ...empty, cvCount: 1 }).missing.map((m) => m.key)).not.toContain('cv');
  });
});

describe('what employers see', () => {
  it('sensitive fields only when the candidate shared that one field', async () => {
    const { basicInfoForEmployers } = await import('@/lib/candidates/privacy');
    const basic = { first_name: 'Jane', dob: '1990-01-01', religion: 'None', nid: 'X1', passport_no: 'P123456', blood_group: 'O+', weight: '70', height: '170', ethnicity: 'E' };
    expect(basicInfoForEmployers(basic, [])).toEqual({ first_name: 'Jane' });
    expect(basicInfoForEmployers(basic, ['religion', 'dob'])).toEqual({ first_name: 'Jane', religion: 'None', dob: '1990-01-01' });
  });
});

describe('resumeForEmployer applies a view, field by field', () => {
  const resume = {
    userId: 1,
    email: 'jane@example.test',
    basic_info: { first_name: 'Jane', religion: 'None', primary_contact_no: '+44 1', secondary_contact_no: '+44 2', emergency_contact_no: '+44 3', secondary_mail: 'j2@example.test', fathers_name: 'Dad', mothers_name: 'Mum' },
    career_info: {},
    permanent_address: { street: '1 High St', house: '2', county: 'Kent', city: 'Dover', province: null, country: 'United Kingdom', description: 'by the sea' },
    present_address: null,
    preference: { job_category_choice: [], keyword: [], pref_city: [], special_skill: [] },
    categoryNames: [],
    rows: { certification: [], education: [], experience: [], skill: [], training: [], extracurricular: [], language: [], reference: [{ id: 9, name: 'Ref', organization: 'Acme', email: 'ref@example.test', cell_no: '+44 9', address: 'Ref Road' }] },
    saved: { basic_info: true, career_info: false, preference: false, permanent_address: true, present_address: false },
    photo: { url: '/files/x', name: 'me.png' },
    isPublic: true,
    sharedFields: ['religion'],
    sharedContacts: ['parents'],
    updatedAt: null,
  } as const;

  it('nothing shown: no sensitive field, no contact detail, the city and country of an address, no picture, no consent lists', async () => {
    const { nothingShown, resumeForEmployer } = await import('@/lib/candidates/privacy');
    const r = resumeForEmployer(structuredClone(resume) as never, nothingShown);
    expect(r.email).toBe('');
    expect(r.basic_info).toEqual({ first_name: 'Jane' });
    expect(r.permanent_address).toEqual({ street: null, house: null, county: null, city: 'Dover', province: null, country: 'United Kingdom', description: null });
    expect(r.rows.reference).toEqual([{ id: 9, name: 'Ref', organization: 'Acme' }]);
    expect([r.photo, r.sharedFields, r.sharedContacts]).toEqual([null, [], []]);
  });

  it('each consent shows its own details; everything shown leaves the resume whole', async () => {
    const { resumeForEmployer } = await import('@/lib/candidates/privacy');
    const view = (contacts: string[], sensitive: string[] = []) => ({ listed: true, applied: false, sensitive, contacts, photo: false, cvFileIds: [] }) as never;
    expect(resumeForEmployer(structuredClone(resume) as never, view(['phone'])).basic_info).toEqual({ first_name: 'Jane', primary_contact_no: '+44 1', secondary_contact_no: '+44 2', emergency_contact_no: '+44 3' });
    const email = resumeForEmployer(structuredClone(resume) as never, view(['email']));
    expect([email.email, email.basic_info.secondary_mail]).toEqual(['jane@example.test', 'j2@example.test']);
    expect(resumeForEmployer(structuredClone(resume) as never, view(['parents'], ['religion'])).basic_info).toEqual({ first_name: 'Jane', religion: 'None', fathers_name: 'Dad', mothers_name: 'Mum' });
    expect(resumeForEmployer(structuredClone(resume) as never, view(['referees'])).rows.reference).toEqual(resume.rows.reference);
    const all = resumeForEmployer(structuredClone(resume) as never, {
      listed: true,
      applied: true,
      sensitive: ['religion'],
      contacts: ['email', 'phone', 'parents', 'addresses', 'referees'],
      photo: true,
      cvFileIds: [],
    });
    expect({ ...all, sharedFields: resume.sharedFields, sharedContacts: resume.sharedContacts }).toEqual(resume);
  });
});
