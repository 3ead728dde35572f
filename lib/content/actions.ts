'use server';

import { headers } from 'next/headers';
import { actorForAction } from '@/lib/auth/request-actor';
import { requestMetaFrom } from '@/lib/accounts/request-meta';
import { submitContactMessage } from '@/lib/content/contact';
import { contactMessageSchema } from '@/lib/content/schemas';
import { type ActionResult, ok, runAction } from '@/lib/forms/action-result';
import { success } from '@/lib/messages';

/** The /contact form's action: the same domain function as POST /api/anonymous/direct-message/. */
export async function sendContactMessageAction(input: unknown): Promise<ActionResult> {
  const meta = requestMetaFrom(await headers());
  return runAction(
    contactMessageSchema,
    input,
    async (data) => {
      await submitContactMessage(await actorForAction(), data, meta);
      return ok(undefined, success.messageSent);
    },
    { action: 'sendContactMessage', requestId: meta.requestId },
  );
}
