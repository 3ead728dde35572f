import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountPhone, formatPhone, parsePhone, regionOf, toE164, withPhones } from '@/lib/forms/phone';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { renderFieldErrors, renderMessage } from '@/lib/i18n/catalogue';

const words = (token: string) => renderMessage(token);

describe('parsePhone: numbers as people write them, E.164 out', () => {
  it('reads the three ways of writing a number', () => {
    expect(toE164('+86 10 1234 5678')).toBe('+861012345678');
    expect(toE164('01634 123456', { country: 'GB' })).toBe('+441634123456');
    expect(toE164('(0)20 7946 0000', { country: 'GB' })).toBe('+442079460000');
  });

  it("reads a national number in the form's country by its code (records store codes, not names)", () => {
    expect(toE164('01711 000000', { country: 'BD' })).toBe('+8801711000000');
    expect(toE164('020 7946 0000', { country: 'gb' })).toBe('+442079460000');
    expect(regionOf('TR')).toBe('TR');
    expect(regionOf('Turkey')).toBeUndefined();
    expect(regionOf('AQ')).toBeUndefined();
  });

  it("refuses a number that is not valid for its country, naming the country", () => {
    const r = parsePhone('020 7946 0000', { country: 'FR' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.message)).toBe('Enter a phone number that is valid for France');
    expect(parsePhone('12345', { country: 'GB' }).ok).toBe(false);
    // A number's own + names its dial code's main country; the field's dial code the form's country when it has that code.
    const intl = parsePhone('+44 20 7946 000');
    expect(intl.ok).toBe(false);
    if (!intl.ok) expect(words(intl.message)).toBe('Enter a phone number that is valid for United Kingdom');
    const dial = parsePhone('17110', { dialCode: '+880', country: 'GB' });
    if (!dial.ok) expect(words(dial.message)).toBe('Enter a phone number that is valid for Bangladesh');
    const canada = parsePhone('555 0100', { dialCode: '+1', country: 'CA' });
    if (!canada.ok) expect(words(canada.message)).toBe('Enter a phone number that is valid for Canada');
  });

  it("names the country in the reader's language", () => {
    const r = parsePhone('12345', { country: 'SN' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(renderMessage(r.message, 'fr')).toBe('Saisissez un numéro de téléphone valide pour Sénégal');
      expect(renderMessage(r.message, 'zh')).toContain('塞内加尔');
      expect(renderMessage(r.message, 'en')).toBe('Enter a phone number that is valid for Senegal');
    }
  });

  it("lets the field's own dial code win over the form's country, and the number's own + over both", () => {
    expect(toE164('01711 000000', { dialCode: '+880', country: 'GB' })).toBe('+8801711000000');
    expect(toE164('01711 000000', { dialCode: '880', country: 'GB' })).toBe('+8801711000000');
    expect(toE164('+86 10 1234 5678', { dialCode: '+44', country: 'GB' })).toBe('+861012345678');
    expect(toE164('0086 10 1234 5678', { country: 'GB' })).toBe('+861012345678');
    // A UK number with a Bangladeshi dial code is not a Bangladeshi number.
    expect(toE164('07911 123456', { country: 'GB' })).toBe('+447911123456');
    expect(toE164('07911 123456', { dialCode: '+880', country: 'GB' })).toBeNull();
  });

  it('asks for the country code when nothing says where a national number is from; refuses letters', () => {
    const r = parsePhone('01711 000000');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(words(r.message)).toMatch(/country code/);
    const letters = parsePhone('call me', { country: 'GB' });
    expect(letters.ok).toBe(false);
    if (!letters.ok) expect(words(letters.message)).toMatch(/^Enter a phone number/);
  });

  it('gives the split the old clients read: dial code and national number', () => {
    expect(parsePhone('01711 000000', { country: 'BD' })).toEqual({ ok: true, e164: '+8801711000000', callingCode: '+880', nationalNumber: '1711000000' });
  });
});

describe('formatPhone and accountPhone', () => {
  it('shows E.164 in the international format, and an old number that does not parse as typed', () => {
    expect(formatPhone('+442079460000')).toBe('+44 20 7946 0000');
    expect(formatPhone('+8801711000000')).toBe('+880 1711 000000');
    expect(formatPhone('0171 1000')).toBe('0171 1000');
    expect(formatPhone('+44 12')).toBe('+44 12');
    expect(formatPhone('')).toBeNull();
  });

  it('joins an old account row (code + number), takes a new one (E.164) as is', () => {
    expect(accountPhone('+880', '01711000000')).toBe('+88001711000000');
    expect(accountPhone('+880', '+8801711000000')).toBe('+8801711000000');
    expect(accountPhone('+880', null)).toBeNull();
  });
});

describe('withPhones: the zod helper the forms and the server share', () => {
  const schema = withPhones(
    z.object({ phone: z.string().optional(), code: z.string().optional(), country: z.string(), name: z.string().min(1, 'name!') }),
    [{ path: ['phone'], dialCodeAt: ['code'], countryAt: ['country'] }],
  );

  it("reads a number in the rule's default country when the form names none", () => {
    const board = withPhones(z.object({ phone: z.string(), country: z.string().optional() }), [{ path: ['phone'], countryAt: ['country'], defaultCountry: 'GB' }]);
    expect(board.parse({ phone: '01634 123456' }).phone).toBe('+441634123456');
    expect(board.parse({ phone: '01711 000000', country: 'BD' }).phone).toBe('+8801711000000');
    const r = board.safeParse({ phone: '12345' });
    expect(r.success).toBe(false);
    if (!r.success) expect(renderFieldErrors(zodIssuesToFieldErrors(r.error.issues).fieldErrors)).toEqual({ phone: ['Enter a phone number that is valid for United Kingdom'] });
  });

  it('stores E.164', () => {
    expect(schema.parse({ phone: '01634 123456', country: 'GB', name: 'x' }).phone).toBe('+441634123456');
    expect(schema.parse({ phone: '01711 000000', code: '+880', country: 'GB', name: 'x' }).phone).toBe('+8801711000000');
    expect(schema.parse({ country: 'GB', name: 'x' }).phone).toBeUndefined();
  });

  it("puts the error on the phone field, beside the other fields' errors", () => {
    const r = schema.safeParse({ phone: '12345', country: 'GB', name: '' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(renderFieldErrors(zodIssuesToFieldErrors(r.error.issues).fieldErrors)).toEqual({
        phone: ['Enter a phone number that is valid for United Kingdom'],
        name: ['name!'],
      });
    }
  });
});
