'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { lazySchema, useActionFormState } from '@/components/forms/use-action-form';
import type { RegisterFlowData } from '@/lib/accounts/actions';
import type { FormState } from '@/lib/forms/action-result';
import { ResendCodeButton } from './resend-code-button';

// Loaded on the form's first use (light pages).
const verifyEmailSchema = lazySchema(() => import('@/lib/accounts/schemas').then((m) => m.verifyEmailSchema));

/**
 * The code box after registering ("Enter the code"), the second step of the register flow's
 * server action; success opens the login page (a redirect from the action).
 */
export function VerifyEmailForm({
  email,
  flow,
}: {
  email: string;
  flow: [FormState<RegisterFlowData>, (formData: FormData) => void, boolean];
}) {
  const t = useTranslations('shellAuth.verify');
  // Reset on success: the register step's answer carries its own `code` (the phone code), never this box's.
  const f = useActionFormState(verifyEmailSchema, flow, { defaultValues: { email, code: '' } });
  const state = f.state;
  const resent = state?.ok && state.values.intent === 'resend';
  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('formLabel')}>
      <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900" role="status">
        {t.rich('sent', { email, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <FormError message={f.formError} />
      <input type="hidden" name="step" value="verify" />
      <input type="hidden" name="email" value={email} />
      <TextField form={f} name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={12} required />
      <SubmitButton pending={f.pending} pendingLabel={t('checking')} className="w-full">
        {t('submit')}
      </SubmitButton>
      <ResendCodeButton sentAt={resent ? state.at : null} pending={f.pending} note={resent && state.message ? { ok: true, text: state.message } : null} />
    </form>
  );
}
