'use server';

import { formAction } from '@/lib/forms/action-door';
import { submitContactMessage } from '@/lib/content/contact';
import { replyToMessage, setMessageRead } from '@/lib/content/messages';
import { contact, success } from '@/lib/messages';

/**
 * The contact forms' action (/contact and the university page's form): the same use case as
 * POST /api/anonymous/direct-message/. A server-action form: it works without JavaScript.
 */
export const sendContactMessageAction = formAction(submitContactMessage, { message: success.messageSent });

/** /admin/messages/[id]: an admin's answer, mailed to the sender and recorded with the message. */
export const replyToMessageAction = formAction(replyToMessage, { message: contact.replied, refresh: true });

/**
 * Read / unread again (a form with a hidden `read` of 1 or 0: works without JavaScript). Marking a
 * message unread goes back to the inbox: staying on the message would open, and so read, it again.
 */
export const setMessageReadAction = formAction(setMessageRead, {
  message: (o) => (o.read ? contact.markedRead : contact.markedUnread),
  refresh: true,
  redirect: (o) => (o.read ? null : '/admin/messages'),
});
