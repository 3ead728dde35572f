'use client';

import type { ReactNode } from 'react';
import { CheckboxField, HiddenField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ButtonLink } from '@/components/ui/button';
import { createJobAction, updateJobAction } from '@/lib/jobs/actions';
import { jobNatureLabels } from '@/lib/jobs/dto';
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

/** The county and country suggestions (the inputs stay free text). */
export function PlaceSuggestions({ countries }: { countries: string[] }) {
  return (
    <>
      <datalist id="county-suggestions">
        <option value="Kent" />
        <option value="Surrey" />
      </datalist>
      <datalist id="country-suggestions">
        {countries.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}

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
  countries,
  editingLive,
}: {
  /** null: a new job */
  uuid: string | null;
  defaults: JobFormDefaults;
  categories: Option[];
  countries: string[];
  /** An approved or rejected job: saving sends it back to review. */
  editingLive?: boolean;
}) {
  const creating = uuid === null;
  const f = useActionForm(jobPostSchema, creating ? createJobAction : updateJobAction, { defaultValues: defaults, resetOnSuccess: false });
  const today = todayIso();
  const num = (n: string, label: string, hint?: string) => <TextField form={f} name={n} label={label} inputMode="numeric" hint={hint} />;

  return (
    <form {...f.formProps} aria-label={creating ? 'Post a job' : 'Edit job'} className="max-w-4xl space-y-6">
      <FormError message={f.formSummary ?? (f.errorCode === 'validation' && f.state && !f.state.ok && f.state.fieldErrors.company_profile ? f.formError : null)} />
      {creating ? null : <HiddenField form={f} name="uuid" />}
      {editingLive ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">Saving your changes sends this job back to review: it leaves the job board until an admin approves it again.</p>
      ) : null}
      <PlaceSuggestions countries={countries} />
      <FormSection title="The job">
        <TextField form={f} name="job_title" label="Job title" required maxLength={200} className="sm:col-span-2" />
        <SelectField form={f} name="job_category" label="Category" required options={[{ value: '', label: 'Choose a category' }, ...categories]} />
        <SelectField
          form={f}
          name="job_nature"
          label="Job type"
          required
          options={[{ value: '', label: 'Choose a job type' }, ...Object.entries(jobNatureLabels).map(([value, label]) => ({ value, label }))]}
        />
        {num('position_no', 'Positions', 'How many people you are hiring.')}
        <TextField form={f} name="expire_date" label="Expiry date" type="date" required min={today} max={maxExpiryDate(today)} hint="At most 6 months ahead." />
        <CheckboxField form={f} name="urgent" label="Urgent: show this job as urgent" className="sm:col-span-2" />
      </FormSection>
      <FormSection title="Where">
        <TextField form={f} name="location" label="Location" maxLength={200} hint="As shown on the job, e.g. “Rochester, Kent”." className="sm:col-span-2" />
        <TextField form={f} name="city" label="City" maxLength={100} />
        <TextField form={f} name="postcode" label="Postcode" maxLength={20} autoComplete="off" />
        <TextField form={f} name="country" label="Country" maxLength={100} list="country-suggestions" autoComplete="off" />
      </FormSection>
      <FormSection title="Pay and hours">
        <SelectField
          form={f}
          name="salary_type"
          label="Salary type"
          options={[
            { value: '', label: 'Not given' },
            { value: 'hourly', label: 'Hourly' },
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
        />
        <div className="hidden sm:block" />
        <TextField form={f} name="salary_min" label="Salary from (£)" inputMode="decimal" hint="In pounds, e.g. 24000" />
        <TextField form={f} name="salary_max" label="Salary to (£)" inputMode="decimal" hint="In pounds, e.g. 27500" />
        <TextField form={f} name="working_hour_from" label="Working hours from" type="time" />
        <TextField form={f} name="working_hour_to" label="Working hours to" type="time" />
      </FormSection>
      <FormSection title="Who you are looking for" description="The age range is optional and never shown on the public job page.">
        {num('experience_min', 'Experience from (years)')}
        {num('experience_max', 'Experience to (years)')}
        {num('age_min', 'Age from')}
        {num('age_max', 'Age to')}
        <ListInput form={f} name="skills" limit="skills" label="Skills" placeholder="e.g. Bookkeeping" />
      </FormSection>
      <FormSection title="What you offer">
        <ListInput form={f} name="benefits" limit="benefits" label="Benefits" placeholder="e.g. 25 days holiday" />
        <ListInput form={f} name="other_benefits" limit="otherBenefits" label="Other benefits" placeholder="e.g. Free parking" />
      </FormSection>
      <FormSection title="About the job">
        <TextField form={f} name="description" label="Description" required multiline rows={6} className="sm:col-span-2" />
        <TextField form={f} name="responsibilities" label="Responsibilities" multiline rows={4} hint="One per line." className="sm:col-span-2" />
        <TextField form={f} name="requirements" label="Requirements" multiline rows={4} hint="One per line." className="sm:col-span-2" />
        <TextField form={f} name="contact_no" label="Contact number" inputMode="numeric" hint="Digits only, e.g. 01634123456." />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={creating ? 'Posting…' : 'Saving…'}>
          {creating ? 'Post job for review' : 'Save changes'}
        </SubmitButton>
        <ButtonLink href={creating ? '/employer/jobs' : `/employer/jobs/${uuid}`} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
