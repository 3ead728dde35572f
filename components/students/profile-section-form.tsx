'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { SuccessBanner } from '@/components/forms/success-banner';
import { useActionState } from 'react';
import { useActionFormState } from '@/components/forms/use-action-form';
import type { FormState } from '@/lib/forms/action-result';
import { useMessageText } from '@/components/i18n/use-message-text';
import { FieldError } from '@/components/ui/field';
import { genderLabels } from '@/lib/accounts/register-options';
import { saveProfileSectionAction } from '@/lib/students/actions';
import {
  profileGenderChoices,
  profileSectionLabels,
  profileTypeChoices,
  profileTypeLabels,
  sectionFormSchemas,
  type EducationSection,
  type ProfileSection,
} from '@/lib/students/schemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** What each education level calls its school (keys of admissionsProfile.section). */
const instituteKey: Record<EducationSection, 'schoolName' | 'higherSchoolName' | 'instituteName'> = {
  education_school: 'schoolName',
  education_higher_school: 'higherSchoolName',
  education_bachelor: 'instituteName',
  education_masters: 'instituteName',
};

/**
 * One section of the profile, with its own Save: a server-action form (it works before JavaScript
 * arrives), validated in the browser with the same schema the server judges it with. Its inputs
 * are named under the section (`education_bachelor.year`), so the six forms never share a name.
 */
export function ProfileSectionForm({ section, defaults, countries }: { section: ProfileSection; defaults: Values; countries: CountryChoice[] }) {
  const t = useTranslations('admissionsProfile.section');
  const m = useMessageText();
  const options = (values: readonly string[], labels: Record<string, string> = {}) => [{ value: '', label: t('choose') }, ...values.map((v) => ({ value: v, label: labels[v] ? m(labels[v]) : v }))];
  const actionState = useActionState<FormState, FormData>(saveProfileSectionAction, null);
  // A refused save answered without JavaScript refills the inputs with what was typed: the echoed
  // values are keyed by the inputs' dotted names, so they are put back under the section here.
  const echoed = actionState[0] && !actionState[0].ok ? actionState[0].values : {};
  const typed = Object.fromEntries(Object.keys(defaults).map((k) => [k, echoed[`${section}.${k}`] ?? defaults[k]]));
  const f = useActionFormState(sectionFormSchemas[section] as unknown as z.ZodType<unknown, Values>, actionState, {
    defaultValues: { [section]: typed },
    resetOnSuccess: false,
  });
  const countryOptions = [{ value: '', label: t('choose') }, ...countries.map((c) => ({ value: c.code, label: c.name }))];
  const n = (field: string) => `${section}.${field}`;
  const label = m(profileSectionLabels[section]);
  const titleId = `profile-${section}-title`;

  let fields: React.ReactNode;
  if (section === 'basic_information') {
    fields = (
      <>
        <TextField form={f} name={n('first_name')} label={t('firstName')} required autoComplete="given-name" />
        <TextField form={f} name={n('last_name')} label={t('lastName')} required autoComplete="family-name" />
        <TextField form={f} name={n('parent_name')} label={t('parentName')} required />
        <SelectField form={f} name={n('type')} label={t('type')} options={options(profileTypeChoices, profileTypeLabels)} />
        <SelectField form={f} name={n('nationality')} label={t('nationality')} required options={countryOptions} />
        <SelectField form={f} name={n('gender')} label={t('gender')} options={options(profileGenderChoices, genderLabels)} />
        <TextField form={f} name={n('dob')} label={t('dateOfBirth')} type="date" autoComplete="bday" />
      </>
    );
  } else if (section === 'passport_information') {
    fields = (
      <>
        <TextField form={f} name={n('passport_number')} label={t('passportNumber')} required />
        <SelectField form={f} name={n('country')} label={t('issuingCountry')} required options={countryOptions} />
        <TextField form={f} name={n('expiry_date')} label={t('expiryDate')} type="date" required />
      </>
    );
  } else {
    fields = (
      <>
        <TextField form={f} name={n('institute_name')} label={t(instituteKey[section])} required />
        <TextField form={f} name={n('examination_name')} label={t('examinationName')} required />
        <TextField form={f} name={n('year')} label={t('year')} required inputMode="numeric" placeholder={t('yearPlaceholder')} />
        <TextField form={f} name={n('duration')} label={t('duration')} placeholder={t('durationPlaceholder')} />
        <TextField form={f} name={n('grade')} label={t('grade')} />
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {label}
      </h2>
      <form {...f.formProps} aria-labelledby={titleId} className="space-y-4">
        <input type="hidden" name="section" value={section} />
        <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
        {f.formSummary ? (
          <div role="alert">
            <FieldError message={f.formSummary} />
          </div>
        ) : null}
        <SuccessBanner success={f.success} onHide={f.clearSuccess} />
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <SubmitButton pending={f.pending} pendingLabel={t('saving')} aria-label={t('saveLabel', { section: label.toLowerCase() })}>
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
