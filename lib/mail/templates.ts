import { mail as mailMessages } from '@/lib/messages';

/**
 * Mail templates: a text part and an HTML part in one shared layout. Every value that comes from
 * data (names, subjects, statuses, codes) is escaped in the HTML; nothing is ever inserted raw.
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

/** A block of the body: a paragraph, a highlighted code, a button-like link or a quoted text. */
type Block = { p: string } | { code: string } | { link: { href: string; label: string } } | { quote: string };

interface LayoutInput {
  heading: string;
  greeting?: string;
  blocks: Block[];
  appUrl: string;
}

const brand = 'Zhiyuan — Study in China';

function safeHref(href: string, appUrl: string): string {
  try {
    const url = new URL(href, appUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : appUrl;
  } catch {
    return appUrl;
  }
}

export function renderLayout({ heading, greeting, blocks, appUrl }: LayoutInput): { text: string; html: string } {
  const textParts: string[] = [heading, ''];
  const htmlParts: string[] = [];
  if (greeting) {
    textParts.push(greeting, '');
    htmlParts.push(`<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`);
  }
  for (const block of blocks) {
    if ('p' in block) {
      textParts.push(block.p, '');
      htmlParts.push(`<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`);
    } else if ('code' in block) {
      textParts.push(`    ${block.code}`, '');
      htmlParts.push(
        `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`,
      );
    } else if ('link' in block) {
      const href = safeHref(block.link.href, appUrl);
      textParts.push(`${block.link.label}: ${href}`, '');
      htmlParts.push(
        `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#b3261e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.link.label)}</a></p>`,
      );
    } else {
      textParts.push(...block.quote.split('\n').map((l) => `> ${l}`), '');
      htmlParts.push(
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #cbd5e1;color:#334155;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`,
      );
    }
  }
  textParts.push('—', brand, appUrl);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid #b3261e;font-weight:700;font-size:18px">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.55">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
${htmlParts.join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(brand)} · <a href="${escapeHtml(appUrl)}" style="color:#1a3f73">${escapeHtml(appUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { text: textParts.join('\n'), html };
}

const hello = (name?: string | null) => (name && name.trim() ? `Hello ${name.trim()},` : 'Hello,');

export function verificationCodeMail(data: { name?: string | null; code: string; minutes: number; appUrl: string }): RenderedMail {
  const { text, html } = renderLayout({
    heading: 'Verify your email address',
    greeting: hello(data.name),
    blocks: [
      { p: 'Enter this code to verify your email address:' },
      { code: data.code },
      { p: `The code expires in ${data.minutes} minutes. If you did not create an account, you can ignore this email.` },
    ],
    appUrl: data.appUrl,
  });
  return { template: 'verification_code', subject: mailMessages.verificationSubject, text, html };
}

export function passwordResetCodeMail(data: { name?: string | null; code: string; minutes: number; appUrl: string }): RenderedMail {
  const { text, html } = renderLayout({
    heading: 'Reset your password',
    greeting: hello(data.name),
    blocks: [
      { p: 'Enter this code to choose a new password:' },
      { code: data.code },
      { p: `The code expires in ${data.minutes} minutes. If you did not ask to reset your password, you can ignore this email: your password stays as it is.` },
    ],
    appUrl: data.appUrl,
  });
  return { template: 'password_reset_code', subject: mailMessages.passwordResetSubject, text, html };
}

/** After a password change or reset: the owner learns of it, and what to do if it was not them. */
export function passwordChangedMail(data: { name?: string | null; how: 'changed' | 'reset'; appUrl: string }): RenderedMail {
  const { text, html } = renderLayout({
    heading: 'Your password was changed',
    greeting: hello(data.name),
    blocks: [
      { p: data.how === 'reset' ? 'Your password was reset with a code sent to this address.' : 'Your password was changed from your account settings.' },
      { p: 'Every other device signed in to your account has been signed out.' },
      { p: 'If this wasn’t you, reset your password now with “Forgot password?” on the login page, and write to us so we can check your account.' },
      { link: { href: '/forgot-password', label: 'Reset your password' } },
    ],
    appUrl: data.appUrl,
  });
  return { template: 'password_changed', subject: mailMessages.passwordChangedSubject, text, html };
}

export function applicationStatusMail(data: {
  name?: string | null;
  applicationRef: string;
  course: string;
  university: string;
  status: string;
  note?: string | null;
  link: string;
  appUrl: string;
}): RenderedMail {
  const blocks: Block[] = [
    { p: `The status of your application ${data.applicationRef} for ${data.course} at ${data.university} is now: ${data.status}.` },
  ];
  if (data.note && data.note.trim()) blocks.push({ p: 'A note from the admissions team:' }, { quote: data.note.trim() });
  blocks.push({ link: { href: data.link, label: 'View your application' } });
  const { text, html } = renderLayout({ heading: 'Your application status has changed', greeting: hello(data.name), blocks, appUrl: data.appUrl });
  return { template: 'application_status', subject: mailMessages.applicationStatusSubject, text, html };
}

/**
 * The contact form's confirmation. It carries NOTHING the sender typed (no name, no subject, no
 * message): anyone may type any address into the form, so a confirmation that repeated their words
 * would let strangers send their text to any mailbox under our name (a mail relay).
 */
export function contactConfirmationMail(data: { appUrl: string }): RenderedMail {
  const { text, html } = renderLayout({
    heading: 'We received your message',
    greeting: hello(null),
    blocks: [
      { p: 'Thank you for writing to us. We received your message and will answer by email, usually within two working days.' },
      { p: 'If you did not write to us, someone typed your address into our contact form: you can ignore this email.' },
    ],
    appUrl: data.appUrl,
  });
  return { template: 'contact_confirmation', subject: mailMessages.contactConfirmationSubject, text, html };
}

/**
 * An admin's answer to a contact message. Sent only to the address the message came from, by an
 * admin who read it; it quotes the admin's words, not the sender's.
 */
export function contactReplyMail(data: { name?: string | null; subject: string; body: string; appUrl: string }): RenderedMail {
  const { text, html } = renderLayout({
    heading: 'An answer to your message',
    greeting: hello(data.name),
    blocks: [{ p: `You wrote to us about "${data.subject}". Our answer:` }, { quote: data.body }],
    appUrl: data.appUrl,
  });
  return { template: 'contact_reply', subject: mailMessages.contactReplySubject(data.subject), text, html };
}

/** A fee confirmed as paid, or refunded (with the office's reason). */
export function paymentStatusMail(data: {
  name?: string | null;
  fee: string;
  amount: string;
  status: 'paid' | 'refunded';
  course: string;
  university: string;
  reason?: string | null;
  link: string;
  appUrl: string;
}): RenderedMail {
  const blocks: Block[] = [
    {
      p:
        data.status === 'paid'
          ? `We received your ${data.fee.toLowerCase()} of ${data.amount} for ${data.course} at ${data.university}. Thank you.`
          : `Your ${data.fee.toLowerCase()} of ${data.amount} for ${data.course} at ${data.university} has been refunded.`,
    },
  ];
  if (data.reason && data.reason.trim()) blocks.push({ p: 'The reason:' }, { quote: data.reason.trim() });
  blocks.push({ link: { href: data.link, label: 'View your fees' } });
  const { text, html } = renderLayout({
    heading: data.status === 'paid' ? 'Payment confirmed' : 'Payment refunded',
    greeting: hello(data.name),
    blocks,
    appUrl: data.appUrl,
  });
  return { template: 'payment_status', subject: data.status === 'paid' ? mailMessages.paymentConfirmedSubject : mailMessages.paymentRefundedSubject, text, html };
}
