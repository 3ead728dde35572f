import { describe, expect, it } from 'vitest';
import { jobQueueParamsSchema, legacyModerationSchema, moderationSchema, referenceItemSchema } from '@/lib/jobs/admin-schemas';
import { directHireSchema, isNightShift } from '@/lib/jobs/direct-hire-schemas';
import { renderMessage } from '@/lib/i18n/catalogue';

const base = { job_title: 'Driver', org_name: 'Acme', job_category: '44', position_no: '2', email: 'a@example.test' };

describe('direct-hire schema', () => {
  it('reads lists as arrays, JSON text or comma-separated text', () => {
    for (const skill of [['a', 'b'], '["a","b"]', 'a, b']) expect(directHireSchema.parse({ ...base, skill }).skills).toEqual(['a', 'b']);
  });

  it('answers the list limits with their messages', () => {
    const r = directHireSchema.safeParse({ ...base, skill: Array.from({ length: 11 }, (_, i) => `s${i}`), experience: [1, 2, 3] });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), renderMessage(i.message)]));
    expect(messages).toMatchObject({ skill: 'Skills Max length will be 10', experience: 'Experience Max length will be 2' });
  });

  it('keeps the positions of a range (a blank low end stays blank) and stores pounds as pence', () => {
    const d = directHireSchema.parse({ ...base, salary_range: ['', '14.50'], working_hour_range: ['08:00', ''] });
    expect([d.salaryMinMinor, d.salaryMaxMinor, d.workingHourFrom, d.workingHourTo]).toEqual([null, 1450, '08:00', null]);
    expect(directHireSchema.safeParse({ ...base, salary_range: [20, 10] }).success).toBe(false);
  });

  it('takes working hours that run past midnight (a night shift) and says which are', () => {
    const night = directHireSchema.parse({ ...base, working_hour_range: ['22:00', '06:00'] });
    expect([night.workingHourFrom, night.workingHourTo]).toEqual(['22:00', '06:00']);
    expect(isNightShift(night.workingHourFrom, night.workingHourTo)).toBe(true);
    expect(isNightShift('09:00', '17:00')).toBe(false);
    expect(isNightShift('22:00', null)).toBe(false);
    expect(directHireSchema.safeParse({ ...base, working_hour_range: ['22:00', '25:00'] }).success).toBe(false);
  });

  it('needs an e-mail or a phone number, and dates in order', () => {
    expect(directHireSchema.safeParse({ ...base, email: '' }).success).toBe(false);
    expect(directHireSchema.safeParse({ ...base, email: '', contact_no: '+44 1233 123456' }).success).toBe(true);
    expect(directHireSchema.safeParse({ ...base, date_from: '2027-02-01', date_to: '2027-01-01' }).success).toBe(false);
  });
});

describe('moderation schemas', () => {
  it('a rejection needs a reason; the legacy statuses map to the moves', () => {
    expect(moderationSchema.safeParse({ move: 'reject' }).success).toBe(false);
    expect(moderationSchema.parse({ move: 'reject', reason: ' Too vague ' })).toEqual({ move: 'reject', reason: 'Too vague' });
    expect(legacyModerationSchema.parse({ status: 'reviewing' })).toEqual({ move: 'backToReview', reason: undefined });
    expect(legacyModerationSchema.safeParse({ status: 'rejected' }).success).toBe(false);
  });

  it('the queue opens on jobs in review and never fails on a bad address', () => {
    expect(jobQueueParamsSchema.parse({})).toMatchObject({ status: 'reviewing', page: 1, per_page: 20, category: null, from: null });
    expect(jobQueueParamsSchema.parse({ status: 'bogus', category: 'x', from: '2026-13-45', per_page: '999' })).toMatchObject({ status: 'reviewing', category: null, from: null, per_page: 60 });
    expect(jobQueueParamsSchema.parse({ status: 'expired', category: '44' })).toMatchObject({ status: 'expired', category: 44 });
  });

  it('code and name are required', () => {
    expect(referenceItemSchema.safeParse({ code: ' ', name: 'x' }).success).toBe(false);
  });
});
