'use client';

import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { createAdminSchema, PASSWORD_MIN } from '@/lib/accounts/schemas';
import { createAdminAction } from '@/lib/accounts/actions';

/** "Create an admin" on /admin/users: the new admin is verified at once and signs in on /admin/login. */
export function CreateAdminForm() {
  // The action expires the users page, so the new admin is listed without a reload.
  const f = useActionForm(createAdminSchema, createAdminAction, {
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  return (
    <form {...f.formProps} className="grid max-w-2xl gap-4 sm:grid-cols-2" aria-label="Create an admin">
      <SuccessBanner success={f.success} className="sm:col-span-2" />
      <FormError message={f.formSummary} className="sm:col-span-2" />
      <TextField form={f} name="name" label="Name" autoComplete="off" required />
      <TextField form={f} name="email" type="email" label="Email" autoComplete="off" required />
      <TextField form={f} name="password" type="password" label="Password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters`} required />
      <TextField form={f} name="password_confirmation" type="password" label="Confirm password" autoComplete="new-password" required />
      <div className="sm:col-span-2">
        <SubmitButton pending={f.pending} pendingLabel="Creating…">
          Create admin
        </SubmitButton>
      </div>
    </form>
  );
}
