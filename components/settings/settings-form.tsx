'use client';

import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { updateSettingsAction } from '@/lib/settings/actions';
import { INSTRUCTIONS_MAX, paymentMethodLabels, paymentMethods, settingsSchema, type SettingsInput } from '@/lib/settings/schemas';

/**
 * The site settings form on /admin/settings: both fees and their currency, and what the fees page
 * tells students about each payment method. The same schema checks it here and on the server.
 */
export function SettingsForm({ initial }: { initial: SettingsInput }) {
  const f = useActionForm(settingsSchema, updateSettingsAction, { defaultValues: initial, resetOnSuccess: false });
  return (
    <form {...f.formProps} className="grid max-w-3xl gap-6" aria-label="Site settings">
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Fees</legend>
        <TextField form={f} name="application_fee" label="Application fee" inputMode="decimal" hint="In whole units, e.g. 500" required />
        <TextField form={f} name="service_fee" label="Service fee" inputMode="decimal" hint="In whole units, e.g. 7500" required />
        <TextField form={f} name="currency" label="Currency" hint="Three letters, e.g. CNY" maxLength={3} autoComplete="off" required />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">Payment instructions</legend>
        {paymentMethods.map((method) => (
          <TextField
            key={method}
            form={f}
            name={method}
            label={paymentMethodLabels[method]}
            multiline
            rows={4}
            maxLength={INSTRUCTIONS_MAX}
            hint="Shown to students on the fees page"
            required
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">New fees apply to applications submitted from now on; fees already charged keep their amounts.</p>
      <div>
        <SubmitButton pending={f.pending} pendingLabel="Saving…">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}
