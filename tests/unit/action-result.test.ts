import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { echoValues, ok, runAction, runFormAction, toActionFailure } from '@/lib/forms/action-result';
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { setLogSink } from '@/lib/log';
import { errors as errorMessages, validation } from '@/lib/messages';

const schema = z
  .object({
    name: z.string().min(1, validation.required),
    education: z.array(z.object({ school: z.string().min(1, validation.required), grade: z.string().min(1, validation.required) })),
    password: z.string().min(8, validation.minLength(8)),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, { message: 'Passwords do not match', path: ['password_confirmation'] });

describe('zod issues → dotted field errors', () => {
  it('keys nested array errors by dotted path', () => {
    const result = schema.safeParse({
      name: '',
      education: [{ school: 'A', grade: 'B' }, { school: 'C', grade: '' }],
      password: 'short',
      password_confirmation: 'short',
    });
    expect(result.success).toBe(false);
    const { fieldErrors } = zodIssuesToFieldErrors(result.error!.issues);
    expect(fieldErrors).toEqual({
      name: [validation.required],
      'education.1.grade': [validation.required],
      password: ['Enter at least 8 characters'],
    });
  });

  it('puts path-less issues in formErrors', () => {
    const r = z.string().refine(() => false, 'whole form wrong').safeParse('x');
    expect(zodIssuesToFieldErrors(r.error!.issues)).toEqual({ fieldErrors: {}, formErrors: ['whole form wrong'] });
  });
});

describe('runAction', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());
  const good = { name: 'Li', education: [{ school: 'S', grade: 'A' }], password: 'longenough', password_confirmation: 'longenough' };

  it('answers field errors without calling the function when the input is invalid', async () => {
    let called = false;
    const result = await runAction(schema, { ...good, password_confirmation: 'different1' }, async () => {
      called = true;
      return ok();
    });
    expect(called).toBe(false);
    expect(result).toEqual({ ok: false, code: 'validation', message: errorMessages.invalidInput, fieldErrors: { password_confirmation: ['Passwords do not match'] } });
  });

  it('parses FormData with bracketed keys too', async () => {
    const form = new FormData();
    form.append('name', 'Li');
    form.append('education[0][school]', 'S');
    form.append('education[0][grade]', 'A');
    form.append('password', 'longenough');
    form.append('password_confirmation', 'longenough');
    const result = await runAction(schema, form, async (data) => ok(data.education[0].grade, 'Saved'));
    expect(result).toEqual({ ok: true, data: 'A', message: 'Saved' });
  });

  it('translates an AppError into its message and dotted field errors', async () => {
    const result = await runAction(schema, good, async () => {
      throw new AppError('validation', 'Please correct the highlighted fields', { fieldErrors: { 'education.0.grade': ['Enter a grade'] } });
    });
    expect(result).toEqual({ ok: false, code: 'validation', message: 'Please correct the highlighted fields', fieldErrors: { 'education.0.grade': ['Enter a grade'] } });
  });

  it('logs an unknown error with an id and answers a generic message carrying it', async () => {
    const lines: string[] = [];
    restore = setLogSink((_l, line) => lines.push(line));
    const result = await runAction(schema, good, async () => {
      throw new Error('db exploded: password=hunter2');
    });
    expect(result).toMatchObject({ ok: false, code: 'unexpected' });
    if (result.ok) throw new Error('expected a failure');
    expect(result.message).toMatch(/^Something went wrong\. Please try again \(reference [0-9a-f]{8}\)\.$/);
    const id = /reference ([0-9a-f]{8})/.exec(result.message)![1];
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line.errorId).toBe(id);
    expect(lines[0]).not.toContain('hunter2');
    expect(line.err.message).toContain('db exploded');
  });

  it('rethrows Next redirects instead of swallowing them', () => {
    const redirectError = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/login;307;' });
    expect(() => toActionFailure(redirectError)).toThrow('NEXT_REDIRECT');
  });
});

describe('failure codes: forms branch on them, never on the text', () => {
  it('carries the AppError code, and verification_required for the sign-in code box', () => {
    expect(toActionFailure(new AppError('unauthenticated', 'Invalid email or password'))).toEqual({
      ok: false,
      code: 'unauthenticated',
      message: 'Invalid email or password',
      fieldErrors: {},
    });
    expect(toActionFailure(new AppError('rate_limited', 'Too many attempts, try again in 3 minutes')).code).toBe('rate_limited');
    const verify = new AppError('forbidden', 'Please verify your email address first', { details: { verification_required: true } });
    expect(toActionFailure(verify).code).toBe('verification_required');
  });
});

describe('form state (the server-action form pattern)', () => {
  const form = () => {
    const fd = new FormData();
    fd.append('$ACTION_ID_abc', '');
    fd.append('email', 'li@example.com');
    fd.append('password', 'secret-password-1');
    fd.append('password_confirmation', 'secret-password-1');
    fd.append('current_password', 'old-secret');
    fd.append('name', 'Li');
    fd.append('file', new File(['x'], 'a.txt'));
    return fd;
  };

  it('echoes what was typed, never a password, never React\'s own entries, never a file', () => {
    expect(echoValues(form())).toEqual({ email: 'li@example.com', name: 'Li' });
  });

  it('runFormAction answers the result with the time and the non-secret values, success or failure', async () => {
    const schema = z.object({ email: z.email(), password: z.string().min(20, 'Too short') });
    const failed = await runFormAction(schema, form(), async () => ok());
    expect(failed).toMatchObject({ ok: false, code: 'validation', fieldErrors: { password: ['Too short'] }, values: { email: 'li@example.com', name: 'Li' } });
    expect(failed.at).toBeTypeOf('number');
    expect(JSON.stringify(failed)).not.toContain('secret');
    const passed = await runFormAction(z.object({ email: z.email() }), form(), async (d) => ok(d.email, 'Saved'));
    expect(passed).toMatchObject({ ok: true, data: 'li@example.com', message: 'Saved' });
    expect(JSON.stringify(passed)).not.toContain('secret');
  });
});
