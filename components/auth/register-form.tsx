'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Field, fieldError, inputClass, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { registerAction } from '@/lib/accounts/actions';
import { accountTypeLabels, accountTypeValues, genderValues, registerDefaults, registerSchema } from '@/lib/accounts/schemas';
import { cn } from '@/lib/utils';
import { VerifyEmailForm } from './verify-email-form';

/**
 * "Create an Account": account type (Student by default, Job seeker, Employer), the seed's
 * fields and defaults, and the terms box. After a successful submit the code box takes its place.
 */
export function RegisterForm({ countries }: { countries: string[] }) {
  const [registered, setRegistered] = useState<string | null>(null);
  const { form, submit, pending, formError } = useActionForm(registerSchema, registerAction, {
    defaultValues: {
      role: registerDefaults.role,
      name: '',
      code: registerDefaults.code,
      phone_number: '',
      gender: registerDefaults.gender,
      country: registerDefaults.country,
      email: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    resetOnSuccess: false,
    onSuccess: ({ data }) => setRegistered((data as { email: string } | undefined)?.email ?? form.getValues('email')),
  });

  if (registered) return <VerifyEmailForm email={registered} />;

  const roleError = fieldError(form, 'role');
  const termsError = fieldError(form, 'terms');
  const countryOptions = countries.includes(registerDefaults.country) ? countries : [registerDefaults.country, ...countries];

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Create an Account">
      <FormError message={formError} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Account type</legend>
        <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-invalid={Boolean(roleError)}>
          {accountTypeValues.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink-600"
            >
              <input type="radio" value={value} className="sr-only" {...form.register('role')} />
              {accountTypeLabels[value]}
            </label>
          ))}
        </div>
        {roleError ? <p className="text-sm font-medium text-red-700">{roleError}</p> : null}
      </fieldset>

      <TextField form={form} name="name" label="Full name" autoComplete="name" required />

      <div className="grid grid-cols-[6.5rem_1fr] gap-3">
        <TextField form={form} name="code" label="Phone code" autoComplete="tel-country-code" inputMode="tel" required />
        <TextField form={form} name="phone_number" label="Phone number" autoComplete="tel-national" inputMode="numeric" required />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Gender" id="field-gender" error={fieldError(form, 'gender')}>
          {(control) => (
            <select {...control} {...form.register('gender')} className={inputClass}>
              {genderValues.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Country" id="field-country" error={fieldError(form, 'country')} required>
          {(control) => (
            <select {...control} {...form.register('country')} className={inputClass} autoComplete="country-name">
              {countryOptions.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" inputMode="email" required />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A long phrase is best; common passwords are refused."
        required
      />
      <TextField form={form} name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" required />

      <div className="space-y-1.5">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className={cn('mt-0.5 size-4 rounded border-slate-400 accent-primary-600')}
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? 'terms-error' : undefined}
            {...form.register('terms')}
          />
          <span>
            I accept the <Link href="/terms">terms and conditions</Link> and the <Link href="/privacy">privacy policy</Link>.
          </span>
        </label>
        {termsError ? (
          <p id="terms-error" className="text-sm font-medium text-red-700" data-field-error>
            {termsError}
          </p>
        ) : null}
      </div>

      <SubmitButton pending={pending} pendingLabel="Creating your account…" className="w-full">
        Create an Account
      </SubmitButton>
    </form>
  );
}
