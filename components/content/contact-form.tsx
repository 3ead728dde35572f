'use client';

import { useTranslations } from 'next-intl';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { lazySchema, useActionForm } from '@/components/forms/use-action-form';
import { sendContactMessageAction } from '@/lib/content/actions';

/** The contact form: validated here (loaded on first use) and on the server with one schema; sent only on submit. */
const schema = lazySchema(() => import('@/lib/content/schemas').then((m) => m.contactMessageSchema));

export function ContactForm() {
  const t = useTranslations('shellContactForm');
  const f = useActionForm(schema, sendContactMessageAction, {
    defaultValues: { name: '', email: '', subject: '', message: '', ignore: '' },
  });
  return (
    <form {...f.formProps} className="space-y-5" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={f} name="name" label={t('name')} required autoComplete="name" />
        <TextField form={f} name="email" label={t('email')} required type="email" autoComplete="email" inputMode="email" />
      </div>
      <TextField form={f} name="subject" label={t('subject')} required />
      <TextField form={f} name="message" label={t('message')} required multiline rows={6} />
      {/* The honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -inset-s-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...f.form.register('ignore')} />
      </div>
      <SubmitButton pending={f.pending} pendingLabel={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}
