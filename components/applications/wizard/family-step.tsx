'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms/field';
import { useActionForm } from '@/components/forms/use-action-form';
import { saveStepAction } from '@/lib/applications/actions';
import { familyStepSchema } from '@/lib/applications/schemas';
import { Group, StepForm, useChoiceOptions } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** Step 2: family contact (name, nationality and phone required), financial supporter, emergency contact. */
export function FamilyStep({ applicationId, defaults, countries, backHref }: { applicationId: number; defaults: Values; countries: CountryChoice[]; backHref: string }) {
  const f = useActionForm(familyStepSchema, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  const t = useTranslations('admissionsWizard.familyStep');
  const { countryOptions } = useChoiceOptions();
  return (
    <StepForm form={f} applicationId={applicationId} step="family" backHref={backHref} label={t('formLabel')}>
      <Group legend={t('familyContact')}>
        <TextField form={f} name="family_contact.member_name" label={t('memberName')} required />
        <SelectField form={f} name="family_contact.member_nationality" label={t('memberNationality')} required options={countryOptions(countries)} />
        <TextField form={f} name="family_contact.member_phone" label={t('memberPhone')} type="tel" required />
        <TextField form={f} name="family_contact.member_email" label={t('memberEmail')} type="email" />
        <TextField form={f} name="family_contact.member_work_place" label={t('memberWorkPlace')} />
        <TextField form={f} name="family_contact.member_relationship" label={t('memberRelationship')} />
        <TextField form={f} name="family_contact.member_position" label={t('memberPosition')} />
      </Group>
      <Group legend={t('financialSupporter')}>
        <TextField form={f} name="financial_supporter.supporters_name" label={t('supportersName')} />
        <TextField form={f} name="financial_supporter.supporters_relation" label={t('supportersRelation')} />
        <TextField form={f} name="financial_supporter.supporters_phone" label={t('supportersPhone')} type="tel" />
        <TextField form={f} name="financial_supporter.supporters_email" label={t('supportersEmail')} type="email" />
        <TextField form={f} name="financial_supporter.supporters_address" label={t('supportersAddress')} />
        <TextField form={f} name="financial_supporter.supporters_workplace" label={t('supportersWorkplace')} />
        <TextField form={f} name="financial_supporter.supporters_workplace_address" label={t('supportersWorkplaceAddress')} />
      </Group>
      <Group legend={t('emergencyContact')}>
        <TextField form={f} name="emergency_contact.emergencies_name" label={t('emergenciesName')} />
        <TextField form={f} name="emergency_contact.emergencies_phone" label={t('emergenciesPhone')} type="tel" />
        <TextField form={f} name="emergency_contact.emergencies_email" label={t('emergenciesEmail')} type="email" />
        <TextField form={f} name="emergency_contact.emergencies_address" label={t('emergenciesAddress')} />
      </Group>
    </StepForm>
  );
}
