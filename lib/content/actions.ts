'use server';

import { headers } from 'next/headers';
import { actorForAction } from '@/lib/auth/request-actor';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { submitContactMessage } from '@/lib/content/contact';
import { contactMessageSchema } from '@/lib/content/schemas';
import { type FormState, ok, runFormAction } from '@/lib/forms/action-result';
import { success } from '@/lib/messages';

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
