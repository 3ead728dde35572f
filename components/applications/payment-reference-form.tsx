'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { FieldError } from '@/components/ui/field';
import { recordPaymentReferenceAction } from '@/lib/applications/actions';
import { paymentReferenceSchema } from '@/lib/applications/payment-schemas';
import { paymentMethodLabels, paymentMethods } from '@/lib/settings/schemas';

/**
 * "Record your payment" on the fees page: how the student paid every open fee (one transfer, one
 * reference, one confirmation) and the payment's reference. A server-action form (it works before JavaScript arrives); the server
 * checks again that the application is the student's own and still payable.
 */
export function PaymentReferenceForm({ applicationId }: { applicationId: number }) {
  const t = useTranslations('admissionsPaymentForm');
  const m = useMessageText();
  const router = useRouter();
  const f = useActionForm(paymentReferenceSchema, recordPaymentReferenceAction, {
    defaultValues: { application_id: String(applicationId), fee: 'all', method: undefined, reference: '' },
    onSuccess: () => router.refresh(),
  });
  const methodError = f.errorFor('method');
  return (
    <form {...f.formProps} className="grid max-w-2xl gap-4" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <input type="hidden" {...f.form.register('application_id')} defaultValue={String(applicationId)} />
      <input type="hidden" {...f.form.register('fee')} defaultValue="all" />
      <fieldset className="space-y-2" aria-describedby={methodError ? 'field-method-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {t('howYouPaid')}
          <span aria-hidden="true" className="ms-0.5 text-primary-600">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {paymentMethods.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={method}
                className="size-4 accent-primary-600"
                defaultChecked={f.defaultFor('method') === method}
                {...f.form.register('method')}
              />
              {m(paymentMethodLabels[method])}
            </label>
          ))}
        </div>
        <FieldError id="field-method-error" message={methodError} />
      </fieldset>
      <TextField
        form={f}
        name="reference"
        label={t('reference')}
        hint={t('referenceHint')}
        autoComplete="off"
        maxLength={100}
        required
      />
      <div>
        <SubmitButton pending={f.pending} pendingLabel={t('recording')}>
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
