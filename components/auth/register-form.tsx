'use client';

import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { lazySchema, useActionFormState } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field';
import { registerAction, type RegisterFlowData } from '@/lib/accounts/actions';
import type { CountryOption } from '@/lib/accounts/register-options';
import { accountTypeAsks, accountTypeValues, type AccountType, type Gender, genderValues, registerDefaults } from '@/lib/accounts/register-options';
import type { FormState } from '@/lib/forms/action-result';
import { VerifyEmailForm } from './verify-email-form';

// Loaded on the form's first use (light pages).
const registerSchema = lazySchema(() => import('@/lib/accounts/schemas').then((m) => m.registerSchema));

type FlowState = FormState<RegisterFlowData>;

/** Which step a register-flow answer leaves the page on (the code box once registered). */
export function registerStep(state: FlowState): { step: 'register' } | { step: 'verify'; email: string } {
  if (state?.ok && state.data?.step === 'verify') return state.data;
  if (state && !state.ok && state.values.step === 'verify') return { step: 'verify', email: state.values.email ?? '' };
  return { step: 'register' };
}

/**
 * "Create an Account" then its code box: one server action for both steps, so each works without
 * JavaScript (the page rendered after the POST shows the next step). Account type (Student by
 * default, Job seeker, Employer), the country (none preselected) whose dial code fills the phone
 * code, an optional gender (not asked of employers, who give their company's name), and the terms box.
 * `accountTypeLabels`, `genderLabels`: the account types' and genders' words, rendered by the page (so the form needs no `values`).
 */
export function RegisterForm({
  countries,
  accountTypeLabels,
  genderLabels,
  defaultRole = registerDefaults.role,
}: {
  countries: CountryOption[];
  accountTypeLabels: Readonly<Record<AccountType, string>>;
  genderLabels: Readonly<Record<Gender, string>>;
  defaultRole?: AccountType;
}) {
  const flow = useActionState<FlowState, FormData>(registerAction, null);
  const at = registerStep(flow[0]);
  if (at.step === 'verify') return <VerifyEmailForm key="verify" email={at.email} flow={flow} />;
  return <RegisterStep key="register" countries={countries} accountTypeLabels={accountTypeLabels} genderLabels={genderLabels} flow={flow} defaultRole={defaultRole} />;
}

function RegisterStep({
  countries,
  accountTypeLabels,
  genderLabels,
  flow,
  defaultRole,
}: {
  countries: CountryOption[];
  accountTypeLabels: Readonly<Record<AccountType, string>>;
  genderLabels: Readonly<Record<Gender, string>>;
  flow: [FlowState, (formData: FormData) => void, boolean];
  defaultRole: AccountType;
}) {
  const t = useTranslations('shellAuth.register');
  const f = useActionFormState(registerSchema, flow, {
    defaultValues: {
      role: defaultRole,
      name: '',
      code: '',
      phone_number: '',
      gender: undefined,
      country: '',
      company_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    resetOnSuccess: false,
  });
  const roleError = f.errorFor('role');
  const checkedRole = f.defaultFor('role');
  const role = f.form.watch('role') ?? checkedRole;
  const asks = accountTypeAsks[(accountTypeValues as readonly unknown[]).includes(role) ? (role as AccountType) : registerDefaults.role];
  const country = f.form.watch('country');
  const { setValue } = f.form;
  // The phone code follows the chosen country (the server does the same without JavaScript).
  useEffect(() => {
    const dial = countries.find((c) => c.code === country)?.dialCode;
    if (dial) setValue('code', `+${dial}`);
  }, [country, countries, setValue]);

  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('formLabel')}>
      <input type="hidden" name="step" value="register" />
      <FormError message={f.formError} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('accountType')}</legend>
        <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-invalid={Boolean(roleError)}>
          {accountTypeValues.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink-600"
            >
              <input type="radio" value={value} className="sr-only" defaultChecked={checkedRole === value} {...f.form.register('role')} />
              {accountTypeLabels[value]}
            </label>
          ))}
        </div>
        <FieldError message={roleError} />
      </fieldset>

      <TextField form={f} name="name" label={t('name')} autoComplete="name" required />

      {asks.companyName ? <TextField form={f} name="company_name" label={t('companyName')} autoComplete="organization" required /> : null}

      <SelectField
        form={f}
        name="country"
        label={t('country')}
        required
        autoComplete="country-name"
        options={[{ value: '', label: t('chooseCountry') }, ...countries.map((c) => ({ value: c.code, label: c.name }))]}
      />

      <div className="grid grid-cols-[6.5rem_1fr] gap-3">
        <TextField form={f} name="code" label={t('phoneCode')} autoComplete="tel-country-code" inputMode="tel" hint={t('phoneCodeHint')} />
        <TextField form={f} name="phone_number" label={t('phoneNumber')} autoComplete="tel-national" type="tel" required />
      </div>

      {asks.gender ? (
        <SelectField form={f} name="gender" label={t('gender')} options={[{ value: '', label: t('genderNotGiven') }, ...genderValues.map((g) => ({ value: g, label: genderLabels[g] }))]} />
      ) : null}

      <TextField form={f} name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" required />
      <TextField
        form={f}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        required
      />
      <TextField form={f} name="password_confirmation" label={t('confirmPassword')} type="password" autoComplete="new-password" required />

      <CheckboxField
        form={f}
        name="terms"
        id="terms"
        label={t.rich('terms', {
          terms: (chunks) => (
            <Link href="/terms" className="underline">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy" className="underline">
              {chunks}
            </Link>
          ),
        })}
      />

      <SubmitButton pending={f.pending} pendingLabel={t('creating')} className="w-full">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
