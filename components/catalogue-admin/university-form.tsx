'use client';

import { useEffect, type ReactNode } from 'react';
import { HiddenField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ButtonLink } from '@/components/ui/button';
import { createUniversityAction, updateUniversityAction } from '@/lib/catalogue/actions';
import { slugify, universityCreateSchema, universityUpdateSchema } from '@/lib/catalogue/schemas';
import { ImageInput } from './image-input';

type Option = { value: string; label: string };

const richHint = 'Plain text, or simple HTML (paragraphs, bold, lists, links); anything else is removed when saved.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Add or edit a university: every field of the record, checked in the browser with the shared
 * schema and again on the server. The address (slug) follows the name until it is edited. Logo
 * and banner go with the form (multipart) with a preview; the server checks them by content.
 * Saved: back to the list with the success banner; refused: the server's messages on the fields.
 */
export function UniversityForm({
  id,
  defaults,
  cities,
  categories,
  logoUrl,
  bannerUrl,
  hasLiveOffer = false,
}: {
  /** null: a new university */
  id: number | null;
  defaults: Record<string, string>;
  cities: Option[];
  categories: Option[];
  logoUrl?: string | null;
  bannerUrl?: string | null;
  /** whether the university has a live scholarship offer (publicly "Scholarship open" needs the flag and one) */
  hasLiveOffer?: boolean;
}) {
  const creating = id === null;
  const f = useActionForm(creating ? universityCreateSchema : universityUpdateSchema, creating ? createUniversityAction : updateUniversityAction, {
    defaultValues: defaults,
    resetOnSuccess: false,
  });
  const { watch, setValue, getFieldState } = f.form;
  const name = watch('name');
  const flagWithoutOffer = watch('scholarship_open') === '1' && !hasLiveOffer;
  // A new university's address follows its name until the admin edits the address.
  useEffect(() => {
    if (creating && typeof name === 'string' && !getFieldState('slug').isDirty) setValue('slug', slugify(name));
  }, [creating, name, setValue, getFieldState]);

  const fee = (n: string, label: string) => <TextField form={f} name={n} label={label} inputMode="decimal" hint="CNY per year" />;
  const int = (n: string, label: string) => <TextField form={f} name={n} label={label} inputMode="numeric" />;
  const rich = (n: string, label: string) => <TextField form={f} name={n} label={label} multiline rows={6} hint={richHint} className="sm:col-span-2" />;

  return (
    <form {...f.formProps} aria-label={creating ? 'Add university' : 'Edit university'} encType="multipart/form-data" className="max-w-4xl space-y-6">
      <FormError message={f.formSummary} />
      {creating ? null : <HiddenField form={f} name="id" />}
      <Section title="University">
        <TextField form={f} name="name" label="Name" required maxLength={200} autoComplete="off" />
        <TextField form={f} name="name_zh" label="Chinese name" maxLength={200} lang="zh" />
        <TextField form={f} name="short_name" label="Short name" maxLength={100} />
        <TextField form={f} name="code" label="Code" maxLength={40} hint={creating ? 'Made from the name when left empty.' : undefined} />
        <TextField form={f} name="slug" label="Address" maxLength={120} hint="The page address: /universities/… (lower-case letters, digits and hyphens)." />
        <SelectField form={f} name="type" label="Type" options={[{ value: 'public', label: 'Public' }, { value: 'private', label: 'Private' }]} />
        <SelectField form={f} name="category_id" label="Category" options={[{ value: '', label: 'None' }, ...categories]} />
        <SelectField form={f} name="status" label="Status" options={[{ value: '1', label: 'Enabled (on the public pages)' }, { value: '0', label: 'Disabled (hidden)' }]} />
        <SelectField form={f} name="scholarship_open" label="Scholarship" options={[{ value: '1', label: 'Open' }, { value: '0', label: 'Closed' }]} />
        {/* The public rule (lib/catalogue/rules.ts publicScholarshipOpen): the flag AND a live offer. */}
        <p aria-live="polite" className="text-sm text-amber-800 sm:col-span-2 empty:hidden" data-testid="scholarship-warning">
          {flagWithoutOffer
            ? `No live scholarship offer${creating ? '' : ' for this university'}: the public pages show “Scholarship open” only once it has an enabled offer (add one under Scholarships).`
            : ''}
        </p>
        <TextField form={f} name="deadline" label="Application deadline" type="date" />
      </Section>
      <Section title="Contact and place">
        <TextField form={f} name="email" label="Email" type="email" autoComplete="off" />
        <TextField form={f} name="contact_no" label="Contact number" inputMode="tel" hint="Digits, spaces, hyphens and a leading +." />
        <TextField form={f} name="website" label="Website" type="url" hint="Starts with http:// or https://." />
        <SelectField form={f} name="city_id" label="City" options={[{ value: '', label: 'Choose a city' }, ...cities]} />
        <TextField form={f} name="location" label="Location" maxLength={500} className="sm:col-span-2" />
      </Section>
      <Section title="Facts">
        {int('founded_year', 'Founded (year)')}
        {int('international_student', 'International students')}
        {int('total_student', 'Total students')}
        {int('total_section', 'Sections')}
        {int('total_program', 'Programs')}
        <TextField form={f} name="age_limit" label="Age limit" maxLength={100} />
      </Section>
      <Section title="Fees">
        {fee('bachelor_fee', 'Bachelor fee')}
        {fee('masters_fee', 'Masters fee')}
        {fee('phd_fee', 'PhD fee')}
        {fee('mbbs_fee', 'MBBS fee')}
        {fee('language_fee', 'Chinese language fee')}
        <TextField form={f} name="scholarship_fee" label="Scholarship application fee" inputMode="decimal" hint="CNY, once" />
        {fee('accommodation_fee', 'Accommodation fee')}
        {fee('other_fee', 'Other fees')}
      </Section>
      <Section title="Texts">
        {rich('introduction', 'Introduction')}
        {rich('description', 'Description')}
        {rich('accommodation', 'Accommodation')}
        {rich('school', 'Schools')}
        {rich('requirement', 'Requirements')}
        {rich('rules_and_regulations', 'Rules and regulations')}
        {rich('admissions_process', 'Admission process')}
      </Section>
      <Section title="Images">
        <ImageInput name="logo" label="Logo" currentUrl={logoUrl} error={f.errorFor('logo')} />
        <ImageInput name="banner" label="Banner" currentUrl={bannerUrl} error={f.errorFor('banner')} wide />
      </Section>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={creating ? 'Creating university…' : 'Saving…'}>
          {creating ? 'Create university' : 'Save changes'}
        </SubmitButton>
        <ButtonLink href="/admin/universities" variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
