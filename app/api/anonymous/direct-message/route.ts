// POST /api/anonymous/direct-message/ — the contact form of the legacy clients (anyone); the /contact page uses the same domain function.
import { legacyHandlers, message } from '@/lib/api/legacy';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { submitContactMessage } from '@/lib/content/contact';
import { contactMessageSchema } from '@/lib/content/schemas';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('admissions', {
  POST: async (ctx) => {
    const input = await ctx.parse(contactMessageSchema);
    await submitContactMessage(ctx.actor, input, requestMetaFrom(ctx.request.headers));
    return message(success.messageSent, undefined, 201);
  },
});
