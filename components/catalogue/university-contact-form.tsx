'use client';

import { useTranslations } from 'next-intl';
import { sendContactMessageAction } from '@/lib/content/actions';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { lazySchema, useActionForm } from '@/components/forms/use-action-form';

// The /contact form's schema, loaded on the form's first use (light pages).
const schema = lazySchema(() => import('@/lib/content/schemas').then((m) => m.contactMessageSchema));

/**
 * The university page's sidebar contact form: the /contact form's schema and server action (the
 * message is stored for admins and a confirmation is mailed), with the subject prefilled with the
 * university's name. Sent only on submit.
 */
export function UniversityContactForm({ universityName }: { universityName: string }) {
  const t = useTranslations('shellContactForm');
  const subject = t('questionAbout', { university: universityName }).slice(0, 200);
  const f = useActionForm(schema, sendContactMessageAction, {
    defaultValues: { name: '', email: '', subject, message: '', ignore: '' },
  });
  return (
    <form {...f.formProps} className="space-y-4" aria-label={t('askAbout', { university: universityName })}>
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formError} />
      <TextField form={f} name="name" id="uni-contact-name" label={t('name')} required autoComplete="name" />
      <TextField form={f} name="email" id="uni-contact-email" label={t('email')} required type="email" autoComplete="email" inputMode="email" />
      <TextField form={f} name="subject" id="uni-contact-subject" label={t('subject')} required />
      <TextField form={f} name="message" id="uni-contact-message" label={t('message')} required multiline rows={4} />
      <div aria-hidden="true" className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="uni-contact-website">{t('honeypot')}</label>
        <input id="uni-contact-website" tabIndex={-1} autoComplete="off" {...f.form.register('ignore')} />
      </div>
      <SubmitButton pending={f.pending} pendingLabel={t('sending')} variant="secondary" className="w-full">
        {t('send')}
      </SubmitButton>
    </form>
  );
}
