'use client';

import type { ReactNode } from 'react';
import { HiddenField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ButtonLink } from '@/components/ui/button';
import { createCourseAction, updateCourseAction } from '@/lib/catalogue/actions';
import {
  courseCreateSchema,
  courseTagLabels,
  courseUpdateSchema,
  teachingLanguageLabels,
} from '@/lib/catalogue/schemas';
import { ImageInput } from './image-input';
import { courseTagValues, teachingLanguageValues } from '@/lib/catalogue/values';

type Option = { value: string; label: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Add or edit a course: every field, checked in the browser with the shared schema and again on
 * the server. A blank code is generated; a blank fee means the university's fee for the degree.
 * Saved: back to the list with the success banner; refused: the messages on the fields.
 */
export function CourseForm({
  id,
  defaults,
  universities,
  programs,
  logoUrl,
}: {
  /** null: a new course */
  id: number | null;
  defaults: Record<string, string>;
  universities: Option[];
  programs: Option[];
  logoUrl?: string | null;
}) {
  const creating = id === null;
  const f = useActionForm(creating ? courseCreateSchema : courseUpdateSchema, creating ? createCourseAction : updateCourseAction, {
    defaultValues: defaults,
    resetOnSuccess: false,
  });
  const fee = (n: string, label: string, hint: string) => <TextField form={f} name={n} label={label} inputMode="decimal" hint={hint} />;
  return (
    <form {...f.formProps} aria-label={creating ? 'Add course' : 'Edit course'} encType="multipart/form-data" className="max-w-4xl space-y-6">
      <FormError message={f.formSummary} />
      {creating ? null : <HiddenField form={f} name="id" />}
      <Section title="Course">
        <TextField form={f} name="title" label="Title" required maxLength={200} autoComplete="off" />
        <TextField form={f} name="short_title" label="Short title" maxLength={100} />
        <SelectField form={f} name="university_id" label="University" required options={[{ value: '', label: 'Choose a university' }, ...universities]} />
        <SelectField form={f} name="program_id" label="Degree" required options={[{ value: '', label: 'Choose a degree' }, ...programs]} />
        <TextField form={f} name="code" label="Code" maxLength={40} hint="Made from the university's code when left empty." />
        <TextField form={f} name="slug" label="Address" maxLength={120} hint="The page address: /courses/… Made from the university and title when left empty." />
        <SelectField form={f} name="teaching_language" label="Teaching language" options={teachingLanguageValues.map((v) => ({ value: v, label: teachingLanguageLabels[v] }))} />
        <TextField form={f} name="major" label="Major" maxLength={60} />
        <SelectField form={f} name="tag" label="Tag" options={[{ value: '', label: 'None' }, ...courseTagValues.map((v) => ({ value: v, label: courseTagLabels[v] }))]} />
        <SelectField form={f} name="status" label="Status" options={[{ value: '1', label: 'Enabled (on the public pages)' }, { value: '0', label: 'Disabled (hidden)' }]} />
      </Section>
      <Section title="Dates and places">
        <TextField form={f} name="seat" label="Seats" inputMode="numeric" />
        <TextField form={f} name="duration" label="Duration (years)" inputMode="decimal" />
        <TextField form={f} name="intake" label="Intake" type="month" hint="Month and year (YYYY-MM)." />
        <TextField form={f} name="deadline" label="Application deadline" type="date" />
      </Section>
      <Section title="Fees">
        {fee('fee', 'Tuition fee', "CNY per year. Empty: the university's fee for the degree.")}
        {fee('accommodation_fee', 'Accommodation fee', "CNY per year. Empty: the university's.")}
        {fee('other_fee', 'Other fees', "CNY per year. Empty: the university's.")}
      </Section>
      <Section title="Description and logo">
        <TextField
          form={f}
          name="description"
          label="Description"
          multiline
          rows={6}
          className="sm:col-span-2"
          hint="Plain text, or simple HTML (paragraphs, bold, lists, links); anything else is removed when saved."
        />
        <ImageInput name="logo" label="Logo" currentUrl={logoUrl} error={f.errorFor('logo')} />
      </Section>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={creating ? 'Creating course…' : 'Saving…'}>
          {creating ? 'Create course' : 'Save changes'}
        </SubmitButton>
        <ButtonLink href="/admin/courses" variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
