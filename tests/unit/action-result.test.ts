import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { ok, runAction, toActionFailure } from '@/lib/forms/action-result';
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
    expect(result).toEqual({ ok: false, message: errorMessages.invalidInput, fieldErrors: { password_confirmation: ['Passwords do not match'] } });
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
    expect(result).toEqual({ ok: false, message: 'Please correct the highlighted fields', fieldErrors: { 'education.0.grade': ['Enter a grade'] } });
  });

  it('logs an unknown error with an id and answers a generic message carrying it', async () => {
    const lines: string[] = [];
    restore = setLogSink((_l, line) => lines.push(line));
    const result = await runAction(schema, good, async () => {
      throw new Error('db exploded: password=hunter2');
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
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
