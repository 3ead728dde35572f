'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { FieldError } from '@/components/ui/field';
import { applyAction } from '@/lib/jobs/actions';
import { applySchema } from '@/lib/jobs/application-schemas';

export interface ApplyCv {
  id: number;
  title: string;
  fileName: string;
  isDefault: boolean;
}

/**
 * Apply to one job: choose one of your CVs (the default first) and write a cover note. The one
 * form pattern (use-action-form.ts): checked in the browser with the schema the action parses
 * with, and working without JavaScript; a refusal (already applied, a CV that is gone) stays on
 * the page with its message.
 */
export function ApplyFormClient({ jobUuid, cvs }: { jobUuid: string; cvs: ApplyCv[] }) {
  const t = useTranslations('jobBoardApplyForm');
  const f = useActionForm(applySchema, applyAction, {
    defaultValues: { job: jobUuid, cv: String(cvs.find((c) => c.isDefault)?.id ?? cvs[0]?.id ?? ''), cover_letter: '' },
    resetOnSuccess: false,
  });
  const cvError = f.errorFor('cv');
  const chosen = String(f.defaultFor('cv') ?? '');
  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('formLabel')}>
      <input type="hidden" value={jobUuid} {...f.form.register('job')} />
      <FormError message={f.errorFor('job') ?? f.formSummary ?? null} />
      <fieldset className="space-y-2" aria-describedby={cvError ? 'apply-cv-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('yourCv')}</legend>
        {cvs.map((cv) => (
          <label key={cv.id} className="flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm">
            <input type="radio" value={cv.id} defaultChecked={String(cv.id) === chosen} className="mt-1 size-4 accent-primary-600" {...f.form.register('cv')} />
            <span className="min-w-0">
              <span className="font-semibold text-slate-900">{cv.title}</span>
              {cv.isDefault ? <span className="text-slate-600">{t('default')}</span> : null}
              <span className="block break-all text-slate-600">{cv.fileName}</span>
            </span>
          </label>
        ))}
        <FieldError id="apply-cv-error" message={cvError} />
      </fieldset>
      <TextField
        form={f}
        name="cover_letter"
        label={t.rich('coverNote', { optional: (chunks) => <span className="font-normal text-slate-600">{chunks}</span> })}
        multiline
        rows={6}
        maxLength={5000}
        hint={t('coverNoteHint')}
      />
      <SubmitButton pending={f.pending} pendingLabel={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}
