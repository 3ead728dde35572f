'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { HiddenField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { replyToMessageAction, setMessageReadAction } from '@/lib/content/actions';
import { messageReadSchema, messageReplySchema } from '@/lib/content/schemas';

/** The answer to a contact message: mailed to the sender, then listed under the message. */
export function ReplyForm({ messageId, email }: { messageId: number; email: string }) {
  const t = useTranslations('backOfficeMessageForms.reply');
  const router = useRouter();
  const f = useActionForm(messageReplySchema, replyToMessageAction, {
    defaultValues: { id: messageId, body: '' },
    onSuccess: () => router.refresh(),
  });
  return (
    <form {...f.formProps} aria-label={t('formLabel')} className="space-y-3">
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <HiddenField form={f} name="id" />
      <TextField form={f} name="body" label={t('bodyLabel', { email })} multiline rows={6} maxLength={5000} required />
      <SubmitButton pending={f.pending} pendingLabel={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}

/** "Mark as unread": back to the inbox with the message unread again (works without JavaScript). */
export function MarkUnreadButton({ messageId }: { messageId: number }) {
  const t = useTranslations('backOfficeMessageForms.markUnread');
  const f = useActionForm(messageReadSchema, setMessageReadAction, {
    defaultValues: { id: messageId, read: '0' },
    resetOnSuccess: false,
  });
  return (
    <form {...f.formProps} aria-label={t('formLabel')}>
      <HiddenField form={f} name="id" />
      <HiddenField form={f} name="read" />
      <FormError message={f.formSummary} />
      <SubmitButton pending={f.pending} variant="outline" size="sm">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
