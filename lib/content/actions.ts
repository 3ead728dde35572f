'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { actorForAction } from '@/lib/auth/request-actor';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { submitContactMessage } from '@/lib/content/contact';
import { replyToMessage, setMessageRead } from '@/lib/content/messages';
import { contactMessageSchema, messageReadSchema, messageReplySchema } from '@/lib/content/schemas';
import { type FormState, ok, runFormAction } from '@/lib/forms/action-result';
import { contact, success } from '@/lib/messages';

/**
 * The contact forms' action (/contact and the university page's form): the same domain function
 * as POST /api/anonymous/direct-message/. A server-action form: it works without JavaScript.
 */
export async function sendContactMessageAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  return runFormAction(
    contactMessageSchema,
    formData,
    async (data) => {
      await submitContactMessage(await actorForAction(), data, meta);
      return ok(undefined, success.messageSent);
    },
    { action: 'sendContactMessage', requestId: meta.requestId },
  );
}

/** /admin/messages/[id]: an admin's answer, mailed to the sender and recorded with the message. */
export async function replyToMessageAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const meta = requestMetaFrom(await headers());
  return runFormAction(
    messageReplySchema,
    formData,
    async (data) => {
      await replyToMessage(await actorForAction(), data, meta);
      revalidatePath('/admin/messages', 'layout');
      return ok(undefined, contact.replied);
    },
    { action: 'replyToMessage', requestId: meta.requestId },
  );
}

/**
 * Read / unread again (a form with a hidden `read` of 1 or 0: works without JavaScript). Marking a
 * message unread goes back to the inbox: staying on the message would open, and so read, it again.
 */
export async function setMessageReadAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const state = await runFormAction(
    messageReadSchema,
    formData,
    async (data) => {
      await setMessageRead(await actorForAction(), data.id, data.read);
      revalidatePath('/admin/messages', 'layout');
      return ok(undefined, data.read ? contact.markedRead : contact.markedUnread);
    },
    { action: 'setMessageRead' },
  );
  if (state.ok && formData.get('read') === '0') redirect('/admin/messages');
  return state;
}
