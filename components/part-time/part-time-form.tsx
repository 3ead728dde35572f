'use client';

import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ListInput } from '@/components/jobs/list-input';
import { savePartTimeAction } from '@/lib/jobs/actions';
import { partTimeSchema } from '@/lib/jobs/part-time-schemas';

export interface PartTimeFormDefaults {
  full_name: string;
  city: string;
  skill: string[];
  rate: string;
  availability: string;
}

/** The candidate's part-time application: sends a new one or updates the one they have. */
export function PartTimeForm({ defaults, exists }: { defaults: PartTimeFormDefaults; exists: boolean }) {
  const f = useActionForm(partTimeSchema, savePartTimeAction, { defaultValues: defaults, resetOnSuccess: false });
  return (
    <form {...f.formProps} aria-label="Part-time application" className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formSummary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={f} name="full_name" label="Full name" required maxLength={200} autoComplete="name" />
        <TextField form={f} name="city" label="City" required maxLength={100} autoComplete="address-level2" />
        <ListInput form={f} name="skill" limit="skills" label="Skills" hint="At least one." placeholder="e.g. Customer service" />
        <TextField
          form={f}
          name="rate"
          label="Expected rate (£ per hour)"
          required
          inputMode="decimal"
          maxLength={10}
          hint="In pounds per hour, e.g. 12.50."
        />
        <TextField form={f} name="availability" label="Availability" maxLength={500} hint="E.g. evenings and weekends, up to 20 hours a week." />
      </div>
      <SubmitButton pending={f.pending} pendingLabel="Saving…">
        {exists ? 'Update application' : 'Send application'}
      </SubmitButton>
    </form>
  );
}
