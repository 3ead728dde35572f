import 'server-only';
import { getDb, type Db } from '@/db';
import { contactMessages } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { contactLimitReached, hit } from '@/lib/auth/rate-limit';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { mails } from '@/lib/mail';
import { contact as contactText } from '@/lib/messages';
import { contactMessageSchema, type ContactMessage } from './schemas';
import type { Tx } from '@/db/transaction';
import { defineUseCase } from '@/lib/use-case';
import { requestLocale } from '@/lib/i18n/locale';

/**
 * The contact form, written once: the /contact page's server action and the legacy
 * `POST /api/anonymous/direct-message/` both call this.
 */
export interface ContactMeta {
  ip?: string | null;
  requestId?: string | null;
}

/** Top-level domains that can never receive mail (RFC 2606 `.invalid`, RFC 6761 `.localhost`): refused here, on the server. */
const undeliverableTlds = new Set(['invalid', 'localhost']);

function checkDeliverable(email: string): void {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  const tld = domain.split('.').pop() ?? '';
  if (!domain.includes('.') || undeliverableTlds.has(tld)) {
    throw new AppError('validation', contactText.emailInvalid, { fieldErrors: { email: [contactText.emailInvalid] } });
  }
}

const HOUR = 60 * 60;

/**
 * The relay guard (PRODUCT 13, "Contact limits"): at most CONTACT_LIMIT_SENDER_PER_HOUR messages
 * per sender address (the one the confirmation goes to) per hour, so nobody can use the form to
 * flood a stranger's mailbox with confirmations, and a ceiling of CONTACT_LIMIT_IP_PER_HOUR per
 * client address per hour, high enough that a campus, a carrier or an internet café sharing one
 * address does not stop an ordinary first message (bots meet the honeypot first). Each refusal
 * says whose messages it counted. A refused call stores nothing and mails nothing; the form keeps
 * what was typed.
 */
async function assertUnderContactLimits(email: string, ip: string | null | undefined, db: Db): Promise<void> {
  const byIp = await hit(`contact:ip:${ip || 'unknown'}`, HOUR, db);
  if (byIp.points > env.CONTACT_LIMIT_IP_PER_HOUR) throw contactLimitReached('network', byIp.retryAfter);
  const bySender = await hit(`contact:from:${email.trim().toLowerCase()}`, HOUR, db);
  if (bySender.points > env.CONTACT_LIMIT_SENDER_PER_HOUR) throw contactLimitReached('sender', bySender.retryAfter);
}

/**
 * Stores a message (the admin inbox) and mails the sender a confirmation that carries none of
 * what they typed. A filled honeypot answers as a success but stores and sends nothing (a bot
 * learns nothing). The confirmation mail failing does not lose the message: it is logged and the
 * message stays stored.
 */
export const submitContactMessage = defineUseCase({
  name: 'content.submitContactMessage',
  summary: 'Send a message to the admissions team (anyone)',
  access: 'public',
  input: contactMessageSchema,
  run: (actor, data, { meta, tx }) => storeContactMessage(actor, data, meta, tx ?? getDb()),
});

async function storeContactMessage(actor: Actor, data: ContactMessage, meta: ContactMeta, db: Db | Tx): Promise<{ id: number | null }> {
  const logger = log.child({ requestId: meta.requestId ?? undefined });
  if (data.ignore) {
    logger.info('contact message dropped (honeypot filled)', { ip: meta.ip ?? undefined });
    return { id: null };
  }
  checkDeliverable(data.email);
  await assertUnderContactLimits(data.email, meta.ip, db);
  // The page's language: the confirmation's now, the office's replies' later.
  const locale = await requestLocale();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: data.name,
      email: data.email,
      subject: data.subject,
      message: data.message,
      userId: actor?.id ?? null,
      ip: meta.ip ?? null,
      locale,
    })
    .returning({ id: contactMessages.id });
  try {
    await mails.contactConfirmation(data.email, db, { locale });
  } catch (err) {
    logger.error('contact confirmation not sent', { contactMessageId: row.id, err });
  }
  logger.info('contact message stored', { contactMessageId: row.id });
  return { id: row.id };
}
