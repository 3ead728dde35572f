import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiChangePasswordSchema,
  apiRegisterSchema,
  changePasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@/lib/accounts/schemas';
import { assertPasswordAllowed } from '@/lib/accounts/password-policy';
import { commonPasswordCount, isCommonPassword } from '@/lib/auth/common-passwords';
import { isAppError } from '@/lib/errors';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { renderFieldErrors } from '@/lib/i18n/catalogue';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  // The messages are catalogue tokens (lib/i18n/message.ts): compared here in their English words.
  return renderFieldErrors(zodIssuesToFieldErrors(r.error.issues).fieldErrors);
}

const validRegister = {
  role: 'student',
  name: 'Amina Rahman',
  code: '+880',
  phone_number: '01711000000',
  gender: 'Male',
  country: 'CN',
  email: 'Amina@Example.com ',
  password: 'green-tea-mountain',
  password_confirmation: 'green-tea-mountain',
  terms: true,
};

describe('registerSchema', () => {
  it('accepts the seed fields and normalises the e-mail', () => {
    const out = registerSchema.parse(validRegister);
    expect(out.email).toBe('amina@example.com');
    expect(out.role).toBe('student');
    expect(out.code).toBe('+880');
    expect(out.phone_number).toBe('+8801711000000');
  });

  it('takes the number as people write it, read in the phone code\'s country, else the country\'s: E.164 out', () => {
    expect(registerSchema.parse({ ...validRegister, code: '+44', phone_number: '(0)20 7946 0000' })).toMatchObject({ code: '+44', phone_number: '+442079460000' });
    expect(registerSchema.parse({ ...validRegister, code: '', country: 'GB', phone_number: '01634 123456' })).toMatchObject({ code: '+44', phone_number: '+441634123456' });
    // The phone code wins over the country; the number's own + over both (and sets the code).
    expect(registerSchema.parse({ ...validRegister, code: '+880', country: 'GB', phone_number: '01711 000000' }).phone_number).toBe('+8801711000000');
    expect(registerSchema.parse({ ...validRegister, code: '+44', phone_number: '+86 10 1234 5678' })).toMatchObject({ code: '+86', phone_number: '+861012345678' });
    expect(apiRegisterSchema.parse({ ...validRegister, code: undefined, country: undefined, phone_number: '138 0013 8000' }).phone_number).toBe('+8613800138000');
    expect(errorsOf(registerSchema, { ...validRegister, code: '+44', phone_number: '01711 000000' }).phone_number).toEqual(['Enter a phone number that is valid for United Kingdom']);
    expect(errorsOf(registerSchema, { ...validRegister, code: '', country: 'GB', phone_number: '12345' }).phone_number).toEqual(['Enter a phone number that is valid for United Kingdom']);
  });

  it('presets only the account type: no phone code, gender or country default (issue 15)', () => {
    const { role: _r, code: _c, gender: _g, ...rest } = validRegister;
    const out = registerSchema.parse({ ...rest, phone_number: '138 0013 8000' });
    expect(out).toMatchObject({ role: 'student', country: 'CN' });
    // No phone code sent: the number is read in the chosen country, and the code is its dial code.
    expect(out).toMatchObject({ code: '+86', phone_number: '+8613800138000' });
    expect(out.gender).toBeUndefined();
    const { country: _k, ...noCountry } = validRegister;
    expect(errorsOf(registerSchema, noCountry).country).toBeDefined();
    // The legacy API keeps China when a client leaves the country out.
    expect(apiRegisterSchema.parse(noCountry).country).toBe('CN');
  });

  it('takes the four gender answers, blank as not given, and maps the legacy spellings', () => {
    for (const g of ['Male', 'Female', 'Other', 'Prefer not to say']) expect(registerSchema.parse({ ...validRegister, gender: g }).gender).toBe(g);
    expect(registerSchema.parse({ ...validRegister, gender: '' }).gender).toBeUndefined();
    expect(apiRegisterSchema.parse({ ...validRegister, gender: 'female' }).gender).toBe('Female');
    expect(apiRegisterSchema.parse({ ...validRegister, gender: 'M' }).gender).toBe('Male');
    expect(apiRegisterSchema.parse({ ...validRegister, gender: 'prefer_not_to_say' }).gender).toBe('Prefer not to say');
    expect(errorsOf(registerSchema, { ...validRegister, gender: 'Robot' }).gender).toBeDefined();
  });

  it('asks an employer for the company name', () => {
    expect(errorsOf(registerSchema, { ...validRegister, role: 'employer' }).company_name).toEqual(['This field is required']);
    expect(registerSchema.parse({ ...validRegister, role: 'employer', company_name: ' Acme Ltd ' }).company_name).toBe('Acme Ltd');
  });

  it('requires name, phone number, email, password and confirmation', () => {
    const e = errorsOf(registerSchema, { ...validRegister, name: '', phone_number: '', email: '', password: '', password_confirmation: '' });
    expect(e.name).toEqual(['This field is required']);
    expect(e.phone_number).toEqual(['This field is required']);
    expect(e.email).toEqual(['Enter email address']);
    expect(e.password).toEqual(['This field is required']);
    expect(e.password_confirmation).toEqual(['This field is required']);
  });

  it('checks e-mail format, phone, length, match and terms', () => {
    const e = errorsOf(registerSchema, {
      ...validRegister,
      email: 'nobody',
      phone_number: '01711-abc',
      password: 'short',
      password_confirmation: 'short',
      terms: false,
    });
    expect(e.email).toEqual(['Enter a valid email address']);
    expect(e.phone_number).toEqual(['Enter a phone number (digits, spaces, brackets, hyphens and a leading +)']);
    expect(e.password).toEqual(['Enter at least 8 characters']);
    expect(e.terms).toEqual(['You must accept the terms']);
    const mismatch = errorsOf(registerSchema, { ...validRegister, password_confirmation: 'green-tea-mountains' });
    expect(mismatch).toEqual({ password_confirmation: ['Passwords do not match'] });
  });

  it('shows a mismatch even while another field is still wrong', () => {
    const e = errorsOf(registerSchema, { ...validRegister, name: '', password_confirmation: 'different-thing' });
    expect(e.name).toEqual(['This field is required']);
    expect(e.password_confirmation).toEqual(['Passwords do not match']);
  });

  it('accepts the terms box as a form value ("on")', () => {
    expect(registerSchema.safeParse({ ...validRegister, terms: 'on' }).success).toBe(true);
  });

  it('accepts a 64-character password and keeps every character (no truncation, no trimming)', () => {
    const long = ' ' + 'Ab3$'.repeat(15) + 'xyz';
    expect(long).toHaveLength(64);
    const out = registerSchema.parse({ ...validRegister, password: long, password_confirmation: long });
    expect(out.password).toBe(long);
    expect(out.password).toHaveLength(64);
    // A confirmation that differs only after the 64th character is a different password.
    const longer = long + 'Q';
    expect(errorsOf(registerSchema, { ...validRegister, password: longer, password_confirmation: longer + 'R' })).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('refuses admin as an account type', () => {
    expect(errorsOf(registerSchema, { ...validRegister, role: 'admin' }).role).toEqual(['Choose Student, Job seeker or Employer']);
  });
});

describe('apiRegisterSchema (legacy payload)', () => {
  const { terms: _t, ...payload } = validRegister;

  it('needs no terms field and maps the job-side role codes', () => {
    expect(apiRegisterSchema.parse(payload).role).toBe('student');
    expect(apiRegisterSchema.parse({ ...payload, role: 'J' }).role).toBe('candidate');
    expect(apiRegisterSchema.parse({ ...payload, role: 'R' }).role).toBe('employer');
    expect(apiRegisterSchema.parse({ ...payload, role: 'candidate' }).role).toBe('candidate');
    expect(apiRegisterSchema.parse({ ...payload, role: undefined }).role).toBe('student');
  });

  it('refuses admin (A) and unknown roles', () => {
    expect(errorsOf(apiRegisterSchema, { ...payload, role: 'admin' }).role).toBeDefined();
    expect(errorsOf(apiRegisterSchema, { ...payload, role: 'A' }).role).toBeDefined();
    expect(errorsOf(apiRegisterSchema, { ...payload, role: 'superuser' }).role).toBeDefined();
  });
});

describe('loginSchema', () => {
  it('gives the catalogue messages', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({ email: ['Enter email address'], password: ['Enter password'] });
    expect(errorsOf(loginSchema, { email: 'a.b', password: 'x' })).toEqual({
      email: ['Enter a valid email address'],
      password: ['Enter at least 8 characters'],
    });
  });

  it('ignores an empty code box and checks a filled one', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: '12345678', code: '' }).code).toBeUndefined();
    expect(loginSchema.parse({ email: 'a@b.co', password: '12345678', code: '123 456' }).code).toBe('123456');
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '12345678', code: '12' }).code).toEqual(['Enter the 6-digit code']);
  });
});

describe('verifyEmailSchema', () => {
  it('needs the 6-digit code', () => {
    expect(errorsOf(verifyEmailSchema, { email: 'a@b.co', code: '' }).code).toEqual(['Enter the code']);
    expect(errorsOf(verifyEmailSchema, { email: 'a@b.co', code: '12345' }).code).toEqual(['Enter the 6-digit code']);
    expect(verifyEmailSchema.parse({ email: 'a@b.co', code: ' 012 345 ' }).code).toBe('012345');
  });
});

describe('apiChangePasswordSchema (legacy): the seed order, first failing message only', () => {
  const cases: [Record<string, string | undefined>, string, string][] = [
    [{ current_password: '', new_password: '', password_confirmation: '' }, 'current_password', 'Enter current password'],
    [{ current_password: undefined, new_password: 'x' }, 'current_password', 'Enter current password'],
    [{ current_password: 'short', new_password: '', password_confirmation: '' }, 'current_password', 'Password is too short: enter at least 8 characters'],
    [{ current_password: 'current-1', new_password: '', password_confirmation: '' }, 'new_password', 'Enter new password'],
    [{ current_password: 'current-1', new_password: 'short', password_confirmation: '' }, 'new_password', 'Enter at least 8 characters'],
    [{ current_password: 'current-1', new_password: 'long-enough', password_confirmation: '' }, 'password_confirmation', 'Confirm password'],
    [{ current_password: 'current-1', new_password: 'long-enough', password_confirmation: 'short' }, 'password_confirmation', 'Enter at least 8 characters'],
    [{ current_password: 'current-1', new_password: 'long-enough', password_confirmation: 'long-enougH' }, 'password_confirmation', 'Passwords do not match'],
  ];
  it.each(cases)('%o → %s: %s', (input, field, message) => {
    expect(errorsOf(apiChangePasswordSchema, { ...input, password_confirmation: input.password_confirmation ?? '' })).toEqual({ [field]: [message] });
    // The form reports that problem too (with the other fields' own, all at once).
    expect(errorsOf(changePasswordSchema, input)[field]).toEqual([message]);
  });

  it('the form shows every field’s error at once, and refuses the current password as the new one (issue 15)', () => {
    expect(errorsOf(changePasswordSchema, { current_password: '', new_password: '', password_confirmation: '' })).toEqual({
      current_password: ['Enter current password'],
      new_password: ['Enter new password'],
      password_confirmation: ['Confirm password'],
    });
    expect(errorsOf(changePasswordSchema, { current_password: 'same-pass-1', new_password: 'same-pass-1', password_confirmation: 'same-pass-1' })).toEqual({
      new_password: ['Choose a new password, not your current one'],
    });
    expect(errorsOf(apiChangePasswordSchema, { current_password: 'same-pass-1', new_password: 'same-pass-1' })).toEqual({
      new_password: ['Choose a new password, not your current one'],
    });
  });

  it('passes a valid change', () => {
    expect(changePasswordSchema.parse({ current_password: 'current-1', new_password: 'long-enough', password_confirmation: 'long-enough' })).toEqual({
      current_password: 'current-1',
      new_password: 'long-enough',
      password_confirmation: 'long-enough',
    });
  });

  it('legacy: a missing confirmation means the new password; a sent one must match', () => {
    expect(apiChangePasswordSchema.safeParse({ current_password: 'current-1', new_password: 'long-enough' }).success).toBe(true);
    expect(errorsOf(apiChangePasswordSchema, { current_password: 'current-1', new_password: 'long-enough', confirm_password: 'other-thing' })).toEqual({
      password_confirmation: ['Passwords do not match'],
    });
  });
});

describe('resetPasswordSchema', () => {
  it('uses the new-password wording', () => {
    expect(errorsOf(resetPasswordSchema, { email: 'a@b.co', code: '123456', password: '', password_confirmation: '' })).toEqual({
      password: ['Enter new password'],
      password_confirmation: ['Confirm password'],
    });
  });
});

describe('common passwords', () => {
  it('loads the real list (tens of thousands of entries)', () => {
    expect(commonPasswordCount()).toBeGreaterThan(30_000);
  });

  it('refuses common passwords whatever their case, allows uncommon ones', () => {
    for (const p of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine1']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['green-tea-mountain', 'Demo-pass-2026', 'zq8#Lk2!vB']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('reports "This password is too common" under the given field', () => {
    try {
      assertPasswordAllowed('password1', 'new_password');
      expect.unreachable();
    } catch (err) {
      expect(isAppError(err)).toBe(true);
      expect(renderFieldErrors((err as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual({ new_password: ['This password is too common'] });
    }
    expect(() => assertPasswordAllowed('green-tea-mountain', 'password')).not.toThrow();
  });
});
