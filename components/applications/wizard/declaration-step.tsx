'use client';

import { CheckboxField } from '@/components/forms/field';
import { useActionForm } from '@/components/forms/use-action-form';
import { saveStepAction } from '@/lib/applications/actions';
import { declarationKeys, declarationLabels, declarationStepSchema } from '@/lib/applications/schemas';
import { StepForm } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** Step 3: the six declaration texts in full, each with its box; every box must be ticked. */
export function DeclarationStep({ applicationId, defaults, backHref }: { applicationId: number; defaults: Values; backHref: string }) {
  const f = useActionForm(declarationStepSchema, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  return (
    <StepForm form={f} applicationId={applicationId} step="declaration" backHref={backHref} label="Declaration">
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">Declaration</legend>
        <p className="text-sm text-slate-600">Read each statement and tick its box to agree.</p>
        {declarationKeys.map((k) => (
          <CheckboxField key={k} form={f} name={`declaration.${k}`} label={declarationLabels[k]} />
        ))}
      </fieldset>
    </StepForm>
  );
}
