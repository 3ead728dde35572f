import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessages, sentMails } from '@/db/schema';
import { submitContactMessage } from '@/lib/content/contact';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { listOutboxMails, outboxDir, setMailConfig } from '@/lib/mail';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';

/**
 * The contact form (and POST /api/anonymous/direct-message, which calls the same function) is no
 * mail relay: the confirmation carries nothing the sender typed, and the calls are limited per
 * sender address per hour and, with a much higher ceiling, per client address per hour (PRODUCT
 * 13: a shared address is not a suspect). Each refusal says whose messages it counted. Every
 * accepted message reaches the admin inbox (contact_messages).
 */
describeEachDatabase('contact form: no mail relay', ({ db }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-relay-'));
  const outbox = outboxDir(dataDir);
  const run = Math.random().toString(36).slice(2, 8);
  const typed = { name: `Spammer ${run}`, subject: `Cheap pills ${run}`, message: `Visit http://spam.example/${run} now` };

  beforeAll(() => setMailConfig({ smtpUrl: undefined, outbox }));
  afterAll(() => {
    setMailConfig(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends `n` messages; answers how many were accepted and the errors of the refused ones. */
  async function send(n: number, to: (i: number) => string, ip: (i: number) => string) {
    let accepted = 0;
    const refused: AppError[] = [];
    for (let i = 0; i < n; i++) {
      try {
        await submitContactMessage(null, { ...typed, email: to(i) }, { meta: { ip: ip(i) } });
        accepted++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        refused.push(err);
      }
    }
    return { accepted, refused };
  }

  it('40 calls to one stranger from 40 addresses: at most the per-sender limit of confirmations, none with the text', async () => {
    const stranger = `stranger-${run}@example.com`;
    const { accepted, refused } = await send(40, () => stranger, (i) => `198.18.${i}.7`);
    expect(env.CONTACT_LIMIT_SENDER_PER_HOUR).toBe(3);
    expect(accepted).toBe(3);
    expect(refused).toHaveLength(37);
    for (const err of refused) {
      expect(err.code).toBe('rate_limited');
      expect(err.status).toBe(429);
      // What this sender did, with the wait in the hour's window.
      expect(inEnglish(err.message)).toMatch(/^You have sent several messages in a short time; please try again in \d+ minutes?\.$/);
      expect(err.retryAfter).toBeGreaterThan(50 * 60);
      expect(err.retryAfter).toBeLessThanOrEqual(3600);
    }
    const sent = await db().select().from(sentMails).where(eq(sentMails.toAddress, stranger));
    expect(sent).toHaveLength(3);
    const mails = (await listOutboxMails(outbox)).filter((m) => m.to === stranger);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      for (const text of [typed.name, typed.subject, typed.message, run]) {
        expect(mail.text).not.toContain(text);
        expect(mail.html).not.toContain(text);
        expect(mail.subject).not.toContain(text);
      }
    }
    // The admin inbox has every accepted message, with what was typed.
    const inbox = await db().select().from(contactMessages).where(eq(contactMessages.email, stranger));
    expect(inbox).toHaveLength(accepted);
    expect(inbox.every((m) => m.subject === typed.subject && m.message === typed.message)).toBe(true);
  });

  it('one shared address, 60 people: the first 50 messages pass (a campus is no suspect), then 429 naming the network', async () => {
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const to = (i: number) => `reader-${run}-${i}@example.com`;
    const { accepted, refused } = await send(60, to, () => ip);
    expect(env.CONTACT_LIMIT_IP_PER_HOUR).toBe(50);
    expect(accepted).toBe(50);
    expect(refused).toHaveLength(10);
    expect(refused.every((e) => e.code === 'rate_limited' && /^Many messages have come from your network in the last hour; please try again in \d+ minutes?\.$/.test(inEnglish(e.message)))).toBe(true);
    // Refused calls store nothing and mail nothing: only the first fifty people have a message.
    const stored = await db().select().from(contactMessages).where(eq(contactMessages.ip, ip));
    expect(stored.map((m) => m.email).sort()).toEqual(Array.from({ length: 50 }, (_, i) => to(i)).sort());
    expect(await db().select().from(sentMails).where(eq(sentMails.toAddress, to(50)))).toHaveLength(0);
  });
});
