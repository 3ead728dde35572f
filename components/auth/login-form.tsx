'use client';

import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { HiddenField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { lazySchema, useActionForm } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field';
import { adminLoginAction, loginAction } from '@/lib/accounts/actions';
import { ResendCodeButton } from './resend-code-button';

// Loaded on the form's first use (light pages).
const loginSchema = lazySchema(() => import('@/lib/accounts/schemas').then((m) => m.loginSchema));

/**
 * The login form (/login and /admin/login), a server-action form: it signs in (the action sets
 * the session cookie and redirects) with or without JavaScript, and never puts the password in
 * the address. "Invalid email or password" sits under the password field for every wrong pair.
 * The code box appears only for an unverified account and only after a correct password; with
 * the code filled in, the same submit verifies the account and signs in.
 */
export function LoginForm({ area = 'user', callbackUrl, email = '' }: { area?: 'user' | 'admin'; callbackUrl?: string; email?: string }) {
  const t = useTranslations('shellAuth.login');
  const f = useActionForm(loginSchema, area === 'admin' ? adminLoginAction : loginAction, {
    defaultValues: { email, password: '', code: '', callbackUrl: callbackUrl ?? '' },
    resetOnSuccess: false,
  });
  const { state, errorCode, formError } = f;
  // The box stays open once shown: for a wrong code, and after "Send a new code" (its answer is a success).
  const needsCode = errorCode === 'verification_required' || state?.values.needs_code === '1';
  const invalidCredentials = errorCode === 'unauthenticated';

  return (
    <form {...f.formProps} className="space-y-5" aria-label={area === 'admin' ? t('adminFormLabel') : t('formLabel')}>
      {!invalidCredentials ? <FormError message={formError} /> : null}
      <TextField form={f} name="email" label={t('email')} type="email" autoComplete="email" inputMode="email" required />
      <div className="space-y-1.5">
        <TextField form={f} name="password" label={t('password')} type="password" autoComplete="current-password" required />
        {invalidCredentials ? (
          <div role="alert">
            <FieldError message={formError ?? undefined} />
          </div>
        ) : null}
        {area === 'user' ? (
          <p className="text-end text-sm">
            <Link href="/forgot-password">{t('forgotPassword')}</Link>
          </p>
        ) : null}
      </div>
      {needsCode ? (
        <div className="space-y-3 rounded-md border border-ink-100 bg-ink-50 p-4" data-testid="code-box">
          <input type="hidden" name="needs_code" value="1" />
          <p className="text-sm text-slate-800">{t('notVerified')}</p>
          <TextField form={f} name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={12} required />
        </div>
      ) : null}
      <HiddenField form={f} name="callbackUrl" />
      <SubmitButton pending={f.pending} pendingLabel={t('signingIn')} className="w-full">
        {needsCode ? t('verifyAndSignIn') : t('submit')}
      </SubmitButton>
      {/* After the form's own button: Enter in the code box submits the first one (verify), never "send a new code". */}
      {needsCode ? <ResendCodeButton sentAt={state?.ok ? state.at : null} pending={f.pending} note={state?.ok && state.message ? { ok: true, text: state.message } : null} /> : null}
    </form>
  );
}
