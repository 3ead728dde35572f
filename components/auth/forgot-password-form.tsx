'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { lazySchema, useActionFormState } from '@/components/forms/use-action-form';
import { type ForgotFlowData, forgotPasswordAction } from '@/lib/accounts/actions';
import type { FormState } from '@/lib/forms/action-result';
import { ResendCodeButton } from './resend-code-button';

// Loaded on the form's first use (light pages).
const schemas = () => import('@/lib/accounts/schemas');
const forgotPasswordSchema = lazySchema(() => schemas().then((m) => m.forgotPasswordSchema));
const resetCodeSchema = lazySchema(() => schemas().then((m) => m.resetCodeSchema));
const resetPasswordSchema = lazySchema(() => schemas().then((m) => m.resetPasswordSchema));

type FlowState = FormState<ForgotFlowData>;
type Flow = [FlowState, (formData: FormData) => void, boolean];

/** Which step a forgot-password answer leaves the page on (a failure stays on its own step). */
export function forgotStep(state: FlowState): { step: 'email'; email: string } | ForgotFlowData {
  if (!state) return { step: 'email', email: '' };
  if (state.ok && state.data) return state.data;
  const v = state.values;
  if (v.step === 'code' || (v.step === 'email' && v.intent === 'resend')) return { step: 'code', email: v.email ?? '' };
  if (v.step === 'password') return { step: 'password', email: v.email ?? '', code: v.code ?? '' };
  return { step: 'email', email: v.email ?? '' };
}

/**
 * Forgot password in three steps, one server action (so every step works without JavaScript): the
 * e-mail address; the 6-digit code from the mail ("Type or paste the code from your e-mail"); a
 * new password. Then every session ends and the login page opens.
 */
export function ForgotPasswordForm() {
  const flow = useActionState<FlowState, FormData>(forgotPasswordAction, null);
  const at = forgotStep(flow[0]);
  if (at.step === 'email') return <EmailStep key="email" flow={flow} />;
  if (at.step === 'code') return <CodeStep key={`code-${at.email}`} email={at.email} flow={flow} />;
  return <PasswordStep key="password" email={at.email} code={at.code} flow={flow} />;
}

function EmailStep({ flow }: { flow: Flow }) {
  const t = useTranslations('shellAuth.forgot');
  const f = useActionFormState(forgotPasswordSchema, flow, { defaultValues: { email: '' }, resetOnSuccess: false });
  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('formLabel')}>
      <input type="hidden" name="step" value="email" />
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <FormError message={f.formError} />
      <TextField form={f} name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" required />
      <SubmitButton pending={f.pending} pendingLabel={t('sending')} className="w-full">
        {t('send')}
      </SubmitButton>
    </form>
  );
}

function CodeStep({ email, flow }: { email: string; flow: Flow }) {
  const t = useTranslations('shellAuth.forgot');
  const f = useActionFormState(resetCodeSchema, flow, { defaultValues: { email, code: '' } });
  const state = f.state;
  const resent = state?.ok && state.values.intent === 'resend';
  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('codeFormLabel')}>
      <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900" role="status">
        {t.rich('sent', { email, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <FormError message={f.formError} />
      <input type="hidden" name="step" value="code" />
      <input type="hidden" name="email" value={email} />
      <TextField
        form={f}
        name="code"
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        required
      />
      <SubmitButton pending={f.pending} pendingLabel={t('checking')} className="w-full">
        {t('continue')}
      </SubmitButton>
      <ResendCodeButton sentAt={resent ? state.at : null} pending={f.pending} note={resent && state.message ? { ok: true, text: state.message } : null} />
    </form>
  );
}

function PasswordStep({ email, code, flow }: { email: string; code: string; flow: Flow }) {
  const t = useTranslations('shellAuth.forgot');
  const f = useActionFormState(resetPasswordSchema, flow, { defaultValues: { email, code, password: '', password_confirmation: '' } });
  const codeError = f.errorFor('code');
  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('passwordFormLabel')}>
      <input type="hidden" name="step" value="password" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="code" value={code} />
      <FormError message={f.formError} />
      {codeError ? (
        <p className="text-sm">
          <button type="submit" name="intent" value="back" formNoValidate className="font-semibold text-ink-700 underline underline-offset-2">
            {t('anotherCode')}
          </button>
        </p>
      ) : null}
      <TextField
        form={f}
        name="password"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        required
      />
      <TextField form={f} name="password_confirmation" label={t('confirmPassword')} type="password" autoComplete="new-password" required />
      <SubmitButton pending={f.pending} pendingLabel={t('saving')} className="w-full">
        {t('save')}
      </SubmitButton>
    </form>
  );
}
