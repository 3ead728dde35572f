import { describe, expect, it } from 'vitest';
import {
  formatCny,
  formatCount,
  formatDate,
  formatDay,
  formatDuration,
  formatFileSize,
  formatMoment,
  formatMoney,
  formatMonth,
  formatShortMonth,
  intlTag,
} from '@/lib/i18n/format';
import { locales } from '@/lib/i18n/config';

// Intl's spaces: French and Russian group thousands with a narrow (U+202F) or plain (U+00A0)
// no-break space, and put one before a currency; before a unit the space varies with ICU's data (\s).
const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** Every digit of a string in an Arabic-Indic or Persian script (what `ar` would give without `-u-nu-latn`). */
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('display formats in each language (issue 29)', () => {
  const day = '2026-12-15';
  const at = new Date('2026-03-05T14:05:00Z');

  it('English: day before month, the code before the amount', () => {
    expect(formatDate(day, 'en')).toBe('15 December 2026');
    expect(formatCny(2_500_000, 'en')).toBe('CNY 25,000');
    expect(formatCny(1_234_550, 'en')).toBe('CNY 12,345.50');
    expect(formatCount(1234, false, 'en')).toBe('1,234');
    expect(formatDuration(4, 'en')).toBe('4 years');
    expect(formatDuration(0.5, 'en')).toBe('6 months');
    expect(formatMoment(at, 'en')).toBe('5 Mar 2026, 14:05');
  });

  it('Chinese: year, month and day with their characters', () => {
    expect(formatDate(day, 'zh')).toBe('2026年12月15日');
    expect(formatMonth('2026-09', 'zh')).toBe('2026年9月');
    expect(formatDay(at, 'zh')).toBe('2026年3月5日');
    expect(formatCny(2_500_000, 'zh')).toBe(`CNY${NBSP}25,000`);
    expect(formatCount(1234, false, 'zh')).toBe('1,234');
    expect(formatDuration(4, 'zh')).toBe('4年');
    expect(formatDuration(0.5, 'zh')).toBe('6个月');
  });

  it('French: month names, spaces between thousands, the code after the amount', () => {
    expect(formatDate(day, 'fr')).toBe('15 décembre 2026');
    expect(formatCny(2_500_000, 'fr')).toBe(`25${NNBSP}000${NBSP}CNY`);
    expect(formatCny(1_234_550, 'fr')).toBe(`12${NNBSP}345,50${NBSP}CNY`);
    expect(formatCount(1234, false, 'fr')).toBe(`1${NNBSP}234`);
    expect(formatDuration(4, 'fr')).toMatch(/^4\sans$/);
    expect(formatDuration(2.5, 'fr')).toMatch(/^2,5\sans$/);
  });

  it('Arabic: Arabic words, Latin digits', () => {
    // Asked for, not left to the runtime: CLDR 42+ gives `ar` Latin digits, older browsers' data
    // and `ar-EG` give Arabic-Indic ones (١٬٢٣٤).
    expect(new Intl.Locale(intlTag('ar')).numberingSystem).toBe('latn');
    const date = formatDate(day, 'ar')!;
    expect(date).toContain('ديسمبر');
    expect(date).toMatch(/15/);
    expect(date).toMatch(/2026/);
    const money = formatCny(2_500_000, 'ar')!;
    expect(money).toContain('25,000');
    expect(money).toContain('CNY');
    expect(formatCount(1234, false, 'ar')).toBe('1,234');
    const years = formatDuration(4, 'ar')!;
    expect(years).toMatch(/^4\s/);
    expect(years).toContain('سنوات');
    expect(formatMoment(at, 'ar')).toContain('14:05');
    for (const s of [date, money, years, formatMoment(at, 'ar'), formatCount(12_345_678, true, 'ar'), formatFileSize(1.5 * 1024 * 1024, 'ar')]) {
      expect(s, s).not.toMatch(easternDigits);
    }
  });

  it('Russian: genitive month, spaces between thousands, plural years', () => {
    expect(formatDate(day, 'ru')).toBe('15 декабря 2026 г.');
    expect(formatCny(2_500_000, 'ru')).toBe(`25${NBSP}000${NBSP}CNY`);
    expect(formatCount(1234, false, 'ru')).toBe(`1${NBSP}234`);
    expect(formatDuration(4, 'ru')).toBe('4 года');
    expect(formatDuration(5, 'ru')).toBe('5 лет');
    expect(formatDuration(1, 'ru')).toBe('1 год');
  });

  it('each language gives its own words for the same date, amount and duration', () => {
    const dates = new Set(locales.map((l) => formatDate(day, l)));
    const durations = new Set(locales.map((l) => formatDuration(4, l)));
    expect(dates.size).toBe(locales.length);
    expect(durations.size).toBe(locales.length);
  });

  it("a stored day or timestamp as text: 'YYYY-MM-DD' and ISO strings", () => {
    expect(formatDay('2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(formatDay('2026-03-05', 'zh')).toBe('2026年3月5日');
    expect(formatMoment('2026-03-05T14:05:00Z', 'en')).toBe('5 Mar 2026, 14:05');
    expect(formatMoment('not a date', 'en')).toBe('not a date');
  });

  it('a Date is read as its UTC day', () => {
    expect(formatDate(new Date('2027-01-31T23:30:00Z'), 'en')).toBe('31 January 2027');
    expect(formatDate(new Date('2027-01-31T23:30:00Z'), 'zh')).toBe('2027年1月31日');
    expect(formatDate(new Date('invalid'), 'en')).toBeNull();
    expect(formatDate(null, 'fr')).toBeNull();
  });

  it('money in any currency: the code in English, the sign where asked', () => {
    expect(formatMoney(50_000, 'CNY', 'en')).toBe('CNY 500');
    expect(formatMoney(61_250, 'USD', 'en')).toBe('USD 612.50');
    expect(formatMoney(2_400_000, 'GBP', 'en', 'symbol')).toBe('£24,000');
    expect(formatMoney(1_350, 'GBP', 'en', 'symbol')).toBe('£13.50');
    expect(formatMoney(61_250, 'USD', 'fr')).toBe(`612,50${NBSP}USD`);
    // A stored value Intl would refuse is shown as it is, not thrown.
    expect(formatMoney(50_000, 'yuan', 'fr')).toBe('yuan 500');
  });

  it("a chart's month and a file's size", () => {
    expect(formatShortMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(formatShortMonth('2026-03', 'zh')).toBe('2026年3月');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toMatch(/^1,5\sMo$/);
    expect(formatFileSize(300, 'en')).toBe('1 kB');
  });
});
