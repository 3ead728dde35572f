import { describe, expect, it } from 'vitest';
import {
  applicationStatusMail,
  contactConfirmationMail,
  contactReplyMail,
  escapeHtml,
  passwordChangedMail,
  passwordResetCodeMail,
  paymentStatusMail,
  verificationCodeMail,
} from '@/lib/mail/templates';
import { extractCode } from '@/lib/mail/outbox';

const appUrl = 'http://localhost:3000';
const evil = '<script>alert("x")</script>';

describe('mail templates', () => {
  it('escapes data in the HTML part of every template', () => {
    const rendered = [
      verificationCodeMail({ name: evil, code: '123456', minutes: 15, appUrl }),
      passwordResetCodeMail({ name: evil, code: '654321', minutes: 15, appUrl }),
      applicationStatusMail({ name: evil, applicationRef: 'A-1', course: evil, university: 'Peking <b>U</b>', status: 'accepted', note: evil, link: '/student/applications/1', appUrl }),
    ];
    for (const mail of rendered) {
      expect(mail.html, mail.template).not.toContain('<script>');
      expect(mail.html, mail.template).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).not.toContain('<b>U</b>');
      // The text part carries the words as they are (it is plain text).
      expect(mail.text).toContain(evil);
      expect(mail.subject.length).toBeGreaterThan(0);
    }
  });

  it('the contact confirmation carries nothing the sender typed (it cannot relay their words)', () => {
    const mail = contactConfirmationMail({ appUrl });
    expect(mail.template).toBe('contact_confirmation');
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toMatch(/^We received your message\n\nHello,\n/);
    expect(mail.text).not.toContain('Your message:');
    expect(mail.html).not.toContain('<blockquote');
  });

  it('puts the code in both parts and a reader can extract it', () => {
    const mail = verificationCodeMail({ name: 'Li', code: '048213', minutes: 15, appUrl });
    expect(mail.html).toContain('048213');
    expect(extractCode(mail)).toBe('048213');
    expect(mail.subject).toBe('Your Zhiyuan verification code');
  });

  it('is written right to left in Arabic: the page says so, a quote has its bar on the right, the code stays left to right', () => {
    const ar = applicationStatusMail({ name: 'Li', applicationRef: 'A-1', course: 'MBBS', university: 'PKU', status: 'accepted', note: 'Note', link: '/x', appUrl, locale: 'ar' });
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('border-right:4px solid');
    expect(ar.html).not.toContain('border-left:');
    const en = applicationStatusMail({ name: 'Li', applicationRef: 'A-1', course: 'MBBS', university: 'PKU', status: 'accepted', note: 'Note', link: '/x', appUrl });
    expect(en.html).toContain('border-left:4px solid');
    expect(verificationCodeMail({ name: 'Li', code: '048213', minutes: 15, appUrl, locale: 'ar' }).html).toMatch(/<p dir="ltr" [^>]*>048213<\/p>/);
  });

  it('never links to a script URL', () => {
    const mail = applicationStatusMail({ applicationRef: 'A-2', course: 'MBBS', university: 'X', status: 'rejected', link: 'javascript:alert(1)', appUrl });
    expect(mail.html).not.toContain('javascript:');
    expect(escapeHtml(`'&"`)).toBe('&#39;&amp;&quot;');
  });

  it('says every subject in words of the catalogue (not a message key)', () => {
    const subjects = [
      verificationCodeMail({ code: '1', minutes: 15, appUrl }),
      passwordResetCodeMail({ code: '1', minutes: 15, appUrl }),
      passwordChangedMail({ how: 'reset', appUrl }),
      applicationStatusMail({ applicationRef: '#1', course: 'C', university: 'U', status: 'submitted', link: '/', appUrl }),
      contactConfirmationMail({ appUrl }),
      contactReplyMail({ subject: 'Visa\r\nquestion', body: 'Yes.', appUrl }),
      paymentStatusMail({ fee: 'service_fee', amount: '¥75.00', status: 'paid', course: 'C', university: 'U', link: '/', appUrl }),
      paymentStatusMail({ fee: 'service_fee', amount: '¥75.00', status: 'refunded', course: 'C', university: 'U', link: '/', appUrl }),
    ].map((m) => m.subject);
    expect(subjects).toEqual([
      'Your Zhiyuan verification code',
      'Your Zhiyuan password reset code',
      'Your Zhiyuan password was changed',
      'Your application status has changed',
      'We received your message',
      'Re: Visa question',
      'Your payment is confirmed',
      'Your payment was refunded',
    ]);
  });

  it('names a status value and a fee kind in words, and keeps the layout’s words', () => {
    const status = applicationStatusMail({ name: ' Li ', applicationRef: '#7', course: 'MBBS', university: 'Peking University', status: 'under_review', note: 'We started.', link: '/x', appUrl });
    expect(status.text).toBe(
      [
        'Your application status has changed',
        '',
        'Hello Li,',
        '',
        'The status of your application #7 for MBBS at Peking University is now: Under review.',
        '',
        'A note from the admissions team:',
        '',
        '> We started.',
        '',
        'View your application: http://localhost:3000/x',
        '',
        '—',
        'Zhiyuan — Study in China',
        appUrl,
      ].join('\n'),
    );
    expect(status.html).toContain('<html lang="en">');
    const paid = paymentStatusMail({ fee: 'application_fee', amount: '¥5.00', status: 'paid', course: 'MBBS', university: 'PKU', link: '/c', appUrl });
    expect(paid.text).toContain('Payment confirmed\n\nHello,\n\nWe received your application fee of ¥5.00 for MBBS at PKU. Thank you.');
    const refunded = paymentStatusMail({ fee: 'service_fee', amount: '¥75.00', status: 'refunded', course: 'MBBS', university: 'PKU', reason: 'Cancelled', link: '/c', appUrl });
    expect(refunded.text).toContain('Payment refunded\n\nHello,\n\nYour service fee of ¥75.00 for MBBS at PKU has been refunded.\n\nThe reason:\n\n> Cancelled');
    expect(passwordChangedMail({ how: 'reset', appUrl }).text).toContain('Your password was reset with a code sent to this address.');
    expect(passwordChangedMail({ how: 'changed', appUrl }).text).toContain('Your password was changed from your account settings.');
  });

  it('escapes a parameter once in the HTML (never twice) and leaves it as typed in the text', () => {
    const mail = contactReplyMail({ name: evil, subject: `Fees & ${evil}`, body: 'Our answer', appUrl });
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
    expect(mail.html).toContain(`<p style="margin:0 0 16px">Hello ${escaped},</p>`);
    expect(mail.html).toContain(`You wrote to us about "Fees &amp; ${escaped}". Our answer:`);
    expect(mail.html).not.toContain('&amp;lt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`Hello ${evil},`);
    expect(mail.text).toContain(`You wrote to us about "Fees & ${evil}". Our answer:`);
    expect(mail.subject).toBe(`Re: Fees & ${evil}`);
  });
});
