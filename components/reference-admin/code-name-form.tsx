'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FormAction, FormState } from '@/lib/forms/action-result';

/**
 * The add/edit form of a job category or an employer type: code and name, both required (the
 * browser says so first, the shared schema on the server). Works without JavaScript: the server
 * action answers the same page with the messages and the typed values, or goes back to the list.
 */
export function CodeNameForm({
  id,
  save,
  noun,
  backHref,
  defaults,
}: {
  id: number | null;
  /**
   * saveReferenceAction bound to the list and id by the server page: one reference for every
   * render (a `.bind` here made a new one each time, and the page answering a refused post
   * without JavaScript waited for each new reference's bound arguments in turn: no answer).
   */
  save: FormAction;
  noun: string;
  backHref: string;
  defaults: { code: string; name: string };
}) {
  const t = useTranslations('backOfficeResourceForm');
  const [state, action, pending] = useActionState<FormState, FormData>(save, null);
  const values = state && !state.ok ? state.values : defaults;
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form action={action} key={state?.at ?? 0} className="max-w-xl space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-label={id === null ? t('codeName.add', { noun }) : t('codeName.edit', { noun })}>
      <FormError message={state && !state.ok && Object.keys(errors).length === 0 ? state.message : null} />
      <Field label={t('codeName.code')} required error={errors.code?.[0]} id="reference-code" hint={t('codeName.codeHint')}>
        {(c) => <Input {...c} name="code" defaultValue={values.code ?? ''} required maxLength={40} autoComplete="off" />}
      </Field>
      <Field label={t('codeName.name')} required error={errors.name?.[0]} id="reference-name">
        {(c) => <Input {...c} name="name" defaultValue={values.name ?? ''} required maxLength={120} autoComplete="off" />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={t('saving')}>
          {id === null ? t('codeName.add', { noun }) : t('codeName.save')}
        </SubmitButton>
        <ButtonLink href={backHref} variant="outline">
          {t('cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
