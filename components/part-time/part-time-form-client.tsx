'use client';

import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ListInput } from '@/components/jobs/list-input';
import { savePartTimeAction } from '@/lib/jobs/actions';
import { partTimeSchema } from '@/lib/jobs/part-time-schemas';
import type { PartTimeShare } from '@/lib/jobs/values';

export interface PartTimeFormDefaults {
  full_name: string;
  city: string;
  skill: string[];
  rate: string;
  availability: string;
  share_contact: PartTimeShare;
}

/** The account's contacts the form offers to share (shown in its choices). */
export interface PartTimeContact {
  email: string | null;
  phone: string | null;
}

/** The candidate's part-time application: sends a new one or updates the one they have. */
export function PartTimeFormClient({ defaults, exists, contact }: { defaults: PartTimeFormDefaults; exists: boolean; contact: PartTimeContact }) {
  const t = useTranslations('jobBoardPartTimeForm');
  const f = useActionForm(partTimeSchema, savePartTimeAction, { defaultValues: defaults, resetOnSuccess: false });
  return (
    <form {...f.formProps} aria-label={t('formLabel')} className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formSummary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={f} name="full_name" label={t('fullName')} required maxLength={200} autoComplete="name" />
        <TextField form={f} name="city" label={t('city')} required maxLength={100} autoComplete="address-level2" />
        <ListInput form={f} name="skill" limit="skills" label={t('skills')} hint={t('skillsHint')} placeholder={t('skillsPlaceholder')} />
        <TextField
          form={f}
          name="rate"
          label={t('rate')}
          required
          inputMode="decimal"
          maxLength={10}
          hint={t('rateHint')}
        />
        <TextField form={f} name="availability" label={t('availability')} maxLength={500} hint={t('availabilityHint')} />
        <SelectField
          form={f}
          name="share_contact"
          label={t('shareContact')}
          hint={t('shareContactHint')}
          className="sm:col-span-2"
          options={[
            { value: 'none', label: t('shareNone') },
            { value: 'email', label: t('shareEmail', { email: contact.email ?? t('noEmail') }) },
            { value: 'phone', label: t('sharePhone', { phone: contact.phone ?? t('noPhone') }) },
            { value: 'both', label: t('shareBoth') },
          ]}
        />
      </div>
      <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
        {exists ? t('update') : t('send')}
      </SubmitButton>
    </form>
  );
}
