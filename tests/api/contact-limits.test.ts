import { describe, expect, inject, it } from 'vitest';
import { listOutboxMails, outboxDir } from '@/lib/mail/outbox';

const baseUrl = inject('baseUrl');
const outbox = outboxDir(inject('dataDir'));

/**
 * POST /api/anonymous/direct-message/ is no mail relay: one sender address gets at most 3
 * confirmations an hour (CONTACT_LIMIT_SENDER_PER_HOUR), then the call answers 429 saying that this
 * sender sent several messages, and the confirmation carries nothing the sender typed. (The test
 * server raises the per-address ceiling, which the integration tests cover, so its other tests
 * may send freely.)
 */
describe('POST /api/anonymous/direct-message/: limits', () => {
  it('the 4th message from one sender in an hour answers 429 saying so, and mails nothing more', async () => {
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const stranger = `stranger-${run}@example.com`;
    const typed = { name: `Spam ${run}`, subject: `Offer ${run}`, message: `Click http://spam.example/${run}` };
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${baseUrl}/api/anonymous/direct-message/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...typed, email: stranger }),
      });
      statuses.push(res.status);
      last = (await res.json()) as { message?: string };
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last.message).toMatch(/^You have sent several messages in a short time; please try again in \d+ minutes?\.$/);
    const mails = await listOutboxMails(outbox, { to: stranger });
    expect(mails).toHaveLength(3);
    for (const mail of mails) for (const text of Object.values(typed)) expect(mail.text + mail.html).not.toContain(text);
  });
});
