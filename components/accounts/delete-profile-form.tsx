'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { deleteOwnAccountAction } from '@/lib/accounts/actions';
import { deleteProfileSchema } from '@/lib/accounts/user-admin-schemas';

/**
 * "Delete Profile": the account's password confirms it. A server-action form: once the account is
 * gone the action drops the session cookie; the notice shows and the home page opens (without
 * JavaScript, the login page with the notice).
 */
export function DeleteProfileForm() {
  const router = useRouter();
  const f = useActionForm(deleteProfileSchema, deleteOwnAccountAction, {
    defaultValues: { password: '' },
    // The toast stays up across the navigation home (the Toaster sits in the root layout).
    onSuccess: ({ message }) => {
      if (message) toast.success(message, { id: 'account-deleted', duration: 10_000 });
      router.replace('/');
    },
  });
  return (
    <form {...f.formProps} className="max-w-md space-y-5" aria-label="Delete profile">
      <FormError message={f.formError} />
      <TextField
        form={f}
        name="password"
        type="password"
        label="Your password"
        hint="Enter your password to confirm that you want to delete your account."
        autoComplete="current-password"
        required
      />
      <SubmitButton pending={f.pending} pendingLabel="Deleting your account…" variant="danger">
        Delete my account
      </SubmitButton>
    </form>
  );
}
