'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { checkResetCodeAction, forgotPasswordAction, resetPasswordAction } from '@/lib/accounts/actions';
import { forgotPasswordSchema, resetCodeSchema, resetPasswordSchema } from '@/lib/accounts/schemas';
import { ResendCodeButton } from './resend-code-button';

/**
 * Forgot password in three steps: the e-mail address; the 6-digit code from the mail ("Type or
 * paste the code from your e-mail"); a new password. Then every session ends and the login page
 * opens.
 */
export function ForgotPasswordForm({ email: initialEmail = '' }: { email?: string }) {
  const [step, setStep] = useState<{ at: 'email' } | { at: 'code'; email: string } | { at: 'password'; email: string; code: string }>({
    at: 'email',
  });
  if (step.at === 'email') return <EmailStep initialEmail={initialEmail} onSent={(email) => setStep({ at: 'code', email })} />;
  if (step.at === 'code') return <CodeStep email={step.email} onAccepted={(code) => setStep({ at: 'password', email: step.email, code })} />;
  return <PasswordStep email={step.email} code={step.code} onExpired={() => setStep({ at: 'code', email: step.email })} />;
}

function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { form, submit, pending, formError } = useActionForm(forgotPasswordSchema, forgotPasswordAction, {
    defaultValues: { email: initialEmail },
    resetOnSuccess: false,
    onSuccess: () => onSent(form.getValues('email').trim().toLowerCase()),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Forgot password">
      <p className="text-sm text-slate-700">Enter the email address of your account. We will send you a 6-digit code to choose a new password.</p>
      <FormError message={formError} />
      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" inputMode="email" required />
      <SubmitButton pending={pending} pendingLabel="Sending…" className="w-full">
        Send the code
      </SubmitButton>
    </form>
  );
}

function CodeStep({ email, onAccepted }: { email: string; onAccepted: (code: string) => void }) {
  const { form, submit, pending, formError } = useActionForm(resetCodeSchema, checkResetCodeAction, {
    defaultValues: { email, code: '' },
    resetOnSuccess: false,
    onSuccess: () => onAccepted(form.getValues('code').replace(/\s+/g, '')),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Enter the code">
      <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900" role="status">
        If <strong>{email}</strong> has an account, we sent a 6-digit code to it. It is valid for 10 minutes.
      </p>
      <FormError message={formError} />
      <input type="hidden" {...form.register('email')} />
      <TextField
        form={form}
        name="code"
        label="Type or paste the code from your e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        required
      />
      <ResendCodeButton email={() => email} action={forgotPasswordAction} />
      <SubmitButton pending={pending} pendingLabel="Checking…" className="w-full">
        Continue
      </SubmitButton>
    </form>
  );
}

function PasswordStep({ email, code, onExpired }: { email: string; code: string; onExpired: () => void }) {
  const router = useRouter();
  const { form, submit, pending, formError } = useActionForm(resetPasswordSchema, resetPasswordAction, {
    defaultValues: { email, code, password: '', password_confirmation: '' },
    resetOnSuccess: false,
    onSuccess: () => router.push('/login?reset=1'),
  });
  const codeError = form.formState.errors.code?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Choose a new password">
      <FormError message={formError} />
      {codeError ? (
        <p className="text-sm">
          <button type="button" onClick={onExpired} className="font-semibold text-ink-700 underline underline-offset-2">
            Enter another code
          </button>
        </p>
      ) : null}
      <input type="hidden" {...form.register('email')} />
      <input type="hidden" {...form.register('code')} />
      <TextField
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A long phrase is best; common passwords are refused."
        required
      />
      <TextField form={form} name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" required />
      <SubmitButton pending={pending} pendingLabel="Saving…" className="w-full">
        Save the new password
      </SubmitButton>
    </form>
  );
}
