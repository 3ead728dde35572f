'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { FieldError } from '@/components/ui/field';
import { ButtonLink, Button } from '@/components/ui/button';
import type { ActionForm } from '@/components/forms/use-action-form';

/**
 * The frame of one wizard step's form: the hidden application id and step name (the server
 * checks both again), the step's fields, and Back / Save draft / Next. Next submits to the step's
 * server action, which saves and moves on only when the save succeeded; Save draft keeps
 * incomplete input and stays on the step.
 */
export function StepForm<T extends FieldValues>({
  form,
  applicationId,
  step,
  backHref,
  label,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: ActionForm<T, any>;
  applicationId: number;
  step: string;
  backHref: string | null;
  label: string;
  children: ReactNode;
}) {
  const t = useTranslations('admissionsWizard.stepForm');
  return (
    <form {...form.formProps} aria-label={label} className="space-y-6">
      <input type="hidden" name="application_id" value={applicationId} />
      <input type="hidden" name="step" value={step} />
      {children}
      {form.formSummary ? (
        <div role="alert">
          <FieldError message={form.formSummary} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {backHref ? (
          <ButtonLink href={backHref} variant="outline">
            {t('back')}
          </ButtonLink>
        ) : (
          <span />
        )}
        {/* Next comes first in the markup: Enter in a field submits the first button (Next). */}
        <div className="flex flex-row-reverse flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('saving') : t('next')}
          </Button>
          {/* No check of the step: a draft may be incomplete (the server keeps what is there). */}
          <Button type="submit" name="intent" value="draft" variant="outline" formNoValidate disabled={form.pending}>
            {t('saveDraft')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A titled group of fields (a fieldset, so its legend names the group for screen readers). */
export function Group({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className ?? 'space-y-4 rounded-lg border border-slate-200 p-4'}>
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The choices of a select: a first empty "Choose…", then each value with its label (a label map's
 * values are message tokens, shown in the page's language), and the yes / no choices.
 */
export function useChoiceOptions() {
  const t = useTranslations('admissionsWizard.stepForm');
  const m = useMessageText();
  const choose = { value: '', label: t('choose') };
  return {
    options: (values: readonly string[], labels?: Record<string, string>) => [choose, ...values.map((v) => ({ value: v, label: labels?.[v] !== undefined ? m(labels[v]) : v }))],
    yesNo: [choose, { value: 'yes', label: t('yes') }, { value: 'no', label: t('no') }],
    /** A country select: the code is the value, the name (in the page's language, from the server) the label. */
    countryOptions: (countries: readonly CountryChoice[]) => [choose, ...countries.map((c) => ({ value: c.code, label: c.name }))],
  };
}
