import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applicationFields, legacySectionsToDomain } from '@/lib/api/legacy/applications';
import { legacyProfileSectionIn } from '@/lib/api/legacy/students';
import { paymentReferenceSchema } from '@/lib/applications/payment-schemas';
import { startApplicationSchema } from '@/lib/applications/schemas';
import { loginSchema } from '@/lib/accounts/schemas';
import { programInputSchema } from '@/lib/catalogue/schemas';
import { referenceItemSchema } from '@/lib/jobs/admin-schemas';
import { companyProfileSchema } from '@/lib/jobs/schemas';
import { basicInfoSchema, educationSchema, preferenceSchema } from '@/lib/candidates/schemas';
import { AppError, assertStorableText, parseInput } from '@/lib/errors';
import { action, formAction } from '@/lib/forms/action-door';
import { defineUseCase } from '@/lib/use-case';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { dropUnstorable, findUnstorableText, isStorableText, searchText, textInput } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import { applySchema } from '@/lib/jobs/application-schemas';
import { directHireSchema } from '@/lib/jobs/direct-hire-schemas';
import { partTimeSchema } from '@/lib/jobs/part-time-schemas';
import { validation } from '@/lib/messages';
import { renderMessage } from '@/lib/i18n/catalogue';

// The action door without a request: no headers, no page to refresh, a visitor.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ refresh: () => {} }));
vi.mock('@/lib/auth/request-actor', () => ({ actorForAction: async () => null }));

/**
 * Issue 26's classes of bad input, on the shared pieces every door uses: text PostgreSQL cannot
 * store (one check, a field path), objects and numbers where text is expected (one text type),
 * ids past the column's range (one id schema).
 */

const OUT_OF_RANGE_ID = 2_147_483_648;

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  expect(r.success, 'expected a refusal').toBe(false);
  return zodIssuesToFieldErrors(r.error!.issues).fieldErrors;
};

const thrown = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a throw');
};

describe('text PostgreSQL cannot store', () => {
  it('knows NUL and lone surrogates from ordinary text (paired surrogates, emoji, are fine)', () => {
    expect(isStorableText('Zhāng Wěi 张伟 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('x\ud83d')).toBe(false);
    expect(isStorableText('\ud83d\ude00\ud83d')).toBe(false);
    expect(isStorableText('')).toBe(true);
    expect(dropUnstorable('a\u0000b\ud800c😀\udc00')).toBe('abc😀');
    expect(dropUnstorable('\u0000\u0000')).toBe('');
    expect(dropUnstorable('plain')).toBe('plain');
  });

  it('names the first bad field at any depth by its dotted path (keys and file names too)', () => {
    expect(findUnstorableText({ a: 'ok', b: [{ c: 'ok' }, { c: 'bad\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ a: { 'k\ud800': 'x' } })).toBe('a.k\ud800');
    expect(findUnstorableText({ files: [new File(['x'], 'a\u0000.pdf')] })).toBe('files.0');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 'ok', n: 5, d: new Date(), nil: null, bytes: new Uint8Array(8) })).toBeNull();
    // Deep nesting is walked without recursion (no stack overflow).
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('parseInput refuses it with the field message on its path, before and after the schema', () => {
    const schema = z.object({ profile: z.object({ wechat: z.string() }) });
    const err = thrown(() => parseInput(schema, { profile: { wechat: '\u0000' } }));
    expect(err.code).toBe('validation');
    expect(err.fieldErrors).toEqual({ 'profile.wechat': [validation.unstorableText] });
    // A schema that decodes escaped text (a JSON list in text) is judged on its output too.
    const decoding = z.object({ skill: z.string().transform((s) => JSON.parse(s) as string[]) });
    const decoded = thrown(() => parseInput(decoding, { skill: '["a","\\u0000"]' }));
    expect(decoded.fieldErrors).toEqual({ 'skill.1': [validation.unstorableText] });
    expect(() => assertStorableText({ a: 'fine' })).not.toThrow();
  });

  it('the JSON-text sections of the old admissions client are judged on their inner fields', () => {
    const body = { conatct_details: '{"email":"a@b.test","phone":"+86 138 0013 8000","wechat":"\\u0000"}' };
    const err = thrown(() => legacySectionsToDomain(body));
    expect(err.code).toBe('validation');
    expect(applicationFields.fieldErrorsToLegacy(err.fieldErrors)).toEqual({ 'conatct_details.wechat': [validation.unstorableText] });
    const surrogate = thrown(() => legacySectionsToDomain({ education_background: '[{"school":"\\ud800"}]' }));
    expect(surrogate.fieldErrors).toEqual({ 'education_background.0.school': [validation.unstorableText] });
  });

  it("the student profile's JSON-text sections too (basic_information, passport_information)", () => {
    const err = thrown(() => legacyProfileSectionIn({ passport_information: '{"passport_number":"BA1234567","issuing_country":"\\u0000"}' }));
    expect(err.fieldErrors).toEqual({ 'passport_information.issuing_country': [validation.unstorableText] });
    const basic = thrown(() => legacyProfileSectionIn({ basic_information: '{"first_name":"\\udfff"}' }));
    expect(basic.fieldErrors).toEqual({ 'basic_information.first_name': [validation.unstorableText] });
  });

  it('a server action answers a field error, and its function never runs', async () => {
    let ran = false;
    const partTime = defineUseCase({
      name: 'test.badInputPartTime',
      summary: 'A part-time form whose use case must not run',
      access: 'public',
      input: partTimeSchema,
      run: async () => {
        ran = true;
      },
    });
    const form = new FormData();
    form.set('full_name', 'Amina\u0000');
    form.set('city', 'Dhaka');
    const state = await formAction(partTime)(null, form);
    expect(ran).toBe(false);
    expect(state).toMatchObject({ ok: false, code: 'validation', fieldErrors: { full_name: [renderMessage(validation.unstorableText)] } });
    const decoded = await action(partTime)({ full_name: 'A', city: 'B', rate: '12', skill: '["x","\\u0000"]' });
    expect(ran).toBe(false);
    expect(decoded).toMatchObject({ ok: false, code: 'validation' });
  });

  it('URL search text drops what cannot be stored instead of reaching SQL with it', () => {
    const q = searchText(10);
    expect(q.parse('ab\u0000c')).toBe('abc');
    expect(q.parse('\u0000')).toBeUndefined();
    expect(q.parse(['x  y', 'z'])).toBe('x y');
    // A cut through a surrogate pair leaves no lone half behind.
    expect(q.parse('123456789😀')).toBe('123456789');
    expect(q.parse({ toString: 'x' })).toBeUndefined();
  });
});

describe('objects where text is expected', () => {
  it('direct hire: an object as the job title is "Enter text", not a thrown String(v)', () => {
    const fe = errorsOf(directHireSchema, { job_title: { toString: 'x' }, org_name: 'Acme', position_no: 1, job_category: 1, email: 'a@b.test' });
    expect(fe.job_title).toEqual([validation.enterText]);
  });

  it('every text field of the direct-hire and part-time forms answers a field message for an object', () => {
    const obj = { toString: 'x' };
    const dh = errorsOf(directHireSchema, {
      job_title: 'Cook',
      org_name: obj,
      city: obj,
      contact_no: obj,
      email: obj,
      date_from: obj,
      skill: [obj],
      position_no: obj,
      job_category: obj,
    });
    expect(dh.org_name).toEqual([validation.enterText]);
    expect(dh.city).toEqual([validation.enterText]);
    expect(dh.contact_no).toEqual([validation.enterText]);
    expect(dh.email).toEqual([validation.enterText]);
    expect(dh.date_from).toEqual([validation.enterText]);
    expect(dh['skill.0']).toEqual([validation.enterText]);
    expect(dh.position_no).toEqual([validation.wholeNumber]);
    expect(dh.job_category).toEqual([validation.chooseOption]);
    const pt = errorsOf(partTimeSchema, { full_name: obj, city: [obj], skill: [obj], rate: obj, availability: obj });
    expect(pt.full_name).toEqual([validation.enterText]);
    expect(pt.city).toEqual([validation.enterText]);
    expect(pt['skill.0']).toEqual([validation.enterText]);
    expect(pt.availability).toEqual([validation.enterText]);
    expect(pt.rate).toBeDefined();
  });

  it('plain schemas say what type they want by default, and "required" only when nothing was sent', () => {
    const fe = errorsOf(z.object({ a: z.string(), b: z.number().int(), c: z.number(), d: z.string() }), { a: { toString: 'x' }, b: 1.5, c: 'x' });
    expect(fe).toEqual({ a: [validation.enterText], b: [validation.wholeNumber], c: [validation.invalidNumber], d: [validation.required] });
  });
});

describe("old clients' numbers in text fields", () => {
  it('weight, height and durations sent as JSON numbers are taken as their digits', () => {
    const r = basicInfoSchema.safeParse({ first_name: 'Amina', last_name: 'Rahman', weight: 70, height: 175.5 });
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(r.data).toMatchObject({ weight: '70', height: '175.5' });
    const edu = educationSchema.safeParse({ degree_title: 'BSc', duration: 4, marks: 80 });
    expect(edu.success, JSON.stringify(edu.error?.issues)).toBe(true);
    expect(edu.data).toMatchObject({ duration: '4', marks: '80' });
  });

  it("the job side's forms and the program form take numbers too (est_year, a code, a duration)", () => {
    const company = companyProfileSchema.safeParse({ org_name: 'Acme', est_year: 1998, business_id: 12345 });
    expect(company.success, JSON.stringify(company.error?.issues)).toBe(true);
    expect(company.data).toMatchObject({ business_id: '12345' });
    expect(referenceItemSchema.parse({ code: 101, name: 'Care' })).toMatchObject({ code: '101' });
    expect(programInputSchema.parse({ name: 'Engineering', type: 'Bachelor', duration: 4 })).toMatchObject({ duration: '4' });
  });

  it('a wrong type says so, never "required" for a value that was sent', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.test', password: { a: 1 } })).toEqual({ password: [validation.enterText] });
    expect(errorsOf(referenceItemSchema, { code: true, name: 'Care' })).toEqual({ code: [validation.enterText] });
    expect(errorsOf(basicInfoSchema, { first_name: 'A', last_name: 'B', weight: true })).toEqual({ weight: [validation.enterText] });
    expect(errorsOf(basicInfoSchema, { first_name: { a: 1 }, last_name: 'B' })).toEqual({ first_name: [validation.enterText] });
    expect(errorsOf(basicInfoSchema, { last_name: 'B' })).toEqual({ first_name: [validation.required] });
    expect(textInput(70)).toBe('70');
    expect(textInput(Number.NaN)).toBeNaN();
    expect(textInput({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('ids in bodies', () => {
  it('one id schema: digits or integers within 1..2147483647, else a field message', () => {
    const s = z.object({ id: idSchema({ invalid: 'bad id' }) });
    expect(s.parse({ id: '12' })).toEqual({ id: 12 });
    expect(s.parse({ id: 2_147_483_647 })).toEqual({ id: 2_147_483_647 });
    for (const bad of [2_147_483_648, '2147483648', 0, -1, 1.5, '1e3', '007', 'abc', { toString: 'x' }, [1], true]) {
      expect(errorsOf(s, { id: bad }), String(JSON.stringify(bad))).toEqual({ id: ['bad id'] });
    }
    expect(errorsOf(s, {})).toEqual({ id: [validation.required] });
  });

  it('course_id, cv and job_category_choice past the integer range are field errors', () => {
    expect(errorsOf(startApplicationSchema, { courseId: 2_147_483_648 })).toEqual({ courseId: [validation.chooseOption] });
    expect(Object.keys(errorsOf(applySchema, { job: '5d0b3f7e-1c2a-4b3c-8d4e-5f6a7b8c9d0e', cv: 2_147_483_648 }))).toEqual(['cv']);
    expect(Object.keys(errorsOf(preferenceSchema, { job_category_choice: [1, 2_147_483_648] }))).toEqual(['job_category_choice.1']);
    expect(preferenceSchema.parse({ job_category_choice: ['1', 2] })).toMatchObject({ job_category_choice: [1, 2] });
    expect(Object.keys(errorsOf(paymentReferenceSchema, { application_id: OUT_OF_RANGE_ID, fee: 'x', method: 'x', reference: 'x' }))).toContain('application_id');
    expect(Object.keys(errorsOf(companyProfileSchema, { org_name: 'Acme', org_type: OUT_OF_RANGE_ID }))).toEqual(['org_type']);
  });
});
