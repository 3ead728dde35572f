import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { auditLogs, contactMessages, sentMails, uploadedFiles, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { submitContactMessage } from '@/lib/content/contact';
import { AppError } from '@/lib/errors';
import { setLogSink } from '@/lib/log';
import { findLatestMail, mails, outboxDir, setMailConfig } from '@/lib/mail';
import { deleteStoredFile, getFileForActor, openStoredFile, saveUpload, setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { asFile, sampleElf, samplePdf, samplePng } from '../helpers/sample-files';

/** The shared services on a real database: outbox mail, local storage, audit rows, the contact form. */
describeEachDatabase('shared services', ({ db }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-services-'));
  const outbox = outboxDir(dataDir);
  let lines: string[] = [];
  let restoreLog: () => void = () => {};
  let ownerId = 0;
  let otherId = 0;

  beforeAll(async () => {
    setMailConfig({ smtpUrl: undefined, outbox });
    setStorage(createLocalDriver(dataDir));
    const suffix = Math.random().toString(36).slice(2, 8);
    const [owner, other] = await db()
      .insert(users)
      .values([
        { email: `owner-${suffix}@example.com`, passwordHash: 'x', role: 'student', name: 'Owner' },
        { email: `other-${suffix}@example.com`, passwordHash: 'x', role: 'student', name: 'Other' },
      ])
      .returning({ id: users.id });
    ownerId = owner.id;
    otherId = other.id;
  });
  afterAll(() => {
    setMailConfig(undefined);
    setStorage(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const captureLogs = () => {
    lines = [];
    restoreLog = setLogSink((_level, line) => lines.push(line));
  };
  afterEach(() => restoreLog());

  it('mail outbox: a sent_mails row, a file holding the mail, and a console line without the body', async () => {
    captureLogs();
    const consoleSpy = vi.spyOn(console, 'log');
    const to = `reader-${Date.now()}@example.com`;
    const result = await mails.verificationCode(to, { name: 'Li', code: '731904', minutes: 15 }, db());
    consoleSpy.mockRestore();

    expect(result.driver).toBe('file');
    const [row] = await db().select().from(sentMails).where(eq(sentMails.id, result.id));
    expect(row).toMatchObject({ toAddress: to, template: 'verification_code', driver: 'file', status: 'sent', filePath: result.filePath });
    expect(row.subject).toBe('Your Zhiyuan verification code');
    expect(result.filePath!.startsWith(outbox + path.sep)).toBe(true);
    const file = JSON.parse(fs.readFileSync(result.filePath!, 'utf8'));
    expect(file).toMatchObject({ to, subject: row.subject, template: 'verification_code' });
    expect(file.text).toContain('731904');
    expect(file.html).toContain('731904');

    const latest = await findLatestMail(outbox, to.toUpperCase());
    expect(latest?.file).toBe(result.filePath);

    // The log line: recipient, subject and file; never the body or the code.
    const mailLines = lines.filter((l) => l.includes('outbox'));
    expect(mailLines).toHaveLength(1);
    const logged = JSON.parse(mailLines[0]);
    expect(logged).toMatchObject({ msg: 'mail written to outbox', to, subject: row.subject, file: result.filePath });
    expect(mailLines[0]).not.toContain('731904');
    expect(mailLines[0]).not.toContain('<html');
    // Nothing else reached the console with the code either.
    for (const call of consoleSpy.mock.calls) expect(String(call.join(' '))).not.toContain('731904');
  });

  it('local storage: save (row + file in the data folder), read back for the owner only, delete', async () => {
    const saved = await saveUpload({ file: asFile(samplePdf, '../My CV.pdf', 'text/html'), kind: 'cv', ownerId }, db());
    expect(saved).toMatchObject({ kind: 'cv', ownerId, mimeType: 'application/pdf', originalName: 'My CV.pdf', isPublic: false, sizeBytes: samplePdf.length });
    expect(saved.storageKey).toBe(`${saved.uuid}.pdf`);
    expect(saved.url).toBe(`/files/${saved.uuid}`);
    const [row] = await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, saved.id));
    expect(row).toMatchObject({ driver: 'local', storageKey: saved.storageKey });
    const onDisk = path.join(dataDir, 'uploads', 'private', saved.storageKey);
    expect(fs.readFileSync(onDisk).equals(samplePdf)).toBe(true);

    // Owner and admin may read; someone else and a visitor may not.
    const mine = await getFileForActor({ id: ownerId, role: 'student' }, saved.uuid, db());
    const stream = await openStoredFile(mine);
    expect(Buffer.from(await new Response(stream!.body).arrayBuffer()).equals(samplePdf)).toBe(true);
    await expect(getFileForActor({ id: 999_999, role: 'admin' }, saved.uuid, db())).resolves.toMatchObject({ id: saved.id });
    await expect(getFileForActor({ id: otherId, role: 'student' }, saved.uuid, db())).rejects.toMatchObject({ code: 'not_found' });
    await expect(getFileForActor(null, saved.uuid, db())).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(getFileForActor(null, '00000000-0000-4000-8000-000000000000', db())).rejects.toMatchObject({ code: 'not_found' });

    await deleteStoredFile(saved.id, db());
    expect(fs.existsSync(onDisk)).toBe(false);
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, saved.id))).toHaveLength(0);
  });

  it('local storage: public images go to uploads/public/university; refused files leave nothing behind', async () => {
    const logo = await saveUpload({ file: asFile(samplePng, 'logo.png', 'image/png'), kind: 'university_logo', ownerId: null }, db());
    expect(logo.isPublic).toBe(true);
    expect(logo.url).toBe(`/image/university/${logo.storageKey}`);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'public', 'university', logo.storageKey))).toBe(true);

    const before = (await db().select().from(uploadedFiles)).length;
    const privateDir = path.join(dataDir, 'uploads', 'private');
    fs.mkdirSync(privateDir, { recursive: true });
    const filesBefore = fs.readdirSync(privateDir).sort();
    const err = await saveUpload({ file: asFile(sampleElf, 'setup.pdf'), kind: 'application_document', ownerId, field: 'documents.0' }, db()).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(inEnglish(err.fieldErrors)).toEqual({ 'documents.0': ['This file type is not allowed: use PDF, JPEG or PNG'] });
    expect((await db().select().from(uploadedFiles)).length).toBe(before);
    // Compared with this test's own starting point, not with what other tests left or removed.
    expect(fs.readdirSync(privateDir).sort()).toEqual(filesBefore);
  });

  it('audit: writes a row with the actor, and redacts secrets in the changes', async () => {
    const { id } = await recordAudit(db(), {
      actor: { id: ownerId, role: 'student' },
      action: 'update',
      entity: 'student_profile',
      entityId: 42,
      changes: { first_name: ['Li', 'Lee'], passport_number: ['E1', 'E2'], nested: { password: 'p4ssw0rd!' } },
      ip: '203.0.113.7',
      requestId: 'req-1',
    });
    const [row] = await db().select().from(auditLogs).where(eq(auditLogs.id, id));
    expect(row).toMatchObject({ actorId: ownerId, action: 'update', entity: 'student_profile', entityId: '42', ip: '203.0.113.7', requestId: 'req-1' });
    expect(row.changes).toEqual({ first_name: ['Li', 'Lee'], passport_number: '[REDACTED]', nested: { password: '[REDACTED]' } });
  });

  it('contact: stores the message and mails a confirmation; the honeypot stores and sends nothing', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const input = { name: 'Amina', email, subject: 'MBBS fees', message: 'How much is the MBBS tuition?' };
    const { id } = await submitContactMessage(null, input, { meta: { ip: '198.51.100.4' } });
    expect(id).toBeTypeOf('number');
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row).toMatchObject({ name: 'Amina', email, subject: 'MBBS fees', message: 'How much is the MBBS tuition?', userId: null, ip: '198.51.100.4' });
    const mail = await findLatestMail(outbox, email, { template: 'contact_confirmation' });
    expect(mail?.subject).toBe('We received your message');
    // The confirmation carries nothing the sender typed (the contact form is no mail relay).
    for (const typed of ['Amina', 'MBBS fees', 'How much is the MBBS tuition?']) {
      expect(mail?.text).not.toContain(typed);
      expect(mail?.html).not.toContain(typed);
    }
    const [sent] = await db().select().from(sentMails).where(eq(sentMails.toAddress, email)).orderBy(desc(sentMails.id));
    expect(sent.template).toBe('contact_confirmation');

    const botEmail = `bot-${Date.now()}@example.com`;
    const countBefore = (await db().select().from(contactMessages)).length;
    const bot = await submitContactMessage(null, { ...input, email: botEmail, ignore: 'http://spam.example' }, { meta: { ip: null, } });
    expect(bot.id).toBeNull();
    expect((await db().select().from(contactMessages)).length).toBe(countBefore);
    expect(await findLatestMail(outbox, botEmail)).toBeNull();
    expect(await db().select().from(sentMails).where(eq(sentMails.toAddress, botEmail))).toHaveLength(0);
  });

  it('contact: refuses an address that can never receive mail, on the email field', async () => {
    const err = await submitContactMessage(null, { name: 'A', email: 'someone@mail.invalid', subject: 'S', message: 'M' }, { meta: { ip: null, } }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(inEnglish(err.fieldErrors)).toEqual({ email: ['Enter a valid email address'] });
  });
});
