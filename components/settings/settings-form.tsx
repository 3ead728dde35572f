'use client';

import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/use-message-text';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { updateSettingsAction } from '@/lib/settings/actions';
import { CASH_OFFICE_ADDRESS_MAX, CASH_OFFICE_HOURS_MAX, INSTRUCTIONS_MAX, paymentMethodLabels, paymentMethods, settingsSchema, type SettingsInput } from '@/lib/settings/schemas';

/**
 * The site settings form on /admin/settings: both fees and their currency, and what the fees page
 * tells students about each payment method and the cash office (address, opening hours). The same
 * schema checks it here and on the server.
 */
export function SettingsForm({ initial }: { initial: SettingsInput }) {
  const t = useTranslations('backOfficeSettings.site');
  const m = useMessageText();
  const f = useActionForm(settingsSchema, updateSettingsAction, { defaultValues: initial, resetOnSuccess: false });
  return (
    <form {...f.formProps} className="grid max-w-3xl gap-6" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('fees')}</legend>
        <TextField form={f} name="application_fee" label={t('applicationFee')} inputMode="decimal" hint={t('applicationFeeHint')} required />
        <TextField form={f} name="service_fee" label={t('serviceFee')} inputMode="decimal" hint={t('serviceFeeHint')} required />
        <TextField form={f} name="currency" label={t('currency')} hint={t('currencyHint')} maxLength={3} autoComplete="off" required />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('instructions')}</legend>
        {paymentMethods.map((method) => (
          <TextField
            key={method}
            form={f}
            name={method}
            label={m(paymentMethodLabels[method])}
            multiline
            rows={4}
            maxLength={INSTRUCTIONS_MAX}
            hint={t('instructionsHint')}
            required
          />
        ))}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('cashOffice')}</legend>
        <TextField
          form={f}
          name="cash_office_address"
          label={t('cashOfficeAddress')}
          multiline
          rows={4}
          maxLength={CASH_OFFICE_ADDRESS_MAX}
          hint={t('cashOfficeAddressHint')}
          required
        />
        <TextField
          form={f}
          name="cash_office_hours"
          label={t('cashOfficeHours')}
          maxLength={CASH_OFFICE_HOURS_MAX}
          hint={t('cashOfficeHoursHint')}
          required
        />
      </fieldset>
      <p className="text-sm text-slate-600">{t('note')}</p>
      <div>
        <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
