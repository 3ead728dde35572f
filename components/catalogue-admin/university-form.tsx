'use client';

import { useTranslations } from 'next-intl';
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
  const t = useTranslations('backOfficeUniversityForm');
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

  const fee = (n: string, label: string) => <TextField form={f} name={n} label={label} inputMode="decimal" hint={t('feeHint')} />;
  const int = (n: string, label: string) => <TextField form={f} name={n} label={label} inputMode="numeric" />;
  const rich = (n: string, label: string) => <TextField form={f} name={n} label={label} multiline rows={6} hint={t('richHint')} className="sm:col-span-2" />;

  return (
    <form {...f.formProps} aria-label={creating ? t('addLabel') : t('editLabel')} encType="multipart/form-data" className="max-w-4xl space-y-6">
      <FormError message={f.formSummary} />
      {creating ? null : <HiddenField form={f} name="id" />}
      <Section title={t('university.title')}>
        <TextField form={f} name="name" label={t('university.name')} required maxLength={200} autoComplete="off" />
        <TextField form={f} name="name_zh" label={t('university.nameZh')} maxLength={200} lang="zh" />
        <TextField form={f} name="short_name" label={t('university.shortName')} maxLength={100} />
        <TextField form={f} name="code" label={t('university.code')} maxLength={40} hint={creating ? t('university.codeHint') : undefined} />
        <TextField form={f} name="slug" label={t('university.slug')} maxLength={120} hint={t('university.slugHint')} />
        <SelectField form={f} name="type" label={t('university.type')} options={[{ value: 'public', label: t('university.public') }, { value: 'private', label: t('university.private') }]} />
        <SelectField form={f} name="category_id" label={t('university.category')} options={[{ value: '', label: t('university.none') }, ...categories]} />
        <SelectField form={f} name="status" label={t('university.status')} options={[{ value: '1', label: t('university.enabled') }, { value: '0', label: t('university.disabled') }]} />
        <SelectField form={f} name="scholarship_open" label={t('university.scholarship')} options={[{ value: '1', label: t('university.open') }, { value: '0', label: t('university.closed') }]} />
        {/* The public rule (lib/catalogue/rules.ts publicScholarshipOpen): the flag AND a live offer. */}
        <p aria-live="polite" className="text-sm text-amber-800 sm:col-span-2 empty:hidden" data-testid="scholarship-warning">
          {flagWithoutOffer ? (creating ? t('university.noOfferNew') : t('university.noOffer')) : ''}
        </p>
        <TextField form={f} name="deadline" label={t('university.deadline')} type="date" />
      </Section>
      <Section title={t('contact.title')}>
        <TextField form={f} name="email" label={t('contact.email')} type="email" autoComplete="off" />
        <TextField form={f} name="contact_no" label={t('contact.contactNo')} inputMode="tel" hint={t('contact.contactNoHint')} />
        <TextField form={f} name="website" label={t('contact.website')} type="url" hint={t('contact.websiteHint')} />
        <SelectField form={f} name="city_id" label={t('contact.city')} options={[{ value: '', label: t('contact.chooseCity') }, ...cities]} />
        <TextField form={f} name="location" label={t('contact.location')} maxLength={500} className="sm:col-span-2" />
      </Section>
      <Section title={t('facts.title')}>
        {int('founded_year', t('facts.founded'))}
        {int('international_student', t('facts.international'))}
        {int('total_student', t('facts.totalStudents'))}
        {int('total_section', t('facts.sections'))}
        {int('total_program', t('facts.programs'))}
        <TextField form={f} name="age_limit" label={t('facts.ageLimit')} maxLength={100} />
      </Section>
      <Section title={t('fees.title')}>
        {fee('bachelor_fee', t('fees.bachelor'))}
        {fee('masters_fee', t('fees.masters'))}
        {fee('phd_fee', t('fees.phd'))}
        {fee('mbbs_fee', t('fees.mbbs'))}
        {fee('language_fee', t('fees.language'))}
        <TextField form={f} name="scholarship_fee" label={t('fees.scholarship')} inputMode="decimal" hint={t('fees.scholarshipHint')} />
        {fee('accommodation_fee', t('fees.accommodation'))}
        {fee('other_fee', t('fees.other'))}
      </Section>
      <Section title={t('texts.title')}>
        {rich('introduction', t('texts.introduction'))}
        {rich('description', t('texts.description'))}
        {rich('accommodation', t('texts.accommodation'))}
        {rich('school', t('texts.schools'))}
        {rich('requirement', t('texts.requirements'))}
        {rich('rules_and_regulations', t('texts.rules'))}
        {rich('admissions_process', t('texts.admissions'))}
      </Section>
      <Section title={t('images.title')}>
        <ImageInput name="logo" label={t('images.logo')} currentUrl={logoUrl} error={f.errorFor('logo')} />
        <ImageInput name="banner" label={t('images.banner')} currentUrl={bannerUrl} error={f.errorFor('banner')} wide />
      </Section>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={creating ? t('creating') : t('saving')}>
          {creating ? t('create') : t('save')}
        </SubmitButton>
        <ButtonLink href="/admin/universities" variant="outline">
          {t('cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
