import { describe, expect, it } from 'vitest';
import { looksLikeCardNumber, paymentReferenceSchema } from '@/lib/applications/payment-schemas';
import { minorToAmount, parseAmountToMinor, settingsSchema } from '@/lib/settings/schemas';
import { formatMoney } from '@/lib/i18n/format';

const settings = (over: Record<string, unknown> = {}) => ({
  application_fee: '500',
  service_fee: '7500',
  currency: 'CNY',
  bank_transfer: 'a',
  cheque: 'b',
  cash: 'c',
  online_wallet: 'd',
  cash_office_address: 'e',
  cash_office_hours: 'f',
  ...over,
});

describe('settings amounts', () => {
  it('reads whole units with at most two decimals as minor units, without floats', () => {
    expect(parseAmountToMinor('500')).toBe(50_000);
    expect(parseAmountToMinor('0.1')).toBe(10);
    expect(parseAmountToMinor('612.05')).toBe(61_205);
    expect(parseAmountToMinor('1.005')).toBeNull();
    expect(parseAmountToMinor('-1')).toBeNull();
    expect(parseAmountToMinor('1e3')).toBeNull();
    expect(parseAmountToMinor('')).toBeNull();
    expect(minorToAmount(61_205)).toBe('612.05');
    expect(minorToAmount(61_250)).toBe('612.50');
    expect(minorToAmount(750_000)).toBe('7500');
  });

  it('the schema answers canonical text, so parsing its output again changes nothing', () => {
    const once = settingsSchema.parse(settings({ application_fee: ' 1,250.5 ', currency: ' usd ' }));
    expect(once).toMatchObject({ application_fee: '1250.50', currency: 'USD' });
    expect(settingsSchema.parse(once)).toEqual(once);
    expect(settingsSchema.safeParse(settings({ service_fee: '1000000.01' })).success).toBe(false);
    expect(settingsSchema.safeParse(settings({ service_fee: '1000000' })).success).toBe(true);
    expect(settingsSchema.safeParse(settings({ currency: 'CN' })).success).toBe(false);
    expect(settingsSchema.safeParse(settings({ cash: '  ' })).success).toBe(false);
    // The cash office: the address line by line (blank lines dropped), both required.
    expect(settingsSchema.parse(settings({ cash_office_address: ' Desk 1 \r\n\n  1 Road \n' })).cash_office_address).toBe('Desk 1\n1 Road');
    expect(settingsSchema.safeParse(settings({ cash_office_address: ' \n ' })).success).toBe(false);
    expect(settingsSchema.safeParse(settings({ cash_office_hours: '' })).success).toBe(false);
    expect(settingsSchema.safeParse(settings({ cash_office_hours: 'x'.repeat(201) })).success).toBe(false);
  });

  it('shows money with its currency', () => {
    expect(formatMoney(750_000, 'CNY')).toBe('CNY 7,500');
    expect(formatMoney(61_250, 'USD')).toBe('USD 612.50');
  });
});

describe('payment reference', () => {
  const ref = (reference: unknown, over: Record<string, unknown> = {}) =>
    paymentReferenceSchema.safeParse({ application_id: '12', fee: 'all', method: 'bank_transfer', reference, ...over });

  it('never takes a card number', () => {
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('5500-0000-0000-0004')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(looksLikeCardNumber('BOC-4111111111111111')).toBe(false);
    expect(ref('4111111111111111').success).toBe(false);
    expect(ref('4111111111111112').success).toBe(true);
  });

  it('trims, limits the characters and the length, and needs a known fee and method', () => {
    const ok = ref('  RCPT   2026/17 ');
    expect(ok.success && ok.data).toMatchObject({ application_id: 12, reference: 'RCPT 2026/17' });
    expect(ref('ab').success).toBe(false);
    expect(ref('x'.repeat(101)).success).toBe(false);
    expect(ref('<b>ref</b>').success).toBe(false);
    expect(ref('REF-1', { method: 'card' }).success).toBe(false);
    expect(ref('REF-1', { fee: 'tuition' }).success).toBe(false);
    expect(ref('REF-1', { application_id: 'abc' }).success).toBe(false);
  });
});
