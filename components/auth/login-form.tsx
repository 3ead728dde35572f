'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { adminLoginAction, loginAction, type LoginActionResult } from '@/lib/accounts/actions';
import { loginSchema, type LoginInput } from '@/lib/accounts/schemas';
import { ResendCodeButton } from './resend-code-button';

/**
 * The login form (/login and /admin/login). Email and password; "Invalid email or password" under
 * the password field for every wrong pair (as the seed shows it). The code box appears only for
 * an unverified account and only after a correct password; with the code filled in, the same
 * submit verifies the account and signs in. Success goes to the role's dashboard or `callbackUrl`.
 */
export function LoginForm({ area = 'user', callbackUrl, email = '' }: { area?: 'user' | 'admin'; callbackUrl?: string; email?: string }) {
  const [needsCode, setNeedsCode] = useState(false);
  const action = useCallback(
    async (values: LoginInput): Promise<LoginActionResult> => {
      const result = await (area === 'admin' ? adminLoginAction : loginAction)(values);
      if (!result.ok && 'verificationRequired' in result) setNeedsCode(true);
      return result;
    },
    [area],
  );
  const { form, submit, pending, formError } = useActionForm(loginSchema, action, {
    defaultValues: { email, password: '', code: '', callbackUrl: callbackUrl ?? '' },
    resetOnSuccess: false,
    onSuccess: ({ data }) => {
      // A full navigation: every server component (header, layouts) renders for the new session.
      window.location.assign((data as { redirectTo?: string } | undefined)?.redirectTo ?? '/');
    },
  });
  const invalidCredentials = formError === 'Invalid email or password';

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={area === 'admin' ? 'Admin login' : 'Login'}>
      {!invalidCredentials ? <FormError message={formError} /> : null}
      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" inputMode="email" required />
      <div className="space-y-1.5">
        <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" required />
        {invalidCredentials ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-field-error>
            {formError}
          </p>
        ) : null}
        {area === 'user' ? (
          <p className="text-right text-sm">
            <Link href="/forgot-password">Forgot password?</Link>
          </p>
        ) : null}
      </div>
      {needsCode ? (
        <div className="space-y-3 rounded-md border border-ink-100 bg-ink-50 p-4" data-testid="code-box">
          <p className="text-sm text-slate-800">
            Your email address is not verified yet. We sent a 6-digit code to it: enter it here to finish signing in.
          </p>
          <TextField
            form={form}
            name="code"
            label="Enter the code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
          />
          <ResendCodeButton email={() => form.getValues('email') ?? ''} />
        </div>
      ) : null}
      <input type="hidden" {...form.register('callbackUrl')} />
      <SubmitButton pending={pending} pendingLabel="Signing in…" className="w-full">
        {needsCode ? 'Verify and sign in' : 'Login'}
      </SubmitButton>
    </form>
  );
}
