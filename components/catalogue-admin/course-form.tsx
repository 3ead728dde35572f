'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMessageText } from '@/components/i18n/use-message-text';
import { HiddenField, SelectField, TextField } from '@/components/forms/field';
import { TypeaheadField } from '@/components/forms/typeahead-field';
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

/** The back office's university search (the courses list's filter uses it too). */
const UNIVERSITY_OPTIONS = '/admin/courses/universities';

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
 * The university is a type-ahead over the server's search (a season has 10,000 of them).
 * Saved: back to the list with the success banner; refused: the messages on the fields.
 */
export function CourseForm({
  id,
  defaults,
  programs,
  logoUrl,
}: {
  /** null: a new course */
  id: number | null;
  /** the fields as typed; the university as `university_id` (blank: none chosen) and its name, `university_q` */
  defaults: Record<string, string>;
  programs: Option[];
  logoUrl?: string | null;
}) {
  const t = useTranslations('backOfficeCourseForm');
  const m = useMessageText();
  const creating = id === null;
  const f = useActionForm(creating ? courseCreateSchema : courseUpdateSchema, creating ? createCourseAction : updateCourseAction, {
    defaultValues: defaults,
    resetOnSuccess: false,
  });
  const fee = (n: string, label: string, hint: string) => <TextField form={f} name={n} label={label} inputMode="decimal" hint={hint} />;
  return (
    <form {...f.formProps} aria-label={creating ? t('addLabel') : t('editLabel')} encType="multipart/form-data" className="max-w-4xl space-y-6">
      <FormError message={f.formSummary} />
      {creating ? null : <HiddenField form={f} name="id" />}
      <Section title={t('course.title')}>
        <TextField form={f} name="title" label={t('course.titleField')} required maxLength={200} autoComplete="off" />
        <TextField form={f} name="short_title" label={t('course.shortTitle')} maxLength={100} />
        <TypeaheadField
          form={f}
          name="university_id"
          textName="university_q"
          endpoint={UNIVERSITY_OPTIONS}
          label={t('course.university')}
          hint={t('course.universityHint')}
          required
        />
        <SelectField form={f} name="program_id" label={t('course.degree')} required options={[{ value: '', label: t('course.chooseDegree') }, ...programs]} />
        <TextField form={f} name="code" label={t('course.code')} maxLength={40} hint={t('course.codeHint')} />
        <TextField form={f} name="slug" label={t('course.slug')} maxLength={120} hint={t('course.slugHint')} />
        <SelectField form={f} name="teaching_language" label={t('course.teachingLanguage')} options={teachingLanguageValues.map((v) => ({ value: v, label: m(teachingLanguageLabels[v]) }))} />
        <TextField form={f} name="major" label={t('course.major')} maxLength={60} />
        <SelectField form={f} name="tag" label={t('course.tag')} options={[{ value: '', label: t('course.none') }, ...courseTagValues.map((v) => ({ value: v, label: m(courseTagLabels[v]) }))]} />
        <SelectField form={f} name="status" label={t('course.status')} options={[{ value: '1', label: t('course.enabled') }, { value: '0', label: t('course.disabled') }]} />
      </Section>
      <Section title={t('dates.title')}>
        <TextField form={f} name="seat" label={t('dates.seats')} inputMode="numeric" />
        <TextField form={f} name="duration" label={t('dates.duration')} inputMode="decimal" />
        <TextField form={f} name="intake" label={t('dates.intake')} type="month" hint={t('dates.intakeHint')} />
        <TextField form={f} name="deadline" label={t('dates.deadline')} type="date" />
      </Section>
      <Section title={t('fees.title')}>
        {fee('fee', t('fees.tuition'), t('fees.tuitionHint'))}
        {fee('accommodation_fee', t('fees.accommodation'), t('fees.accommodationHint'))}
        {fee('other_fee', t('fees.other'), t('fees.otherHint'))}
      </Section>
      <Section title={t('description.title')}>
        <TextField
          form={f}
          name="description"
          label={t('description.description')}
          multiline
          rows={6}
          className="sm:col-span-2"
          hint={t('description.descriptionHint')}
        />
        <ImageInput name="logo" label={t('description.logo')} currentUrl={logoUrl} error={f.errorFor('logo')} />
      </Section>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={creating ? t('creating') : t('saving')}>
          {creating ? t('create') : t('save')}
        </SubmitButton>
        <ButtonLink href="/admin/courses" variant="outline">
          {t('cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
