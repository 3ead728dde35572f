'use client';

import { CheckboxField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { updateLegalSettingsAction } from '@/lib/settings/actions';
import { ADDRESS_LINES_MAX, LEGAL_TEXT_MAX, legalSettingsSchema, type LegalSettingsInput } from '@/lib/settings/legal-schemas';

/**
 * Who runs the service, on /admin/settings: the legal entity, its jurisdiction and its registered
 * office, which the About, terms and privacy pages all show. The same schema checks it here and
 * on the server (the office must lie in the jurisdiction).
 */
export function LegalForm({ initial }: { initial: LegalSettingsInput }) {
  const f = useActionForm(legalSettingsSchema, updateLegalSettingsAction, { defaultValues: initial, resetOnSuccess: false });
  return (
    <form {...f.formProps} className="grid max-w-3xl gap-4" aria-label="Legal details">
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <TextField form={f} name="entity" label="Legal entity" hint="The company that runs the service and controls the data" maxLength={LEGAL_TEXT_MAX} required />
      <TextField form={f} name="jurisdiction" label="Jurisdiction" hint="Where it is registered; its law governs the terms, e.g. England and Wales" maxLength={LEGAL_TEXT_MAX} required />
      <TextField
        form={f}
        name="registered_office"
        label="Registered office"
        multiline
        rows={ADDRESS_LINES_MAX - 1}
        hint={`One line per line of the address (at most ${ADDRESS_LINES_MAX}), in the jurisdiction`}
        required
      />
      <CheckboxField form={f} name="demo" label="These are demo values (the pages say the company is not real)" />
      <div>
        <SubmitButton pending={f.pending} pendingLabel="Saving…">
          Save legal details
        </SubmitButton>
      </div>
    </form>
  );
}
