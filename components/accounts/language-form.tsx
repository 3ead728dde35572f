'use client';

import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { setAccountLanguageAction } from '@/lib/accounts/actions';
import { accountLanguageSchema } from '@/lib/accounts/schemas';
import { localeNames, locales, localeTags, type Locale } from '@/lib/i18n/config';

/** The account's language (every role's account page): each language named in its own words. */
export function LanguageForm({ current }: { current: Locale }) {
  const t = useTranslations('peopleLanguage');
  const f = useActionForm(accountLanguageSchema, setAccountLanguageAction, { defaultValues: { locale: current } });
  const options = locales.map((l) => ({ value: l, label: localeNames[l], lang: localeTags[l] }));
  return (
    <form {...f.formProps} className="max-w-md space-y-5" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <SelectField form={f} name="locale" label={t('label')} options={options} required />
      <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
