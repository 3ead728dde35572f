import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs, notifications, payments, users } from '@/db/schema';
import { submitApplication } from '@/lib/applications/moves';
import { confirmPayment, listPaymentsForAdmin, refundPayment } from '@/lib/applications/payments';
import { getCheckout, recordPaymentReference } from '@/lib/applications/fees';
import { AppError } from '@/lib/errors';
import { findLatestMail, listOutboxMails, outboxDir } from '@/lib/mail';
import { renderNotification } from '@/lib/notifications/messages';
import { updateSettings } from '@/lib/settings/settings';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

const { dataDir } = withLocalServices('zy-admin-payments-');

type Actor = { id: number; role: 'student' | 'admin' | 'employer' | 'candidate' };

async function codeOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

describeEachDatabase('admin payments: list, confirm paid, refund with a reason', ({ db }) => {
  let admin: Actor;
  beforeAll(async () => {
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
    await updateSettings(admin, {
      application_fee: '500',
      service_fee: '1,000',
      currency: 'CNY',
      bank_transfer: 'Bank of China 1234',
      cheque: 'Post it',
      cash: 'At the office',
      online_wallet: 'WeChat Pay',
      cash_office_address: 'Desk 1\nHangzhou',
      cash_office_hours: 'Weekdays 9-5',
    });
  });

  async function submitted() {
    const made = await makeApplication(db(), { status: 'draft' });
    const student: Actor = { id: made.studentId, role: 'student' };
    await submitApplication(student, { application_id: made.application.id });
    return { student, id: made.application.id };
  }

  it('lists fee lines pending first, searchable by reference; confirm tells the student by notification and e-mail; the fees page shows Paid', async () => {
    const { student, id } = await submitted();
    const ref = `TRX-${Date.now()}`;
    await recordPaymentReference(student, { application_id: id, fee: 'application_fee', method: 'bank_transfer', reference: ref });

    const found = await listPaymentsForAdmin(admin, { q: ref });
    expect(found.items).toHaveLength(1);
    const line = found.items[0];
    expect(line).toMatchObject({ applicationId: id, kind: 'application_fee', status: 'pending', reference: ref, method: 'bank_transfer', amountMinor: 50_000 });
    const pendingFirst = await listPaymentsForAdmin(admin, {});
    expect(pendingFirst.items[0].status).toBe('pending');
    expect((await listPaymentsForAdmin(admin, { q: `#${id}` })).items.map((p) => p.applicationId)).toEqual([id, id]);
    expect((await listPaymentsForAdmin(admin, { status: 'refunded', q: ref })).total).toBe(0);
    // By the student: the e-mail's name (any case) finds the fee lines of the student's application;
    // one or two letters (which trigrams cannot serve) find what starts with them: a word of the
    // student's name, the address, the reference; never the letters inside a word.
    const [who] = await db().select({ email: users.email, name: users.name }).from(users).where(eq(users.id, student.id));
    const local = who.email.split('@')[0];
    for (const term of [local, local.toUpperCase()]) {
      const byStudent = await listPaymentsForAdmin(admin, { q: term });
      expect(byStudent.items.map((p) => `${p.applicationId}:${p.kind}`).sort(), term).toEqual([`${id}:application_fee`, `${id}:service_fee`]);
    }
    const startsWith = (p: { student: { name: string; email: string }; reference: string | null }, term: string) =>
      [...p.student.name.toLowerCase().split(/[^\p{L}\p{N}]+/u), p.student.email, (p.reference ?? '').toLowerCase()].some((text) => text.startsWith(term));
    const word = who.name.split(/\s+/).at(-1)!;
    for (const term of [word.slice(0, 2), word.slice(0, 2).toUpperCase(), local.slice(0, 1)]) {
      const short = await listPaymentsForAdmin(admin, { q: term, per_page: 100 });
      expect(short.total, term).toBeGreaterThanOrEqual(2);
      expect(short.items.every((p) => startsWith(p, term.toLowerCase())), term).toBe(true);
    }
    const inside = local.slice(-2);
    expect((await listPaymentsForAdmin(admin, { q: inside, per_page: 100 })).items.every((p) => startsWith(p, inside.toLowerCase())), inside).toBe(true);

    const since = new Date(Date.now() - 1000);
    await confirmPayment(admin, { id: line.id }, { meta: { ip: null, requestId: 'req-confirm-1' } });
    const [row] = await db().select().from(payments).where(eq(payments.id, line.id));
    expect(row).toMatchObject({ status: 'paid', confirmedBy: admin.id });
    expect(row.confirmedAt).not.toBeNull();

    const checkout = await getCheckout(student, id);
    expect(inEnglish(checkout.fees.find((f) => f.kind === 'application_fee'))).toMatchObject({ status: 'paid', statusLabel: 'Paid', canRecord: false });

    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.requestId, 'req-confirm-1'));
    expect(audit).toMatchObject({ action: 'payment_confirm', entity: 'payment', entityId: String(line.id), actorId: admin.id });
    expect(audit.changes).toMatchObject({ status: ['pending', 'paid'] });
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, student.id), eq(notifications.type, 'payment')));
    expect(notes.map((n) => renderNotification(n).title)).toContain('Payment confirmed: Application fee');
    expect(notes.find((n) => n.messageKey === 'paymentConfirmed')).toMatchObject({ params: { fee: 'application_fee', note: null }, title: null, body: null });
    const [account] = await db().select().from(users).where(eq(users.id, student.id));
    const mail = await findLatestMail(outboxDir(dataDir), account.email, { template: 'payment_status', since });
    expect(mail?.subject).toBe('Your payment is confirmed');
    expect(mail?.text).toContain('500');

    // Confirming twice is refused; refunding needs a reason; then it is refunded with the reason kept.
    expect(await codeOf(confirmPayment(admin, { id: line.id }))).toBe('conflict');
    expect(await codeOf(refundPayment(admin, { id: line.id, reason: '  ' }))).toBe('validation');
    await refundPayment(admin, { id: line.id, reason: 'The course was cancelled.' }, { meta: { ip: null, requestId: 'req-refund-1' } });
    const [refunded] = await db().select().from(payments).where(eq(payments.id, line.id));
    expect(refunded).toMatchObject({ status: 'refunded', note: 'The course was cancelled.' });
    const [refundAudit] = await db().select().from(auditLogs).where(eq(auditLogs.requestId, 'req-refund-1'));
    expect(refundAudit.changes).toMatchObject({ status: ['paid', 'refunded'], note: [null, 'The course was cancelled.'] });
    const refundMail = await findLatestMail(outboxDir(dataDir), account.email, { template: 'payment_status', since: refunded.refundedAt! });
    expect(refundMail?.text).toContain('The course was cancelled.');
    expect(await codeOf(refundPayment(admin, { id: line.id, reason: 'again' }))).toBe('conflict');
  });

  it('one transfer for both fees: one reference, one confirmation, one e-mail; a refund stays on its line', async () => {
    const { student, id } = await submitted();
    const ref = `ONE-${Date.now()}`;
    await recordPaymentReference(student, { application_id: id, fee: 'all', method: 'bank_transfer', reference: ref });
    const lines = await db().select().from(payments).where(eq(payments.applicationId, id)).orderBy(payments.kind);
    expect(lines.map((l) => [l.kind, l.status, l.reference])).toEqual([
      ['application_fee', 'pending', ref],
      ['service_fee', 'pending', ref],
    ]);
    const before = await getCheckout(student, id);
    expect(before.settled).toBe(false);

    const [account] = await db().select().from(users).where(eq(users.id, student.id));
    const since = new Date(Date.now() - 1000);
    const mailsBefore = (await listOutboxMails(outboxDir(dataDir), { to: account.email })).length;
    // The office confirms the service fee's line: the application fee's, same reference, goes with it.
    await confirmPayment(admin, { id: lines[1].id }, { meta: { ip: null, requestId: 'req-confirm-both' } });
    const after = await db().select().from(payments).where(eq(payments.applicationId, id)).orderBy(payments.kind);
    expect(after.map((l) => [l.kind, l.status, l.confirmedBy])).toEqual([
      ['application_fee', 'paid', admin.id],
      ['service_fee', 'paid', admin.id],
    ]);
    const audits = await db().select().from(auditLogs).where(eq(auditLogs.requestId, 'req-confirm-both'));
    expect(audits.map((a) => [a.action, a.entityId]).sort()).toEqual([
      ['payment_confirm', String(lines[0].id)],
      ['payment_confirm', String(lines[1].id)],
    ]);
    // One e-mail for both, with their sum; one notification naming both.
    const sent = await listOutboxMails(outboxDir(dataDir), { to: account.email });
    expect(sent.length - mailsBefore).toBe(1);
    const mail = await findLatestMail(outboxDir(dataDir), account.email, { template: 'payment_status', since });
    expect(mail?.text).toContain('application and service fees');
    expect(mail?.text).toContain('1,500');
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, student.id), eq(notifications.messageKey, 'paymentConfirmed')));
    expect(notes).toHaveLength(1);
    expect(renderNotification(notes[0]).title).toBe('Payment confirmed: Application fee and Service fee');
    const paid = await getCheckout(student, id);
    expect(paid.settled).toBe(true);
    // Confirming the other line again is refused (it is paid already).
    expect(await codeOf(confirmPayment(admin, { id: lines[0].id }))).toBe('conflict');

    // A refund is per line: the other stays paid.
    await refundPayment(admin, { id: lines[0].id, reason: 'Paid twice.' });
    const refunded = await db().select().from(payments).where(eq(payments.applicationId, id)).orderBy(payments.kind);
    expect(refunded.map((l) => [l.kind, l.status])).toEqual([
      ['application_fee', 'refunded'],
      ['service_fee', 'paid'],
    ]);
  });

  it('a reference recorded for one fee confirms that fee alone', async () => {
    const { student, id } = await submitted();
    await recordPaymentReference(student, { application_id: id, fee: 'application_fee', method: 'cash', reference: 'RCPT-A' });
    await recordPaymentReference(student, { application_id: id, fee: 'service_fee', method: 'cash', reference: 'RCPT-B' });
    const lines = await db().select().from(payments).where(eq(payments.applicationId, id)).orderBy(payments.kind);
    await confirmPayment(admin, { id: lines[0].id });
    const after = await db().select().from(payments).where(eq(payments.applicationId, id)).orderBy(payments.kind);
    expect(after.map((l) => l.status)).toEqual(['paid', 'pending']);
  });

  it('an unpaid fee may be confirmed (paid at the office); an unpaid one cannot be refunded', async () => {
    const { id } = await submitted();
    const [service] = await db().select().from(payments).where(and(eq(payments.applicationId, id), eq(payments.kind, 'service_fee')));
    expect(service.status).toBe('unpaid');
    expect(await codeOf(refundPayment(admin, { id: service.id, reason: 'x' }))).toBe('conflict');
    await confirmPayment(admin, { id: service.id });
    expect((await db().select().from(payments).where(eq(payments.id, service.id)))[0].status).toBe('paid');
    expect(await codeOf(confirmPayment(admin, { id: 999_999_999 }))).toBe('not_found');
    expect(await codeOf(confirmPayment(admin, { id: 'abc' }))).toBe('validation');
  });

  it('only admins: visitors 401; students, employers and candidates 403, even for their own fees', async () => {
    const { student, id } = await submitted();
    const [line] = await db().select().from(payments).where(eq(payments.applicationId, id));
    expect(await codeOf(listPaymentsForAdmin(null, {}))).toBe('unauthenticated');
    expect(await codeOf(confirmPayment(null, { id: line.id }))).toBe('unauthenticated');
    expect(await codeOf(listPaymentsForAdmin(student, {}))).toBe('forbidden');
    expect(await codeOf(confirmPayment(student, { id: line.id }))).toBe('forbidden');
    expect(await codeOf(refundPayment(student, { id: line.id, reason: 'mine' }))).toBe('forbidden');
    for (const role of ['employer', 'candidate'] as const) {
      const other = await makeUser(db(), { role });
      expect(await codeOf(confirmPayment(other, { id: line.id }))).toBe('forbidden');
    }
    expect((await db().select().from(payments).where(eq(payments.id, line.id)))[0].status).toBe('unpaid');
  });
});
