'use client';

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
  const subject = `Question about ${universityName}`.slice(0, 200);
  const f = useActionForm(schema, sendContactMessageAction, {
    defaultValues: { name: '', email: '', subject, message: '', ignore: '' },
  });
  return (
    <form {...f.formProps} className="space-y-4" aria-label={`Ask about ${universityName}`}>
      <SuccessBanner success={f.success} onHide={f.clearSuccess} />
      <FormError message={f.formError} />
      <TextField form={f} name="name" id="uni-contact-name" label="Your name" required autoComplete="name" />
      <TextField form={f} name="email" id="uni-contact-email" label="Email address" required type="email" autoComplete="email" inputMode="email" />
      <TextField form={f} name="subject" id="uni-contact-subject" label="Subject" required />
      <TextField form={f} name="message" id="uni-contact-message" label="Message" required multiline rows={4} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="uni-contact-website">Leave this field empty</label>
        <input id="uni-contact-website" tabIndex={-1} autoComplete="off" {...f.form.register('ignore')} />
      </div>
      <SubmitButton pending={f.pending} pendingLabel="Sending…" variant="secondary" className="w-full">
        Send message
      </SubmitButton>
    </form>
  );
}
