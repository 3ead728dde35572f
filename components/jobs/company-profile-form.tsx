'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ImageInput } from '@/components/catalogue-admin/image-input';
import { saveCompanyProfileAction } from '@/lib/jobs/actions';
import { companyProfileSchema } from '@/lib/jobs/schemas';
import { countrySelectOptions, FormSection, PlaceSuggestions } from './job-post-form';

type Option = { value: string; label: string };

/**
 * The employer's company profile: every field of the old board's profile and the logo (an image,
 * previewed here and checked by content on the server). Nothing is required to save; posting a
 * job needs the organisation name.
 */
export function CompanyProfileForm({
  defaults,
  orgTypes,
  countries,
  logoUrl,
  exists,
}: {
  defaults: Record<string, string>;
  orgTypes: Option[];
  countries: CountryChoice[];
  logoUrl: string | null;
  exists: boolean;
}) {
  const t = useTranslations('jobBoardCompanyForm');
  const f = useActionForm(companyProfileSchema, saveCompanyProfileAction, { defaultValues: defaults, resetOnSuccess: false });
  return (
    <form {...f.formProps} aria-label={t('formLabel')} encType="multipart/form-data" className="max-w-4xl space-y-6">
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formSummary} />
      <PlaceSuggestions />
      <FormSection title={t('organisation')}>
        <TextField form={f} name="org_name" label={t('orgName')} maxLength={200} hint={t('orgNameHint')} className="sm:col-span-2" />
        <SelectField form={f} name="org_type" label={t('orgType')} options={[{ value: '', label: t('chooseType') }, ...orgTypes]} />
        <SelectField
          form={f}
          name="org_size"
          label={t('size')}
          options={[
            { value: '', label: t('chooseSize') },
            { value: 'small', label: t('small') },
            { value: 'medium', label: t('medium') },
            { value: 'large', label: t('large') },
          ]}
        />
        <TextField form={f} name="est_year" label={t('established')} inputMode="numeric" maxLength={4} />
        <TextField form={f} name="code" label={t('code')} maxLength={40} hint={t('codeHint')} />
        <TextField form={f} name="website" label={t('website')} type="url" hint={t('websiteHint')} className="sm:col-span-2" />
        <TextField form={f} name="description" label={t('about')} multiline rows={5} className="sm:col-span-2" />
        <ImageInput name="logo" label={t('logo')} currentUrl={logoUrl} error={f.errorFor('logo')} />
      </FormSection>
      <FormSection title={t('business')}>
        <TextField form={f} name="business_id" label={t('businessId')} maxLength={100} hint={t('businessIdHint')} />
        <TextField form={f} name="trade_license" label={t('tradeLicence')} maxLength={100} />
        <TextField form={f} name="business_description" label={t('businessDescription')} multiline rows={3} className="sm:col-span-2" />
      </FormSection>
      <FormSection title={t('address')}>
        <TextField form={f} name="house" label={t('house')} maxLength={100} />
        <TextField form={f} name="street" label={t('street')} maxLength={200} />
        <TextField form={f} name="city" label={t('city')} maxLength={100} />
        <TextField form={f} name="county" label={t('county')} maxLength={100} list="county-suggestions" autoComplete="off" />
        <TextField form={f} name="province" label={t('province')} maxLength={100} />
        <SelectField form={f} name="country" label={t('country')} autoComplete="country" options={countrySelectOptions(countries, t('noCountry'))} />
      </FormSection>
      <FormSection title={t('contactPerson')}>
        <TextField form={f} name="con_per_name" label={t('name')} maxLength={200} autoComplete="name" />
        <TextField form={f} name="cont_per_designation" label={t('jobTitle')} maxLength={200} autoComplete="organization-title" />
        <TextField form={f} name="cont_per_mail" label={t('email')} type="email" autoComplete="email" />
        <TextField form={f} name="cont_per_mobile" label={t('mobile')} type="tel" autoComplete="tel" />
      </FormSection>
      <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
        {exists ? t('save') : t('create')}
      </SubmitButton>
    </form>
  );
}
