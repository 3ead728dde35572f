'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/field';
import { Link } from '@/components/i18n/link';
import { useActionForm } from '@/components/forms/use-action-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { saveStepAction } from '@/lib/applications/actions';
import { declarationKeys, declarationLabels, declarationStepSchema } from '@/lib/applications/schemas';
import { StepForm } from './step-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/** The statements that name a policy, and where each policy is (the terms' section 5 holds the fees and refunds). */
const policyLinks = {
  terms: { terms: '/terms', privacy: '/privacy' },
  payment: { policy: '/terms#fees' },
  refund: { policy: '/terms#fees' },
} as const;

/**
 * Step 3: the six declaration texts in full, each with its box; every box must be ticked. The
 * statements that accept a policy link it (issue 30, item 4), in a new tab so the ticks stay.
 */
export function DeclarationStep({ applicationId, defaults, backHref }: { applicationId: number; defaults: Values; backHref: string }) {
  const f = useActionForm(declarationStepSchema, saveStepAction, { defaultValues: defaults, resetOnSuccess: false });
  const t = useTranslations('admissionsWizard.declarationStep');
  const m = useMessageText();
  return (
    <StepForm form={f} applicationId={applicationId} step="declaration" backHref={backHref} label={t('formLabel')}>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{t('legend')}</legend>
        <p className="text-sm text-slate-600">{t('intro')}</p>
        {declarationKeys.map((k) => {
          const links: Record<string, string> | undefined = k in policyLinks ? policyLinks[k as keyof typeof policyLinks] : undefined;
          const label = links
            ? t.rich(`statements.${k as keyof typeof policyLinks}`, Object.fromEntries(Object.entries(links).map(([tag, href]) => [tag, (chunks: React.ReactNode) => <PolicyLink href={href}>{chunks}</PolicyLink>])))
            : m(declarationLabels[k]);
          return <CheckboxField key={k} form={f} name={`declaration.${k}`} label={label} />;
        })}
      </fieldset>
    </StepForm>
  );
}

function PolicyLink({ href, children }: { href: string; children: React.ReactNode }) {
  const t = useTranslations('admissionsWizard.declarationStep.statements');
  return (
    <Link href={href} target="_blank" rel="noopener" className="font-medium underline underline-offset-2">
      {children}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </Link>
  );
}
