'use client';

import { SelectField, TextField } from '@/components/forms/field';
import { useActionForm } from '@/components/forms/use-action-form';
import { saveStepAction } from '@/lib/applications/actions';
import { familyStepSchema } from '@/lib/applications/schemas';
import { Group, options, StepForm } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** Step 2: family contact (name, nationality and phone required), financial supporter, emergency contact. */
export function FamilyStep({ applicationId, defaults, countries, backHref }: { applicationId: number; defaults: Values; countries: string[]; backHref: string }) {
  const f = useActionForm(familyStepSchema, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  return (
    <StepForm form={f} applicationId={applicationId} step="family" backHref={backHref} label="Family">
      <Group legend="Family contact">
        <TextField form={f} name="family_contact.member_name" label="Family member's name" required />
        <SelectField form={f} name="family_contact.member_nationality" label="Family member's nationality" required options={options(countries)} />
        <TextField form={f} name="family_contact.member_phone" label="Family member's phone" type="tel" required />
        <TextField form={f} name="family_contact.member_email" label="Family member's e-mail" type="email" />
        <TextField form={f} name="family_contact.member_work_place" label="Family member's workplace" />
        <TextField form={f} name="family_contact.member_relationship" label="Relationship" />
        <TextField form={f} name="family_contact.member_position" label="Family member's position" />
      </Group>
      <Group legend="Financial supporter">
        <TextField form={f} name="financial_supporter.supporters_name" label="Supporter's name" />
        <TextField form={f} name="financial_supporter.supporters_relation" label="Supporter's relation to you" />
        <TextField form={f} name="financial_supporter.supporters_phone" label="Supporter's phone" type="tel" />
        <TextField form={f} name="financial_supporter.supporters_email" label="Supporter's e-mail" type="email" />
        <TextField form={f} name="financial_supporter.supporters_address" label="Supporter's address" />
        <TextField form={f} name="financial_supporter.supporters_workplace" label="Supporter's workplace" />
        <TextField form={f} name="financial_supporter.supporters_workplace_address" label="Supporter's workplace address" />
      </Group>
      <Group legend="Emergency contact">
        <TextField form={f} name="emergency_contact.emergencies_name" label="Emergency contact's name" />
        <TextField form={f} name="emergency_contact.emergencies_phone" label="Emergency contact's phone" type="tel" />
        <TextField form={f} name="emergency_contact.emergencies_email" label="Emergency contact's e-mail" type="email" />
        <TextField form={f} name="emergency_contact.emergencies_address" label="Emergency contact's address" />
      </Group>
    </StepForm>
  );
}
