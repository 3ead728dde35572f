import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { getDb, type Db, type Tx } from '@/db';
import { sentMails } from '@/db/schema';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { log } from '@/lib/log';
import { outboxDir, writeOutboxMail } from './outbox';
import {
  applicationStatusMail,
  contactConfirmationMail,
  contactReplyMail,
  paymentStatusMail,
  passwordChangedMail,
  passwordResetCodeMail,
  type RenderedMail,
  verificationCodeMail,
} from './templates';

/**
 * Sending mail: nodemailer over SMTP when SMTP_URL is set, else the outbox (a file in
 * `<DATA_DIR>/mail/`). Either way a sent_mails row records it. Logs carry the recipient, subject
 * and file, never the body (codes are secrets).
 */
export * from './templates';
export { extractCode, findLatestMail, listOutboxMails, outboxDir, type OutboxMail } from './outbox';

export interface SendResult {
  id: number;
  driver: 'smtp' | 'file';
  filePath?: string;
  messageId?: string;
}

interface MailConfig {
  smtpUrl?: string;
  from: string;
  /** The outbox folder (without SMTP). */
  outbox: string;
}

const holder = globalThis as typeof globalThis & { __zhiyuanMailConfig?: MailConfig; __zhiyuanSmtp?: Transporter };

function config(): MailConfig {
  return holder.__zhiyuanMailConfig ?? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outbox: outboxDir(env.dataDir) };
}

/** Tests point the outbox elsewhere (or set an SMTP URL); undefined restores the configuration. */
export function setMailConfig(next: Partial<MailConfig> | undefined): void {
  holder.__zhiyuanMailConfig = next ? { ...config(), ...next } : undefined;
  holder.__zhiyuanSmtp = undefined;
}

function smtp(url: string): Transporter {
  holder.__zhiyuanSmtp ??= nodemailer.createTransport(url);
  return holder.__zhiyuanSmtp;
}

/** Sends a rendered mail to one address and records it. Throws when SMTP refuses it (after recording). */
export async function sendMail(to: string, mail: RenderedMail, db: Db | Tx = getDb()): Promise<SendResult> {
  const cfg = config();
  if (cfg.smtpUrl) {
    try {
      const info = await smtp(cfg.smtpUrl).sendMail({ from: cfg.from, to, subject: mail.subject, text: mail.text, html: mail.html });
      const [row] = await db
        .insert(sentMails)
        .values({ toAddress: to, subject: mail.subject, template: mail.template, driver: 'smtp', messageId: info.messageId ?? null, status: 'sent' })
        .returning({ id: sentMails.id });
      log.info('mail sent', { to, subject: mail.subject, template: mail.template, messageId: info.messageId });
      return { id: row.id, driver: 'smtp', messageId: info.messageId };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .insert(sentMails)
        .values({ toAddress: to, subject: mail.subject, template: mail.template, driver: 'smtp', status: 'failed', error: reason.slice(0, 500) })
        .catch(() => {});
      log.error('mail not sent', { to, subject: mail.subject, template: mail.template, err });
      throw err;
    }
  }
  const filePath = await writeOutboxMail(cfg.outbox, { to, subject: mail.subject, template: mail.template, text: mail.text, html: mail.html });
  const [row] = await db
    .insert(sentMails)
    .values({ toAddress: to, subject: mail.subject, template: mail.template, driver: 'file', filePath, status: 'sent' })
    .returning({ id: sentMails.id });
  // Recipient, subject and file only: the body holds codes.
  log.info('mail written to outbox', { to, subject: mail.subject, file: filePath });
  return { id: row.id, driver: 'file', filePath };
}

/**
 * The templates, with the app's address filled in. `locale` is the recipient's language (the
 * site's by default).
 */
type Lang = { locale?: Locale };
export const mails = {
  verificationCode: (to: string, data: Lang & { name?: string | null; code: string; minutes: number }, db?: Db | Tx) =>
    sendMail(to, verificationCodeMail({ ...data, appUrl: env.appUrl }), db),
  passwordResetCode: (to: string, data: Lang & { name?: string | null; code: string; minutes: number }, db?: Db | Tx) =>
    sendMail(to, passwordResetCodeMail({ ...data, appUrl: env.appUrl }), db),
  passwordChanged: (to: string, data: Lang & { name?: string | null; how: 'changed' | 'reset' }, db?: Db | Tx) =>
    sendMail(to, passwordChangedMail({ ...data, appUrl: env.appUrl }), db),
  applicationStatus: (to: string, data: Omit<Parameters<typeof applicationStatusMail>[0], 'appUrl'>, db?: Db | Tx) =>
    sendMail(to, applicationStatusMail({ ...data, link: new URL(data.link, env.appUrl).toString(), appUrl: env.appUrl }), db),
  contactConfirmation: (to: string, db?: Db | Tx, data: Lang = {}) => sendMail(to, contactConfirmationMail({ ...data, appUrl: env.appUrl }), db),
  paymentStatus: (to: string, data: Omit<Parameters<typeof paymentStatusMail>[0], 'appUrl'>, db?: Db | Tx) =>
    sendMail(to, paymentStatusMail({ ...data, link: new URL(data.link, env.appUrl).toString(), appUrl: env.appUrl }), db),
  contactReply: (to: string, data: Lang & { name?: string | null; subject: string; body: string }, db?: Db | Tx) =>
    sendMail(to, contactReplyMail({ ...data, appUrl: env.appUrl }), db),
};
