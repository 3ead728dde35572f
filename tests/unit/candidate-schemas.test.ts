import { describe, expect, it } from 'vitest';
import { resumeCompleteness } from '@/lib/candidates/completeness';
import { listInput, preferenceSchema, sectionSchemas } from '@/lib/candidates/schemas';

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
    expect(r.error?.issues[0].message).toBe('Benefits range Max length will be 10');
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
