import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLogs, contactMessages, contactReplies } from '@/db/schema';
import { submitContactMessage } from '@/lib/content/contact';
import { listMessages, openMessage, replyToMessage, setMessageRead, unreadMessageCount } from '@/lib/content/messages';
import { AppError } from '@/lib/errors';
import { findLatestMail, outboxDir } from '@/lib/mail';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

const { dataDir } = withLocalServices('zy-admin-messages-');

async function codeOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

let n = 0;
const send = (subject: string, email = `sender${++n}@example.com`) =>
  submitContactMessage(null, { name: `Sender ${n}`, email, subject, message: `Body of ${subject}`, ignore: false }, { meta: { ip: `10.9.0.${n}` } });

describeEachDatabase('admin inbox: contact messages, read state, answers by e-mail', ({ db }) => {
  it('lists what /contact stored, newest first; opening marks read; filters by state and search', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const first = await send('Visa question');
    const second = await send('Scholarship deadline');
    const before = await unreadMessageCount(admin);
    expect(before).toBeGreaterThanOrEqual(2);

    const all = await listMessages(admin, {});
    expect(all.items.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id]);
    expect(all.items[0]).toMatchObject({ subject: 'Scholarship deadline', read: false, replies: 0 });

    const opened = await openMessage(admin, first.id);
    expect(opened).toMatchObject({ subject: 'Visa question', message: 'Body of Visa question', replies: [] });
    expect(opened.readAt).not.toBeNull();
    expect(await unreadMessageCount(admin)).toBe(before - 1);

    const unread = await listMessages(admin, { status: 'unread' });
    expect(unread.items.map((m) => m.id)).toContain(second.id);
    expect(unread.items.map((m) => m.id)).not.toContain(first.id);
    const read = await listMessages(admin, { status: 'read' });
    expect(read.items.map((m) => m.id)).toContain(first.id);
    const found = await listMessages(admin, { q: 'scholarship' });
    expect(found.items.map((m) => m.id)).toEqual([second.id]);
    // LIKE wildcards are text, not patterns
    expect((await listMessages(admin, { q: '%' })).total).toBe(0);

    await setMessageRead(admin, { id: first.id, read: '0' });
    expect((await listMessages(admin, { status: 'unread' })).items.map((m) => m.id)).toContain(first.id);
  });

  it('an answer is mailed to the sender, recorded with the message and audited', async () => {
    const admin = await makeUser(db(), { role: 'admin', name: 'Inbox Admin' });
    const sender = `asker${Date.now()}@example.com`;
    const { id } = await send('Dormitory\r\nBcc: evil@example.com', sender);
    const since = new Date();
    const reply = await replyToMessage(admin, { id, body: 'Yes, single rooms are available.' });
    expect(reply).toMatchObject({ body: 'Yes, single rooms are available.', sentBy: 'Inbox Admin' });

    const mail = await findLatestMail(outboxDir(dataDir), sender, { template: 'contact_reply', since });
    expect(mail).not.toBeNull();
    expect(mail!.subject).toBe('Re: Dormitory Bcc: evil@example.com');
    expect(mail!.text).toContain('Yes, single rooms are available.');

    const detail = await openMessage(admin, id);
    expect(detail.replies.map((r) => r.body)).toEqual(['Yes, single rooms are available.']);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row.handledBy).toBe(admin.id);
    expect((await listMessages(admin, { status: 'replied' })).items.map((m) => m.id)).toContain(id);
    const audit = await db().select().from(auditLogs).where(eq(auditLogs.entityId, String(id)));
    expect(audit.some((a) => a.entity === 'contact_message' && a.action === 'reply' && a.actorId === admin.id)).toBe(true);
  });

  it('refuses an empty answer and an unknown message without recording anything', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { id } = await send('Empty answer');
    expect(await codeOf(replyToMessage(admin, { id, body: '   ' }))).toBe('validation');
    expect(await codeOf(replyToMessage(admin, { id: 987654, body: 'Hello' }))).toBe('not_found');
    expect(await codeOf(openMessage(admin, 'abc'))).toBe('not_found');
    expect(await db().select().from(contactReplies).where(eq(contactReplies.messageId, id!))).toEqual([]);
  });

  it('only admins read or answer: visitors 401, other roles 403', async () => {
    const { id } = await send('Private');
    expect(await codeOf(listMessages(null, {}))).toBe('unauthenticated');
    for (const role of ['student', 'employer', 'candidate'] as const) {
      const user = await makeUser(db(), { role });
      expect(await codeOf(listMessages(user, {}))).toBe('forbidden');
      expect(await codeOf(openMessage(user, id))).toBe('forbidden');
      expect(await codeOf(replyToMessage(user, { id, body: 'x' }))).toBe('forbidden');
      expect(await codeOf(setMessageRead(user, { id: id, read: '1' }))).toBe('forbidden');
    }
  });
});
