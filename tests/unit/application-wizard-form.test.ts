import { describe, expect, it } from 'vitest';
import { asInput, nestDotted, progressPercent } from '@/lib/applications/wizard-form';
import { formatMoney } from '@/lib/i18n/format';

describe('the wizard form helpers', () => {
  it('nests dotted form names into sections and rows, dropping holes and unsafe keys', () => {
    expect(
      nestDotted({
        application_id: '7',
        'contact_details.email': 'a@b.test',
        'education_background.0.school': 'A',
        'education_background.2.school': 'C',
        '__proto__.x': 'bad',
        'a..b': 'bad',
      }),
    ).toEqual({ application_id: '7', contact_details: { email: 'a@b.test' }, education_background: [{ school: 'A' }, { school: 'C' }] });
  });

  it('leaves nested input and non-objects as they are', () => {
    expect(nestDotted({ contact_details: { email: 'x' } })).toEqual({ contact_details: { email: 'x' } });
    expect(nestDotted(null)).toBeNull();
    expect(nestDotted('x')).toBe('x');
  });

  it('shows stored booleans as yes/no and nothing as an empty input', () => {
    expect([asInput(true), asInput(false), asInput(null), asInput(undefined), asInput('Dhaka')]).toEqual(['yes', 'no', '', '', 'Dhaka']);
  });

  it('progress is (active step − 1) ÷ (steps − 1)', () => {
    expect([1, 2, 3, 4].map((n) => progressPercent(n))).toEqual([0, 33, 67, 100]);
    expect(progressPercent(9)).toBe(100);
  });

  it('fees from minor units, never a float (cents only when there are any)', () => {
    expect(formatMoney(50000, 'CNY')).toBe('CNY 500');
    expect(formatMoney(750005, 'CNY')).toBe('CNY 7,500.05');
  });
});
