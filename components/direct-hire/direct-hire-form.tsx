'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useTranslations } from 'next-intl';
import { useActionState, useContext, useState } from 'react';
import { DeferredFormContext } from '@/components/forms/deferred';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import type { FormState } from '@/lib/forms/action-result';
import { submitDirectHireAction } from '@/lib/jobs/actions';

/**
 * "Fill this form for DIRECT HIRE": every field of the request, sent only on submit by a server
 * action (it works without JavaScript: the page comes back with the messages and what was typed).
 * No form library: the browser checks the required fields, the shared schema on the server does
 * the rest (list limits included), so the public page stays light.
 */
export interface DirectHireFormProps {
  categories: { id: number; name: string }[];
  /** The countries by code, named in the page's language. */
  countries: CountryChoice[];
  counties: readonly string[];
  /** the most skills a request may list */
  skillsMax: number;
}

const salaryTypes = ['hourly', 'monthly', 'yearly'] as const;

export function DirectHireForm({ categories, countries, counties, skillsMax }: DirectHireFormProps) {
  const t = useTranslations('jobBoardDirectHireForm');
  const [state, action, pending] = useActionState<FormState, FormData>(submitDirectHireAction, null);
  const failed = state && !state.ok ? state : null;
  // Loaded on first use (direct-hire-form-island.tsx): it starts from what the visitor already typed
  // into the server's HTML; after a refusal from what was sent; after a success, empty.
  const deferred = useContext(DeferredFormContext);
  const [typed] = useState(() =>
    Object.fromEntries(Object.entries(deferred?.typed?.() ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
  );
  const v: Record<string, string> = failed ? failed.values : state ? {} : typed;
  const err = (...keys: string[]) => {
    for (const k of keys) if (failed?.fieldErrors[k]?.[0]) return failed.fieldErrors[k][0];
    return undefined;
  };
  const text = (name: string, label: string, opts: { required?: boolean; type?: string; max?: number; hint?: string; list?: string; autoComplete?: string; errorKeys?: string[]; inputMode?: 'numeric' | 'tel' | 'email' | 'decimal'; min?: number; step?: string } = {}) => (
    <Field label={label} required={opts.required} hint={opts.hint} error={err(...(opts.errorKeys ?? [name]))} id={`dh-${name.replace(/\W+/g, '-')}`}>
      {(c) => (
        <Input
          {...c}
          name={name}
          type={opts.type ?? 'text'}
          defaultValue={v[name] ?? ''}
          required={opts.required}
          maxLength={opts.type && opts.type !== 'text' && opts.type !== 'email' && opts.type !== 'tel' ? undefined : (opts.max ?? 200)}
          list={opts.list}
          autoComplete={opts.autoComplete}
          inputMode={opts.inputMode}
          min={opts.min}
          step={opts.step}
        />
      )}
    </Field>
  );
  return (
    <form action={action} key={state?.at ?? 0} className="space-y-8" aria-label={t('formLabel')}>
      <SuccessBanner success={state?.ok ? { message: state.message ?? '', at: state.at } : null} />
      <FormError message={failed ? t('checkFields') : null} />

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t('position')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('job_title', t('jobTitle'), { required: true })}
          {text('org_name', t('organisation'), { required: true, autoComplete: 'organization' })}
          <Field label={t('category')} required error={err('job_category')} id="dh-job_category">
            {(c) => (
              <NativeSelect {...c} name="job_category" defaultValue={v.job_category ?? ''} required>
                <option value="">{t('chooseCategory')}</option>
                {categories.map((cat) => (
                  <option key={cat.id} value={cat.id}>
                    {cat.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {text('position_no', t('positions'), { required: true, type: 'number', min: 1, inputMode: 'numeric' })}
        </div>
        <Field label={t('description')} error={err('description')} id="dh-description">
          {(c) => <Textarea {...c} name="description" rows={5} maxLength={5000} defaultValue={v.description ?? ''} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('salaryType')} error={err('salary_type')} id="dh-salary_type">
            {(c) => (
              <NativeSelect {...c} name="salary_type" defaultValue={v.salary_type ?? ''}>
                <option value="">{t('notGiven')}</option>
                {salaryTypes.map((s) => (
                  <option key={s} value={s}>
                    {t(s)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {text('salary_range[0]', t('salaryFrom'), { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', errorKeys: ['salary_range.0', 'salary_range'] })}
          {text('salary_range[1]', t('salaryTo'), { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', errorKeys: ['salary_range.1'] })}
          {text('working_hour_range[0]', t('hoursFrom'), { type: 'time', errorKeys: ['working_hour_range.0', 'working_hour_range'] })}
          {text('working_hour_range[1]', t('hoursTo'), { type: 'time', errorKeys: ['working_hour_range.1'] })}
          <span className="hidden sm:block" />
          {text('date_from', t('dateFrom'), { type: 'date' })}
          {text('date_to', t('dateTo'), { type: 'date' })}
          <span className="hidden sm:block" />
          {text('experience[0]', t('experienceFrom'), { type: 'number', min: 0, inputMode: 'numeric', errorKeys: ['experience.0', 'experience'] })}
          {text('experience[1]', t('experienceTo'), { type: 'number', min: 0, inputMode: 'numeric', errorKeys: ['experience.1'] })}
        </div>
        {text('skill', t('skills'), { hint: t('skillsHint', { max: skillsMax }), max: 700, errorKeys: ['skill', ...Array.from({ length: 11 }, (_, i) => `skill.${i}`)] })}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t('where')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('house', t('house'), { max: 100 })}
          {text('street', t('street'), { autoComplete: 'address-line1' })}
          {text('city', t('city'), { max: 100, autoComplete: 'address-level2' })}
          {text('county', t('county'), { max: 100, list: 'dh-counties' })}
          {text('province', t('province'), { max: 100 })}
          <Field label={t('country')} error={err('country')} id="dh-country">
            {(c) => (
              <NativeSelect {...c} name="country" defaultValue={v.country ?? ''} autoComplete="country">
                <option value="">{t('notGiven')}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
        <datalist id="dh-counties">
          {counties.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">{t('reach')}</legend>
        <p className="text-sm text-slate-600">{t('reachHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('email', t('email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('contact_no', t('contactNumber'), { type: 'tel', max: 24, autoComplete: 'tel', inputMode: 'tel' })}
        </div>
      </fieldset>

      <SubmitButton pending={pending} pendingLabel={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}
