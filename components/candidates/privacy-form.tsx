'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field';
import { useMessageText } from '@/components/i18n/use-message-text';
import { savePrivacyAction } from '@/lib/candidates/actions';
import { employerViewMessages } from '@/lib/messages';
import {
  contactFieldLabels,
  contactFields,
  privacySchema,
  sensitiveFieldLabels,
  sensitiveFields,
  type ContactField,
  type SensitiveField,
} from '@/lib/candidates/consent-schemas';

/**
 * Who sees the resume: the opt-in to the candidate directory, field by field which sensitive
 * details an employer may see, and which contact details employers may see. Nothing sensitive
 * and no contact detail is shown until it is ticked here (an employer the candidate applies to
 * sees the e-mail and phone of that application: the form says so).
 */
export function PrivacyForm({ isPublic, sharedFields, sharedContacts }: { isPublic: boolean; sharedFields: SensitiveField[]; sharedContacts: ContactField[] }) {
  const t = useTranslations('peopleResume.privacy');
  const m = useMessageText();
  const f = useActionForm(privacySchema, savePrivacyAction, {
    defaultValues: { is_public: isPublic, shared_fields: sharedFields, shared_contacts: sharedContacts },
    resetOnSuccess: false,
  });
  return (
    <section id="privacy" aria-labelledby="resume-privacy-title" className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="resume-privacy-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <form {...f.formProps} aria-labelledby="resume-privacy-title" className="mt-4 space-y-4">
        <CheckboxField form={f} name="is_public" label={t('isPublic')} />
        <ConsentGroup
          legend={t('sensitiveLegend')}
          hint={t('sensitiveHint')}
          values={sensitiveFields}
          labels={sensitiveFieldLabels}
          checked={sharedFields}
          input={f.form.register('shared_fields')}
        />
        <ConsentGroup
          legend={m(employerViewMessages.contactsLegend)}
          hint={m(employerViewMessages.contactsHint)}
          values={contactFields}
          labels={contactFieldLabels}
          checked={sharedContacts}
          input={f.form.register('shared_contacts')}
        />
        {f.formSummary ? (
          <div role="alert">
            <FieldError message={f.formSummary} />
          </div>
        ) : null}
        <SuccessBanner success={f.success} onHide={f.clearSuccess} />
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <SubmitButton pending={f.pending} pendingLabel={t('saving')} aria-label={t('saveLabel')}>
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** One group of consent boxes (one field of the form holding the ticked values). */
function ConsentGroup<V extends string>({
  legend,
  hint,
  values,
  labels,
  checked,
  input,
}: {
  legend: string;
  hint: string;
  values: readonly V[];
  labels: Record<V, string>;
  checked: readonly V[];
  input: UseFormRegisterReturn;
}) {
  const m = useMessageText();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={value} defaultChecked={checked.includes(value)} className="size-4 rounded border-slate-400 accent-primary-600" {...input} />
            {m(labels[value])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
