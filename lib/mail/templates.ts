import { renderMessage, translate } from '@/lib/i18n/catalogue';
import { defaultLocale, directionOf, type Locale } from '@/lib/i18n/config';
import type { ApplicationStatus, PaymentKind } from '@/lib/applications/values';

/**
 * Mail templates: a text part and an HTML part in one shared layout, every word from the message
 * catalogue (`mail.*`) in the `locale` the template is given (the recipient's; English by default).
 * Every value that comes from data (names, subjects, statuses, codes) is escaped in the HTML: a
 * message's parameters are escaped before they go into it, a code or a quoted text as a whole;
 * nothing is ever inserted raw. The text part carries the same words unescaped.
 */
export type MailTemplateName = 'verification_code' | 'password_reset_code' | 'password_changed' | 'application_status' | 'contact_confirmation' | 'contact_reply' | 'payment_status' | 'job_status' | 'job_application_status';

export interface RenderedMail {
  template: MailTemplateName;
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A mail's words: a catalogue key and its parameters (`mailText('mail.x.y', { name })`). A plain
 * string is also accepted (text, or a message token from lib): it is rendered, then escaped whole.
 */
export interface MailText {
  key: string;
  params?: Record<string, string | number>;
}
type Text = MailText | string;

export const mailText = (key: string, params?: Record<string, string | number>): MailText => ({ key, params });

/** The words of a text for the text part. */
function plain(t: Text, locale: Locale): string {
  return typeof t === 'string' ? renderMessage(t, locale) : translate(t.key, t.params, locale);
}

/**
 * The words of a text for the HTML part: the message's parameters (data) are escaped before they
 * go into it; the catalogue's own words are not escaped again (no double escaping). A plain
 * string (which may hold data) is escaped as a whole.
 */
function html(t: Text, locale: Locale): string {
  if (typeof t === 'string') return escapeHtml(renderMessage(t, locale));
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(t.params ?? {})) params[name] = typeof value === 'string' ? escapeHtml(value) : value;
  return translate(t.key, params, locale);
}

/** A block of the body: a paragraph, a highlighted code, a button-like link or a quoted text (the last two: data, as typed). */
type Block = { p: Text } | { code: string } | { link: { href: string; label: Text } } | { quote: string };

interface LayoutInput {
  heading: Text;
  greeting?: Text;
  blocks: Block[];
  appUrl: string;
  locale?: Locale;
}

function safeHref(href: string, appUrl: string): string {
  try {
    const url = new URL(href, appUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : appUrl;
  } catch {
    return appUrl;
  }
}

export function renderLayout({ heading, greeting, blocks, appUrl, locale = defaultLocale }: LayoutInput): { text: string; html: string } {
  const textParts: string[] = [plain(heading, locale), ''];
  const htmlParts: string[] = [];
  // Arabic is written right to left: the page says so (`dir`), and the quote's bar stands on the
  // right. Physical sides here, not logical ones (border-inline-start): mail programs ignore those.
  const rtl = directionOf(locale) === 'rtl';
  if (greeting) {
    textParts.push(plain(greeting, locale), '');
    htmlParts.push(`<p style="margin:0 0 16px">${html(greeting, locale)}</p>`);
  }
  for (const block of blocks) {
    if ('p' in block) {
      textParts.push(plain(block.p, locale), '');
      htmlParts.push(`<p style="margin:0 0 16px">${html(block.p, locale)}</p>`);
    } else if ('code' in block) {
      textParts.push(`    ${block.code}`, '');
      htmlParts.push(
        `<p dir="ltr" style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`,
      );
    } else if ('link' in block) {
      const href = safeHref(block.link.href, appUrl);
      textParts.push(`${plain(block.link.label, locale)}: ${href}`, '');
      htmlParts.push(
        `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#b3261e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">${html(block.link.label, locale)}</a></p>`,
      );
    } else {
      textParts.push(...block.quote.split('\n').map((l) => `> ${l}`), '');
      htmlParts.push(
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-${rtl ? 'right' : 'left'}:4px solid #cbd5e1;color:#334155;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`,
      );
    }
  }
  const brand = mailText('mail.layout.brand');
  textParts.push('—', plain(brand, locale), appUrl);
  const page = `<!doctype html>
<html lang="${escapeHtml(locale)}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(heading, locale)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid #b3261e;font-weight:700;font-size:18px">${html(brand, locale)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.55">
<h1 style="margin:0 0 16px;font-size:20px">${html(heading, locale)}</h1>
${htmlParts.join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${html(brand, locale)} · <a href="${escapeHtml(appUrl)}" style="color:#1a3f73">${escapeHtml(appUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { text: textParts.join('\n'), html: page };
}

/** "Hello {name}," or "Hello," (a blank name). */
export const hello = (name?: string | null): MailText =>
  name && name.trim() ? mailText('mail.layout.hello', { name: name.trim() }) : mailText('mail.layout.helloAnonymous');

/** A rendered mail: the subject (plain text) and the layout's two parts, in one language. */
function rendered(template: MailTemplateName, subject: MailText, layout: LayoutInput & { locale: Locale }): RenderedMail {
  return { template, subject: plain(subject, layout.locale), ...renderLayout(layout) };
}

interface Common {
  appUrl: string;
  /** the recipient's language (default: the site's) */
  locale?: Locale;
}

export function verificationCodeMail(data: Common & { name?: string | null; code: string; minutes: number }): RenderedMail {
  return rendered('verification_code', mailText('mail.verificationSubject'), {
    heading: mailText('mail.verificationCode.heading'),
    greeting: hello(data.name),
    blocks: [
      { p: mailText('mail.verificationCode.intro') },
      { code: data.code },
      { p: mailText('mail.verificationCode.expiry', { minutes: data.minutes }) },
    ],
    appUrl: data.appUrl,
    locale: data.locale ?? defaultLocale,
  });
}

export function passwordResetCodeMail(data: Common & { name?: string | null; code: string; minutes: number }): RenderedMail {
  return rendered('password_reset_code', mailText('mail.passwordResetSubject'), {
    heading: mailText('mail.passwordResetCode.heading'),
    greeting: hello(data.name),
    blocks: [
      { p: mailText('mail.passwordResetCode.intro') },
      { code: data.code },
      { p: mailText('mail.passwordResetCode.expiry', { minutes: data.minutes }) },
    ],
    appUrl: data.appUrl,
    locale: data.locale ?? defaultLocale,
  });
}

/** After a password change or reset: the owner learns of it, and what to do if it was not them. */
export function passwordChangedMail(data: Common & { name?: string | null; how: 'changed' | 'reset' }): RenderedMail {
  return rendered('password_changed', mailText('mail.passwordChangedSubject'), {
    heading: mailText('mail.passwordChanged.heading'),
    greeting: hello(data.name),
    blocks: [
      { p: mailText('mail.passwordChanged.how', { how: data.how }) },
      { p: mailText('mail.passwordChanged.signedOut') },
      { p: mailText('mail.passwordChanged.notYou') },
      { link: { href: '/forgot-password', label: mailText('mail.passwordChanged.resetLink') } },
    ],
    appUrl: data.appUrl,
    locale: data.locale ?? defaultLocale,
  });
}

/** A status change of a study application; `status` is the status value, named in the recipient's words. */
export function applicationStatusMail(
  data: Common & {
    name?: string | null;
    applicationRef: string;
    course: string;
    university: string;
    status: ApplicationStatus;
    note?: string | null;
    link: string;
  },
): RenderedMail {
  const locale = data.locale ?? defaultLocale;
  const status = translate(`values.status.${data.status}`, {}, locale);
  const blocks: Block[] = [
    { p: mailText('mail.applicationStatus.status', { reference: data.applicationRef, course: data.course, university: data.university, status }) },
  ];
  if (data.note && data.note.trim()) blocks.push({ p: mailText('mail.applicationStatus.noteIntro') }, { quote: data.note.trim() });
  blocks.push({ link: { href: data.link, label: mailText('mail.applicationStatus.link') } });
  return rendered('application_status', mailText('mail.applicationStatusSubject'), {
    heading: mailText('mail.applicationStatus.heading'),
    greeting: hello(data.name),
    blocks,
    appUrl: data.appUrl,
    locale,
  });
}

/**
 * The contact form's confirmation. It carries NOTHING the sender typed (no name, no subject, no
 * message): anyone may type any address into the form, so a confirmation that repeated their words
 * would let strangers send their text to any mailbox under our name (a mail relay).
 */
export function contactConfirmationMail(data: Common): RenderedMail {
  return rendered('contact_confirmation', mailText('mail.contactConfirmationSubject'), {
    heading: mailText('mail.contactConfirmation.heading'),
    greeting: hello(null),
    blocks: [{ p: mailText('mail.contactConfirmation.received') }, { p: mailText('mail.contactConfirmation.notYou') }],
    appUrl: data.appUrl,
    locale: data.locale ?? defaultLocale,
  });
}

/**
 * An admin's answer to a contact message. Sent only to the address the message came from, by an
 * admin who read it; it quotes the admin's words, not the sender's.
 */
export function contactReplyMail(data: Common & { name?: string | null; subject: string; body: string }): RenderedMail {
  // The subject line: one line, at most 150 characters, whatever the sender typed as the subject.
  const subjectLine = data.subject.replace(/[\r\n]+/g, ' ').slice(0, 150);
  return rendered('contact_reply', mailText('mail.contactReplySubject', { subject: subjectLine }), {
    heading: mailText('mail.contactReply.heading'),
    greeting: hello(data.name),
    blocks: [{ p: mailText('mail.contactReply.intro', { subject: data.subject }) }, { quote: data.body }],
    appUrl: data.appUrl,
    locale: data.locale ?? defaultLocale,
  });
}

/**
 * A fee confirmed as paid, or refunded (with the office's reason); `fee` is the fee's kind, or
 * 'all' when one transfer paid every fee of the application (one e-mail, the amount their sum).
 */
export function paymentStatusMail(
  data: Common & {
    name?: string | null;
    fee: PaymentKind | 'all';
    amount: string;
    status: 'paid' | 'refunded';
    course: string;
    university: string;
    reason?: string | null;
    link: string;
  },
): RenderedMail {
  const facts = { fee: data.fee, amount: data.amount, course: data.course, university: data.university };
  const blocks: Block[] = [{ p: mailText(data.status === 'paid' ? 'mail.paymentStatus.paid' : 'mail.paymentStatus.refunded', facts) }];
  if (data.reason && data.reason.trim()) blocks.push({ p: mailText('mail.paymentStatus.reasonIntro') }, { quote: data.reason.trim() });
  blocks.push({ link: { href: data.link, label: mailText('mail.paymentStatus.link') } });
  return rendered('payment_status', mailText(data.status === 'paid' ? 'mail.paymentConfirmedSubject' : 'mail.paymentRefundedSubject'), {
    heading: mailText('mail.paymentStatus.heading', { status: data.status }),
    greeting: hello(data.name),
    blocks,
    appUrl: data.appUrl,
    locale: data.locale ?? defaultLocale,
  });
}
