'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckboxField, HiddenField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ButtonLink } from '@/components/ui/button';
import { createJobAction, updateJobAction } from '@/lib/jobs/actions';
import { jobPostSchema } from '@/lib/jobs/schemas';
import { maxExpiryDate, todayIso } from '@/lib/jobs/status';
import { ListInput } from './list-input';

type Option = { value: string; label: string };

export function FormSection({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The county suggestions (the input stays free text). */
export function PlaceSuggestions() {
  return (
    <datalist id="county-suggestions">
      <option value="Kent" />
      <option value="Surrey" />
    </datalist>
  );
}

/** A country select's options: none chosen, then each country by its name in the page's language (the code is the value). */
export const countrySelectOptions = (countries: readonly CountryChoice[], none: string) => [{ value: '', label: none }, ...countries.map((c) => ({ value: c.code, label: c.name }))];

export type JobFormDefaults = Record<string, string | string[] | boolean>;

/**
 * Post or edit a job: every field of the post, checked in the browser with the shared schema and
 * again on the server. Salary in pounds; ranges as low and high; skills and benefits as lists with
 * the board's limits. Saved: the job's own page ("In review"); refused: the messages on the fields.
 */
export function JobPostForm({
  uuid,
  defaults,
  categories,
  jobNatures,
  countries,
  editingLive,
}: {
  /** null: a new job */
  uuid: string | null;
  defaults: JobFormDefaults;
  categories: Option[];
  /** The job types with their words (rendered on the server). */
  jobNatures: Option[];
  countries: CountryChoice[];
  /** An approved or rejected job: saving sends it back to review. */
  editingLive?: boolean;
}) {
  const t = useTranslations('jobBoardJobForm');
  const creating = uuid === null;
  const f = useActionForm(jobPostSchema, creating ? createJobAction : updateJobAction, { defaultValues: defaults, resetOnSuccess: false });
  const today = todayIso();
  const num = (n: string, label: string, hint?: string) => <TextField form={f} name={n} label={label} inputMode="numeric" hint={hint} />;

  return (
    <form {...f.formProps} aria-label={creating ? t('formLabelNew') : t('formLabelEdit')} className="max-w-4xl space-y-6">
      <FormError message={f.formSummary ?? (f.errorCode === 'validation' && f.state && !f.state.ok && f.state.fieldErrors.company_profile ? f.formError : null)} />
      {creating ? null : <HiddenField form={f} name="uuid" />}
      {editingLive ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t('editingLive')}</p>
      ) : null}
      <PlaceSuggestions />
      <FormSection title={t('theJob')}>
        <TextField form={f} name="job_title" label={t('jobTitle')} required maxLength={200} className="sm:col-span-2" />
        <SelectField form={f} name="job_category" label={t('category')} required options={[{ value: '', label: t('chooseCategory') }, ...categories]} />
        <SelectField
          form={f}
          name="job_nature"
          label={t('jobType')}
          required
          options={[{ value: '', label: t('chooseJobType') }, ...jobNatures]}
        />
        {num('position_no', t('positions'), t('positionsHint'))}
        <TextField form={f} name="expire_date" label={t('expiryDate')} type="date" required min={today} max={maxExpiryDate(today)} hint={t('expiryHint')} />
        <CheckboxField form={f} name="urgent" label={t('urgent')} className="sm:col-span-2" />
      </FormSection>
      <FormSection title={t('where')}>
        <TextField form={f} name="location" label={t('location')} maxLength={200} hint={t('locationHint')} className="sm:col-span-2" />
        <TextField form={f} name="city" label={t('city')} maxLength={100} />
        <TextField form={f} name="postcode" label={t('postcode')} maxLength={20} autoComplete="off" />
        <SelectField form={f} name="country" label={t('country')} options={countrySelectOptions(countries, t('noCountry'))} />
      </FormSection>
      <FormSection title={t('payAndHours')}>
        <SelectField
          form={f}
          name="salary_type"
          label={t('salaryType')}
          options={[
            { value: '', label: t('notGiven') },
            { value: 'hourly', label: t('hourly') },
            { value: 'monthly', label: t('monthly') },
            { value: 'yearly', label: t('yearly') },
          ]}
        />
        <div className="hidden sm:block" />
        <TextField form={f} name="salary_min" label={t('salaryFrom')} inputMode="decimal" hint={t('salaryFromHint')} />
        <TextField form={f} name="salary_max" label={t('salaryTo')} inputMode="decimal" hint={t('salaryToHint')} />
        <TextField form={f} name="working_hour_from" label={t('hoursFrom')} type="time" />
        <TextField form={f} name="working_hour_to" label={t('hoursTo')} type="time" />
      </FormSection>
      <FormSection title={t('lookingFor')} description={t('lookingForDescription')}>
        {num('experience_min', t('experienceFrom'))}
        {num('experience_max', t('experienceTo'))}
        {num('age_min', t('ageFrom'))}
        {num('age_max', t('ageTo'))}
        <ListInput form={f} name="skills" limit="skills" label={t('skills')} placeholder={t('skillsPlaceholder')} />
      </FormSection>
      <FormSection title={t('youOffer')}>
        <ListInput form={f} name="benefits" limit="benefits" label={t('benefits')} placeholder={t('benefitsPlaceholder')} />
        <ListInput form={f} name="other_benefits" limit="otherBenefits" label={t('otherBenefits')} placeholder={t('otherBenefitsPlaceholder')} />
      </FormSection>
      <FormSection title={t('aboutJob')}>
        <TextField form={f} name="description" label={t('description')} required multiline rows={6} className="sm:col-span-2" />
        <TextField form={f} name="responsibilities" label={t('responsibilities')} multiline rows={4} hint={t('onePerLine')} className="sm:col-span-2" />
        <TextField form={f} name="requirements" label={t('requirements')} multiline rows={4} hint={t('onePerLine')} className="sm:col-span-2" />
        <TextField form={f} name="contact_no" label={t('contactNumber')} type="tel" autoComplete="tel" hint={t('contactNumberHint')} />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={creating ? t('posting') : t('saving')}>
          {creating ? t('postForReview') : t('saveChanges')}
        </SubmitButton>
        <ButtonLink href={creating ? '/employer/jobs' : `/employer/jobs/${uuid}`} variant="outline">
          {t('cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
