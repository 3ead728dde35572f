'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { updateLegalSettingsAction } from '@/lib/settings/actions';
import { ADDRESS_LINES_MAX, LEGAL_TEXT_MAX, legalSettingsSchema, type LegalSettingsInput } from '@/lib/settings/legal-schemas';

/**
 * Who runs the service, on /admin/settings: the legal entity, its jurisdiction and its registered
 * office, which the About, terms and privacy pages all show. The same schema checks it here and
 * on the server (the office must lie in the jurisdiction).
 */
export function LegalForm({ initial }: { initial: LegalSettingsInput }) {
  const t = useTranslations('backOfficeSettings.legal');
  const f = useActionForm(legalSettingsSchema, updateLegalSettingsAction, { defaultValues: initial, resetOnSuccess: false });
  return (
    <form {...f.formProps} className="grid max-w-3xl gap-4" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <TextField form={f} name="entity" label={t('entity')} hint={t('entityHint')} maxLength={LEGAL_TEXT_MAX} required />
      <TextField form={f} name="jurisdiction" label={t('jurisdiction')} hint={t('jurisdictionHint')} maxLength={LEGAL_TEXT_MAX} required />
      <TextField
        form={f}
        name="registered_office"
        label={t('office')}
        multiline
        rows={ADDRESS_LINES_MAX - 1}
        hint={t('officeHint', { n: ADDRESS_LINES_MAX })}
        required
      />
      <CheckboxField form={f} name="demo" label={t('demo')} />
      <div>
        <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
