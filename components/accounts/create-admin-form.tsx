'use client';

import { useRouter } from 'next/navigation';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { createAdminSchema, PASSWORD_MIN } from '@/lib/accounts/schemas';
import { createAdminAction } from '@/lib/accounts/actions';

/** "Create an admin" on /admin/users: the new admin is verified at once and signs in on /admin/login. */
export function CreateAdminForm() {
  const router = useRouter();
  const { form, submit, pending, success, formError } = useActionForm(createAdminSchema, createAdminAction, {
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
    onSuccess: () => router.refresh(),
  });
  const fieldMessages = Object.values(form.formState.errors).map((e) => e?.message);
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2" aria-label="Create an admin">
      <SuccessBanner success={success} className="sm:col-span-2" />
      <FormError message={formError && !fieldMessages.includes(formError) ? formError : null} className="sm:col-span-2" />
      <TextField form={form} name="name" label="Name" autoComplete="off" required />
      <TextField form={form} name="email" type="email" label="Email" autoComplete="off" required />
      <TextField form={form} name="password" type="password" label="Password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters`} required />
      <TextField form={form} name="password_confirmation" type="password" label="Confirm password" autoComplete="new-password" required />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel="Creating…">
          Create admin
        </SubmitButton>
      </div>
    </form>
  );
}
