'use client';

import { useRef } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { logoutAction } from '@/lib/accounts/actions';
import { deleteOwnAccountAction } from '@/lib/accounts/actions';
import { deleteProfileSchema } from '@/lib/accounts/user-admin-schemas';

/**
 * "Delete Profile": the account's password confirms it. Once the account is gone, the notice is
 * shown and the (already invalid) session cookie is dropped by signing out to the home page; the
 * toast stays up across that navigation.
 */
export function DeleteProfileForm() {
  const logout = useRef<HTMLFormElement>(null);
  const { form, submit, pending, formError } = useActionForm(deleteProfileSchema, deleteOwnAccountAction, {
    defaultValues: { password: '' },
    onSuccess: ({ message }) => {
      if (message) toast.success(message, { id: 'account-deleted', duration: 10_000 });
      logout.current?.requestSubmit();
    },
  });
  const fieldMessages = Object.values(form.formState.errors).map((e) => e?.message);
  return (
    <>
      <form onSubmit={submit} noValidate className="max-w-md space-y-5" aria-label="Delete profile">
        <FormError message={formError && !fieldMessages.includes(formError) ? formError : null} />
        <TextField
          form={form}
          name="password"
          type="password"
          label="Your password"
          hint="Enter your password to confirm that you want to delete your account."
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={pending} pendingLabel="Deleting your account…" variant="danger">
          Delete my account
        </SubmitButton>
      </form>
      <form ref={logout} action={logoutAction} hidden>
        <input type="hidden" name="redirectTo" value="/" />
      </form>
    </>
  );
}
