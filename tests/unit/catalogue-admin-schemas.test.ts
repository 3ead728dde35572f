import { describe, expect, it } from 'vitest';
import { adminCourseListSchema, adminUniversityListSchema, courseCreateSchema, courseUpdateSchema, slugify, universityCreateSchema, universityUpdateSchema } from '@/lib/catalogue/schemas';
import { sanitizeRichText } from '@/lib/catalogue/rich-text';
import { renderMessage } from '@/lib/i18n/catalogue';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), renderMessage(i.message)]));

describe('admin catalogue schemas (shared by the forms, the actions and the legacy endpoints)', () => {
  it('makes a slug from a name', () => {
    expect(slugify('Zhejiang University')).toBe('zhejiang-university');
    expect(slugify("  Xi'an Jiaotong-Liverpool   University ")).toBe('xi-an-jiaotong-liverpool-university');
    expect(slugify('École & Über')).toBe('ecole-and-uber');
  });

  it('a university create needs a name; the code and slug may be blank', () => {
    expect(issues(universityCreateSchema.safeParse({}))).toEqual({ name: 'This field is required' });
    expect(universityCreateSchema.parse({ name: ' Harbour ', code: '', slug: '' })).toEqual({ name: 'Harbour' });
    expect(issues(universityCreateSchema.safeParse({ name: 'X Y', slug: 'Bad Slug' }))).toEqual({ slug: 'Use lower-case letters, digits and single hyphens' });
  });

  it('reads the legacy inputs: city as a name, founded_at as a date, fees in yuan', () => {
    expect(universityUpdateSchema.parse({ city_id: 'Hangzhou', founded_year: '1897-05-01', bachelor_fee: '30,000.50' })).toEqual({
      city_id: { name: 'Hangzhou' },
      founded_year: 1897,
      bachelor_fee: 3_000_050,
    });
    expect(universityUpdateSchema.parse({ city_id: '12', founded_year: '1911' })).toEqual({ city_id: 12, founded_year: 1911 });
    expect(issues(universityUpdateSchema.safeParse({ website: 'javascript:alert(1)' }))).toEqual({ website: 'Enter a web address starting with http:// or https://' });
    // The university's phone (issue 30, item 11): as people write it, a national number read as China's, kept in E.164.
    expect(universityUpdateSchema.parse({ contact_no: '0571 8795 1234' })).toEqual({ contact_no: '+8657187951234' });
    expect(universityUpdateSchema.parse({ contact_no: '+44 (0)20 7946 0000' })).toEqual({ contact_no: '+442079460000' });
    expect(universityCreateSchema.parse({ name: 'Harbour', contact_no: '8657112345678' })).toEqual({ name: 'Harbour', contact_no: '+8657112345678' });
    expect(universityUpdateSchema.parse({ contact_no: '' })).toEqual({ contact_no: null });
    expect(issues(universityUpdateSchema.safeParse({ contact_no: '12' }))).toEqual({ contact_no: 'Enter a phone number that is valid for China' });
    expect(issues(universityUpdateSchema.safeParse({ contact_no: 'call us' }))).toEqual({ contact_no: 'Enter a phone number (digits, spaces, brackets, hyphens and a leading +)' });
  });

  it('a course update changes only what it is sent and cannot blank a required field', () => {
    expect(courseUpdateSchema.parse({})).toEqual({});
    expect(issues(courseUpdateSchema.safeParse({ title: '' }))).toEqual({ title: 'This field is required' });
    expect(courseUpdateSchema.safeParse({ program_id: '' }).success).toBe(false);
    // A blank fee is "none of its own" (the university's fee for the degree applies).
    expect(courseUpdateSchema.parse({ fee: '', tag: 'Our Top Picks', intake: '2027-09', duration: '4 years' })).toEqual({ fee: null, tag: 'top-picks', intake: '2027-09', duration: 4 });
    expect(issues(courseUpdateSchema.safeParse({ intake: '2027-13' }))).toEqual({ intake: 'Enter the intake as a month (YYYY-MM)' });
    expect(Object.keys(issues(courseCreateSchema.safeParse({})))).toEqual(['title', 'program_id', 'university_id']);
  });

  it("a course's university is a chosen id or a typed name (the type-ahead), never emptied, and a new course needs one", () => {
    const course = { title: 'Medicine', program_id: '2' };
    // Without JavaScript only the typed text comes; the domain resolves it.
    expect(courseCreateSchema.parse({ ...course, university_q: ' tsinghua ' })).toMatchObject({ university_q: 'tsinghua' });
    expect(courseCreateSchema.parse({ ...course, university_id: '7', university_q: 'Tsinghua University' })).toMatchObject({ university_id: 7 });
    // The legacy API sends the id alone, as before.
    expect(courseCreateSchema.parse({ ...course, university_id: 7 })).toMatchObject({ university_id: 7 });
    expect(issues(courseCreateSchema.safeParse({ ...course, university_q: '  ' }))).toEqual({ university_id: 'Choose one of the options' });
    expect(issues(courseCreateSchema.safeParse(course))).toEqual({ university_id: 'Choose one of the options' });
    // An emptied field is no university even beside the id the page started with.
    expect(issues(courseUpdateSchema.safeParse({ university_id: '7', university_q: '' }))).toEqual({ university_id: 'Choose one of the options' });
    expect(courseUpdateSchema.parse({ university_q: 'zhejiang' })).toEqual({ university_q: 'zhejiang' });
    // The pair's own refusal is its only message.
    expect(issues(courseCreateSchema.safeParse({ ...course, university_id: 'x', university_q: '' }))).toEqual({ university_id: 'Choose one of the options' });
    expect(issues(courseCreateSchema.safeParse({ ...course, university_q: 'x'.repeat(201) }))).toEqual({ university_q: 'Enter at most 200 characters' });
  });

  it('list parameters are lenient; counts and dates sort largest first by default', () => {
    expect(adminUniversityListSchema.parse({ sort: 'applications' })).toMatchObject({ sort: 'applications', dir: 'desc' });
    expect(adminUniversityListSchema.parse({ sort: 'nonsense', dir: 'sideways' })).toMatchObject({ sort: 'name', dir: 'asc' });
    expect(adminCourseListSchema.parse({ sort: 'fee', dir: 'desc', university_id: '7', program_id: 'x' })).toMatchObject({ sort: 'fee', dir: 'desc', university_id: 7, program_id: undefined });
  });

  it('sanitises rich text and keeps plain text as typed', () => {
    expect(sanitizeRichText('<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>')).toBe('<p>Hi <a>x</a></p>');
    expect(sanitizeRichText('Fish & chips < 5')).toBe('Fish & chips < 5');
    expect(sanitizeRichText(null)).toBeNull();
  });
});
