import { describe, expect, it } from 'vitest';
import { applicationStatusMail, contactConfirmationMail, escapeHtml, passwordResetCodeMail, verificationCodeMail } from '@/lib/mail/templates';
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

  it('never links to a script URL', () => {
    const mail = applicationStatusMail({ applicationRef: 'A-2', course: 'MBBS', university: 'X', status: 'rejected', link: 'javascript:alert(1)', appUrl });
    expect(mail.html).not.toContain('javascript:');
    expect(escapeHtml(`'&"`)).toBe('&#39;&amp;&quot;');
  });
});
