'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { saveStepAction } from '@/lib/applications/actions';
import { declarationKeys, declarationLabels, declarationStepSchema } from '@/lib/applications/schemas';
import { StepForm } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** Step 3: the six declaration texts in full, each with its box; every box must be ticked. */
export function DeclarationStep({ applicationId, defaults, backHref }: { applicationId: number; defaults: Values; backHref: string }) {
  const f = useActionForm(declarationStepSchema, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  const t = useTranslations('admissionsWizard.declarationStep');
  const m = useMessageText();
  return (
    <StepForm form={f} applicationId={applicationId} step="declaration" backHref={backHref} label={t('formLabel')}>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{t('legend')}</legend>
        <p className="text-sm text-slate-600">{t('intro')}</p>
        {declarationKeys.map((k) => (
          <CheckboxField key={k} form={f} name={`declaration.${k}`} label={m(declarationLabels[k])} />
        ))}
      </fieldset>
    </StepForm>
  );
}
