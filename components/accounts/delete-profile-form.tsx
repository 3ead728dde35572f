'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { deleteOwnAccountAction, logoutAction } from '@/lib/accounts/actions';
import { deleteProfileSchema } from '@/lib/accounts/user-admin-schemas';

/**
 * "Delete Profile": the account's password confirms it. A server-action form: once the account is
 * gone the notice shows and this browser signs out to the home page (without JavaScript: the
 * login page, with the notice).
 */
export function DeleteProfileForm() {
  const t = useTranslations('peopleDeleteProfile');
  const logout = useRef<HTMLFormElement>(null);
  const f = useActionForm(deleteProfileSchema, deleteOwnAccountAction, {
    defaultValues: { password: '' },
    // The toast stays up across the sign-out's navigation home (the Toaster sits in the root layout).
    onSuccess: ({ message }) => {
      if (message) toast.success(message, { id: 'account-deleted', duration: 10_000 });
      logout.current?.requestSubmit();
    },
  });
  return (
    <>
      <form {...f.formProps} className="max-w-md space-y-5" aria-label={t('formLabel')}>
        <FormError message={f.formSummary} />
        <TextField
          form={f}
          name="password"
          type="password"
          label={t('password')}
          hint={t('passwordHint')}
          autoComplete="current-password"
          required
        />
        <SubmitButton pending={f.pending} pendingLabel={t('deleting')} variant="danger">
          {t('submit')}
        </SubmitButton>
      </form>
      <form ref={logout} action={logoutAction} hidden>
        <input type="hidden" name="redirectTo" value="/account-deleted" />
      </form>
    </>
  );
}
