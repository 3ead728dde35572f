'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { createAdminSchema, PASSWORD_MIN } from '@/lib/accounts/schemas';
import { createAdminAction } from '@/lib/accounts/actions';

/** The "Create an admin" form (create-admin-form.tsx hands it its messages). */
export function CreateAdminFormFields() {
  const t = useTranslations('peopleCreateAdmin');
  // The action expires the users page, so the new admin is listed without a reload.
  const f = useActionForm(createAdminSchema, createAdminAction, {
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  return (
    <form {...f.formProps} className="grid max-w-2xl gap-4 sm:grid-cols-2" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} className="sm:col-span-2" />
      <FormError message={f.formSummary} className="sm:col-span-2" />
      <TextField form={f} name="name" label={t('name')} autoComplete="off" required />
      <TextField form={f} name="email" type="email" label={t('email')} autoComplete="off" required />
      <TextField form={f} name="password" type="password" label={t('password')} autoComplete="new-password" hint={t('passwordHint', { min: PASSWORD_MIN })} required />
      <TextField form={f} name="password_confirmation" type="password" label={t('confirmPassword')} autoComplete="new-password" required />
      <div className="sm:col-span-2">
        <SubmitButton pending={f.pending} pendingLabel={t('creating')}>
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
