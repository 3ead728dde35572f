'use client';

import { SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ImageInput } from '@/components/catalogue-admin/image-input';
import { saveCompanyProfileAction } from '@/lib/jobs/actions';
import { companyProfileSchema } from '@/lib/jobs/schemas';
import { FormSection, PlaceSuggestions } from './job-post-form';

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
  countries: string[];
  logoUrl: string | null;
  exists: boolean;
}) {
  const f = useActionForm(companyProfileSchema, saveCompanyProfileAction, { defaultValues: defaults, resetOnSuccess: false });
  return (
    <form {...f.formProps} aria-label="Company profile" encType="multipart/form-data" className="max-w-4xl space-y-6">
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formSummary} />
      <PlaceSuggestions countries={countries} />
      <FormSection title="Organisation">
        <TextField form={f} name="org_name" label="Organisation name" maxLength={200} hint="Needed before you can post a job." className="sm:col-span-2" />
        <SelectField form={f} name="org_type" label="Organisation type" options={[{ value: '', label: 'Choose a type' }, ...orgTypes]} />
        <SelectField
          form={f}
          name="org_size"
          label="Size"
          options={[
            { value: '', label: 'Choose a size' },
            { value: 'small', label: 'Small' },
            { value: 'medium', label: 'Medium' },
            { value: 'large', label: 'Large' },
          ]}
        />
        <TextField form={f} name="est_year" label="Established (year)" inputMode="numeric" maxLength={4} />
        <TextField form={f} name="code" label="Code" maxLength={40} hint="Your own reference, optional." />
        <TextField form={f} name="website" label="Website" type="url" hint="Starts with http:// or https://." className="sm:col-span-2" />
        <TextField form={f} name="description" label="About the organisation" multiline rows={5} className="sm:col-span-2" />
        <ImageInput name="logo" label="Logo" currentUrl={logoUrl} error={f.errorFor('logo')} />
      </FormSection>
      <FormSection title="Business">
        <TextField form={f} name="business_id" label="Business ID" maxLength={100} hint="E.g. your company number." />
        <TextField form={f} name="trade_license" label="Trade licence" maxLength={100} />
        <TextField form={f} name="business_description" label="Business description" multiline rows={3} className="sm:col-span-2" />
      </FormSection>
      <FormSection title="Address">
        <TextField form={f} name="house" label="House or building" maxLength={100} />
        <TextField form={f} name="street" label="Street" maxLength={200} />
        <TextField form={f} name="city" label="City" maxLength={100} />
        <TextField form={f} name="county" label="County" maxLength={100} list="county-suggestions" autoComplete="off" />
        <TextField form={f} name="province" label="Province or region" maxLength={100} />
        <TextField form={f} name="country" label="Country" maxLength={100} list="country-suggestions" autoComplete="off" />
      </FormSection>
      <FormSection title="Contact person">
        <TextField form={f} name="con_per_name" label="Name" maxLength={200} autoComplete="name" />
        <TextField form={f} name="cont_per_designation" label="Job title" maxLength={200} autoComplete="organization-title" />
        <TextField form={f} name="cont_per_mail" label="Email" type="email" autoComplete="email" />
        <TextField form={f} name="cont_per_mobile" label="Mobile" type="tel" autoComplete="tel" />
      </FormSection>
      <SubmitButton pending={f.pending} pendingLabel="Saving…">
        {exists ? 'Save profile' : 'Create profile'}
      </SubmitButton>
    </form>
  );
}
