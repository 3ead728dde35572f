import { z } from 'zod';
import { searchText, textType } from '@/lib/forms/text';
import { idSchema } from '@/lib/http/id';
import { perPageField, pageField } from '@/lib/http/page';
import { contact as contactMessages, validation } from '@/lib/messages';

/**
 * Client-safe schemas of the public content forms. The contact form, its server action and the
 * legacy `POST /api/anonymous/direct-message/` all parse with contactMessageSchema.
 */
const requiredText = (max: number, message: string = validation.required) =>
  textType(message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: validation.maxLength(max) });

/**
 * The honeypot (the seed's "ignore flag"): a field people never see or fill. Anything truthy in
 * it marks the sender as a bot; false/0/empty (what an honest old client may send) does not.
 */
export const honeypotSchema = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || v === false || v === 0) return false;
    if (typeof v === 'string') return !['', '0', 'false', 'no', 'off'].includes(v.trim().toLowerCase());
    return true;
  });

export const contactMessageSchema = z.object({
  name: requiredText(120, contactMessages.nameRequired),
  email: textType(contactMessages.emailRequired)
    .trim()
    .min(1, { error: contactMessages.emailRequired })
    .max(254, { error: validation.maxLength(254) })
    .pipe(z.email({ error: contactMessages.emailInvalid })),
  subject: requiredText(200, contactMessages.subjectRequired),
  message: requiredText(5000, contactMessages.messageRequired),
  ignore: honeypotSchema,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The admin inbox's list, as its URL carries it (lenient: an unknown value falls back). */
export const messageStatusChoices = ['all', 'unread', 'read', 'replied'] as const;
export const adminMessageListSchema = z.object({
  q: searchText(100),
  status: z.enum(messageStatusChoices).catch('all').default('all'),
  page: pageField,
  per_page: perPageField,
});
export type AdminMessageListParams = z.output<typeof adminMessageListSchema>;

/** An admin's answer to a contact message (the form and its action). */
export const messageReplySchema = z.object({
  id: idSchema(),
  body: requiredText(5000, contactMessages.replyRequired),
});
export type MessageReplyInput = z.input<typeof messageReplySchema>;

export const messageReadSchema = z.object({
  id: idSchema(),
  read: z.enum(['1', '0']).transform((v) => v === '1'),
});
