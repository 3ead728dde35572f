'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { changePasswordAction } from '@/lib/accounts/actions';
import { changePasswordSchema, PASSWORD_MIN } from '@/lib/accounts/schemas';

/**
 * The shared change-password screen for every role: current, new and
 * confirmation. The schema reports only the first failing check, under its own field; "Current
 * password is wrong" and "This password is too common" come back from the server under theirs.
 * On success this browser stays signed in and every other session ends.
 */
export function ChangePasswordForm() {
  const t = useTranslations('peopleChangePassword');
  const f = useActionForm(changePasswordSchema, changePasswordAction, {
    defaultValues: { current_password: '', new_password: '', password_confirmation: '' },
  });
  return (
    <form {...f.formProps} className="max-w-md space-y-5" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      {/* A field's own message sits under it; the summary only says what no field shows. */}
      <FormError message={f.formSummary} />
      <TextField form={f} name="current_password" type="password" label={t('current')} autoComplete="current-password" required />
      <TextField
        form={f}
        name="new_password"
        type="password"
        label={t('new')}
        autoComplete="new-password"
        hint={t('newHint', { min: PASSWORD_MIN })}
        required
      />
      <TextField form={f} name="password_confirmation" type="password" label={t('confirm')} autoComplete="new-password" required />
      <SubmitButton pending={f.pending} pendingLabel={t('changing')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
