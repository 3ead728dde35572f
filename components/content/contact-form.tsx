'use client';

import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useActionForm } from '@/components/forms/use-action-form';
import { contactMessageSchema } from '@/lib/content/schemas';
import { sendContactMessageAction } from '@/lib/content/actions';

/** The contact form: validated here and on the server with one schema; sent only on submit. */
export function ContactForm() {
  const { form, submit, pending, success, formError, clearSuccess } = useActionForm(contactMessageSchema, sendContactMessageAction, {
    defaultValues: { name: '', email: '', subject: '', message: '', ignore: '' },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Contact form">
      <SuccessBanner success={success} onHide={clearSuccess} />
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" label="Your name" required autoComplete="name" />
        <TextField form={form} name="email" label="Email address" required type="email" autoComplete="email" inputMode="email" />
      </div>
      <TextField form={form} name="subject" label="Subject" required />
      <TextField form={form} name="message" label="Message" required multiline rows={6} />
      {/* The honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register('ignore')} />
      </div>
      <SubmitButton pending={pending} pendingLabel="Sending…">
        Send message
      </SubmitButton>
    </form>
  );
}
