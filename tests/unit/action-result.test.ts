import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { action, formAction } from '@/lib/forms/action-door';
import { echoValues, toActionFailure } from '@/lib/forms/action-result';
import { defineUseCase } from '@/lib/use-case';

// The action door without a request: no headers, no page to refresh, a visitor.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ refresh: () => {} }));
vi.mock('@/lib/auth/request-actor', () => ({ actorForAction: async () => null }));
import { zodIssuesToFieldErrors } from '@/lib/forms/field-errors';
import { setLogSink } from '@/lib/log';
import { errors as errorMessages, validation } from '@/lib/messages';
import { renderMessage } from '@/lib/i18n/catalogue';

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
      password: [validation.minLength(8)],
    });
  });

  it('puts path-less issues in formErrors', () => {
    const r = z.string().refine(() => false, 'whole form wrong').safeParse('x');
    expect(zodIssuesToFieldErrors(r.error!.issues)).toEqual({ fieldErrors: {}, formErrors: ['whole form wrong'] });
  });
});

describe('the server-action door (action / formAction over a declared use case)', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());
  const good = { name: 'Li', education: [{ school: 'S', grade: 'A' }], password: 'longenough', password_confirmation: 'longenough' };
  const calls = { run: 0 };
  const declare = (name: string, run: (data: z.output<typeof schema>) => Promise<unknown>) =>
    defineUseCase({ name: `test.${name}`, summary: 'A use case of the action door test', access: 'public', input: schema, run: async (_actor, data) => (calls.run++, run(data)) });

  it('answers field errors without running the use case when the input is invalid', async () => {
    calls.run = 0;
    const result = await action(declare('doorInvalid', async () => undefined))({ ...good, password_confirmation: 'different1' });
    expect(calls.run).toBe(0);
    // The door answers in words (the request's language, English here).
    expect(result).toEqual({ ok: false, code: 'validation', message: renderMessage(errorMessages.invalidInput), fieldErrors: { password_confirmation: ['Passwords do not match'] } });
  });

  it('parses FormData with bracketed keys too', async () => {
    const form = new FormData();
    form.append('name', 'Li');
    form.append('education[0][school]', 'S');
    form.append('education[0][grade]', 'A');
    form.append('password', 'longenough');
    form.append('password_confirmation', 'longenough');
    const door = action(declare('doorForm', async (data) => data.education[0].grade), { data: (grade) => grade as string, message: 'Saved' });
    expect(await door(form)).toEqual({ ok: true, data: 'A', message: 'Saved' });
  });

  it('translates an AppError into its message and dotted field errors', async () => {
    const door = action(
      declare('doorAppError', async () => {
        throw new AppError('validation', 'Please correct the highlighted fields', { fieldErrors: { 'education.0.grade': ['Enter a grade'] } });
      }),
    );
    expect(await door(good)).toEqual({ ok: false, code: 'validation', message: 'Please correct the highlighted fields', fieldErrors: { 'education.0.grade': ['Enter a grade'] } });
  });

  it('logs an unknown error with an id and answers a generic message carrying it', async () => {
    const lines: string[] = [];
    restore = setLogSink((_l, line) => lines.push(line));
    const door = action(
      declare('doorUnknown', async () => {
        throw new Error('db exploded: password=hunter2');
      }),
    );
    const result = await door(good);
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

  it('formAction answers the result with the time and the non-secret values, success or failure', async () => {
    const strict = defineUseCase({ name: 'test.formStrict', summary: 'A form use case that refuses', access: 'public', input: z.object({ email: z.email(), password: z.string().min(20, 'Too short') }), run: async () => undefined });
    const loose = defineUseCase({ name: 'test.formLoose', summary: 'A form use case that accepts', access: 'public', input: z.object({ email: z.email() }), run: async (_a, d) => d.email });
    const failed = await formAction(strict)(null, form());
    expect(failed).toMatchObject({ ok: false, code: 'validation', fieldErrors: { password: ['Too short'] }, values: { email: 'li@example.com', name: 'Li' } });
    expect(failed.at).toBeTypeOf('number');
    expect(JSON.stringify(failed)).not.toContain('secret');
    const passed = await formAction(loose, { data: (email) => email as string, message: 'Saved' })(null, form());
    expect(passed).toMatchObject({ ok: true, data: 'li@example.com', message: 'Saved' });
    expect(JSON.stringify(passed)).not.toContain('secret');
  });
});
