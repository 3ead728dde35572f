'use client';

import { useRouter } from 'next/navigation';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { verifyEmailAction } from '@/lib/accounts/actions';
import { verifyEmailSchema } from '@/lib/accounts/schemas';
import { ResendCodeButton } from './resend-code-button';

/** The code box after registering: "Enter the code"; success goes to the login page. */
export function VerifyEmailForm({ email }: { email: string }) {
  const router = useRouter();
  const { form, submit, pending, formError } = useActionForm(verifyEmailSchema, verifyEmailAction, {
    defaultValues: { email, code: '' },
    resetOnSuccess: false,
    onSuccess: () => router.push('/login?verified=1'),
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Verify your email address">
      <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900" role="status">
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      <FormError message={formError} />
      <input type="hidden" {...form.register('email')} />
      <TextField form={form} name="code" label="Enter the code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required />
      <ResendCodeButton email={() => email} />
      <SubmitButton pending={pending} pendingLabel="Checking…" className="w-full">
        Verify
      </SubmitButton>
    </form>
  );
}
