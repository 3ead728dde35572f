import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs, notifications, payments } from '@/db/schema';
import { getApplication, listApplications } from '@/lib/applications/reads';
import { submitApplication } from '@/lib/applications/moves';
import { studentDashboard } from '@/lib/applications/dashboard';
import { getCheckout, recordPaymentReference } from '@/lib/applications/fees';
import { AppError } from '@/lib/errors';
import { renderNotification } from '@/lib/notifications/messages';
import { settingsSchema } from '@/lib/settings/schemas';
import { getSettings, readCashOffice, readFeeSettings, readPaymentInstructions, updateSettings } from '@/lib/settings/settings';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

withLocalServices('zy-settings-fees-');

type Actor = { id: number; role: 'student' | 'admin' | 'employer' | 'candidate' };

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const form = (over: Record<string, unknown> = {}) => ({
  application_fee: '500',
  service_fee: '7,500',
  currency: 'cny',
  bank_transfer: 'Transfer to account 1234, Bank of China.',
  cheque: 'Post the cheque to our office.',
  cash: 'Pay at our office, Monday to Friday.',
  online_wallet: 'Pay with WeChat Pay or Alipay to Zhiyuan.',
  cash_office_address: 'Zhiyuan cash desk\n1 Test Road, Hangzhou',
  cash_office_hours: 'Monday to Friday, 09:00-17:00',
  ...over,
});

describeEachDatabase('site settings and the fees of an application', ({ db }) => {
  let admin: Actor;
  beforeAll(async () => {
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
  });

  /** A submitted application of a new student (its fee rows made by the real submit). */
  async function submitted() {
    const made = await makeApplication(db(), { status: 'draft' });
    const student: Actor = { id: made.studentId, role: 'student' };
    await submitApplication(student, { application_id: made.application.id });
    return { student, id: made.application.id };
  }

  it('an admin reads and updates the settings; each changed key is audited with before and after', async () => {
    // Until an admin writes it, the cash office is the plainly marked demo one.
    expect(await readCashOffice()).toMatchObject({ demo: true, hours: expect.stringContaining('demo') });
    await updateSettings(admin, form());
    expect(await readCashOffice()).toEqual({ address: ['Zhiyuan cash desk', '1 Test Road, Hangzhou'], hours: 'Monday to Friday, 09:00-17:00', demo: false });
    const before = await getSettings(admin);
    expect(before.fees).toEqual({ applicationFeeMinor: 50_000, serviceFeeMinor: 750_000, currency: 'CNY' });
    expect(before.instructions.cash).toBe('Pay at our office, Monday to Friday.');
    expect(before.updatedBy?.id).toBe(admin.id);

    const after = await updateSettings(admin, form({ application_fee: '650.50', bank_transfer: 'New bank: account 9999.' }), { meta: { ip: null, requestId: 'req-settings-1' } });
    expect(after.fees.applicationFeeMinor).toBe(65_050);
    expect(await readFeeSettings()).toEqual({ applicationFeeMinor: 65_050, serviceFeeMinor: 750_000, currency: 'CNY' });
    expect((await readPaymentInstructions()).bank_transfer).toBe('New bank: account 9999.');

    const rows = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'site_setting'), eq(auditLogs.requestId, 'req-settings-1')));
    const byKey = Object.fromEntries(rows.map((r) => [r.entityId, r]));
    expect(byKey.fees.actorId).toBe(admin.id);
    expect(byKey.fees.changes).toEqual({ application_fee_minor: [50_000, 65_050] });
    expect(byKey.payment_instructions.changes).toEqual({ bank_transfer: ['Transfer to account 1234, Bank of China.', 'New bank: account 9999.'] });

    // Saving the same values again writes nothing to the audit log.
    await updateSettings(admin, form({ application_fee: '650.50', bank_transfer: 'New bank: account 9999.' }), { meta: { ip: null, requestId: 'req-settings-2' } });
    expect(await db().select().from(auditLogs).where(eq(auditLogs.requestId, 'req-settings-2'))).toHaveLength(0);
    await updateSettings(admin, form());
  });

  it('the form door parses, then the domain parses again: the amounts stay the same', async () => {
    const once = settingsSchema.parse(form({ application_fee: '612.5', service_fee: '7,500' }));
    expect(once.application_fee).toBe('612.50');
    expect(settingsSchema.parse(once)).toEqual(once);
    await updateSettings(admin, once);
    expect(await readFeeSettings()).toEqual({ applicationFeeMinor: 61_250, serviceFeeMinor: 750_000, currency: 'CNY' });
    await updateSettings(admin, form());
  });

  it('refuses bad settings with field errors, and anyone but an admin', async () => {
    const bad = await errorOf(updateSettings(admin, form({ application_fee: '1e3', currency: 'yuan', cash: '   ' })));
    expect(bad.code).toBe('validation');
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['application_fee', 'cash', 'currency']);
    expect((await errorOf(updateSettings(admin, form({ service_fee: '-5' })))).fieldErrors.service_fee).toBeDefined();
    expect((await errorOf(updateSettings(admin, form({ service_fee: '2000000' })))).fieldErrors.service_fee).toBeDefined();
    const student = await makeUser(db(), { role: 'student' });
    expect((await errorOf(updateSettings(student, form({ application_fee: '1' })))).code).toBe('forbidden');
    expect((await errorOf(getSettings(student))).code).toBe('forbidden');
    expect((await errorOf(updateSettings(null, form()))).code).toBe('unauthenticated');
    expect((await readFeeSettings()).applicationFeeMinor).toBe(50_000);
  });

  it('a settings change shows on the fees page of new submissions; fees already charged keep their amounts', async () => {
    const old = await submitted();
    await updateSettings(
      admin,
      form({ application_fee: '800', currency: 'usd', online_wallet: 'Pay with PayPal to fees@zhiyuan.test.', cash_office_address: ' Room 5 \n\n 9 New Road ', cash_office_hours: 'Saturdays 10:00-12:00' }),
    );
    try {
      const fresh = await submitted();
      const now = await getCheckout(fresh.student, fresh.id);
      expect(now.fees.map((f) => [f.kind, f.amountMinor, f.currency])).toEqual([
        ['application_fee', 80_000, 'USD'],
        ['service_fee', 750_000, 'USD'],
      ]);
      expect(now.total).toEqual({ amountMinor: 830_000, currency: 'USD' });
      expect(now.methods.find((m) => m.method === 'online_wallet')?.instructions).toBe('Pay with PayPal to fees@zhiyuan.test.');
      expect(now.cashOffice).toEqual({ address: ['Room 5', '9 New Road'], hours: 'Saturdays 10:00-12:00' });
      expect(now.settled).toBe(false);
      const before = await getCheckout(old.student, old.id);
      expect(before.fees.map((f) => [f.amountMinor, f.currency])).toEqual([
        [50_000, 'CNY'],
        [750_000, 'CNY'],
      ]);
      // ...but the instructions are today's for everyone.
      expect(before.methods.find((m) => m.method === 'online_wallet')?.instructions).toBe('Pay with PayPal to fees@zhiyuan.test.');
    } finally {
      await updateSettings(admin, form());
    }
  });

  it('the student records a payment reference: unpaid → pending confirmation, audited and notified', async () => {
    const { student, id } = await submitted();
    const start = await getCheckout(student, String(id));
    expect(start.payable).toBe(true);
    expect(start.fees.map((f) => [f.kind, f.status, f.canRecord])).toEqual([
      ['application_fee', 'unpaid', true],
      ['service_fee', 'unpaid', true],
    ]);
    const listed = (await listApplications(student, { page: 1, per_page: 10 })).items.find((a) => a.id === id);
    expect(listed).toMatchObject({ feesDue: true, paymentStatus: 'unpaid' });
    expect((await studentDashboard(student)).next.some((n) => n.kind === 'fees' && n.applicationId === id && n.link === `/checkout?application_id=${id}`)).toBe(true);

    const recorded = await recordPaymentReference(student, { application_id: String(id), fee: 'application_fee', method: 'bank_transfer', reference: '  BOC 2026-0042 ' }, { meta: { ip: null, requestId: 'req-pay-1' } });
    expect(recorded).toEqual({ applicationId: id, recorded: ['application_fee'] });
    const after = await getCheckout(student, id);
    const appFee = after.fees.find((f) => f.kind === 'application_fee')!;
    expect(inEnglish(appFee)).toMatchObject({ status: 'pending', statusLabel: 'Pending confirmation', method: 'bank_transfer', reference: 'BOC 2026-0042' });
    expect(appFee.submittedAt).toBeInstanceOf(Date);
    expect(after.fees.find((f) => f.kind === 'service_fee')?.status).toBe('unpaid');
    // The applied list says the worse of the two: one still unpaid.
    expect((await listApplications(student, { page: 1, per_page: 10 })).items.find((a) => a.id === id)?.paymentStatus).toBe('unpaid');
    expect((await getApplication(student, { id: id })).fees.map((f) => f.status)).toEqual(['pending', 'unpaid']);

    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.requestId, 'req-pay-1'));
    expect(audit).toMatchObject({ actorId: student.id, action: 'payment_reference', entity: 'payment', entityId: String(appFee.id) });
    expect(audit.changes).toMatchObject({ application_id: id, kind: 'application_fee', status: ['unpaid', 'pending'], reference: [null, 'BOC 2026-0042'] });
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, student.id)).orderBy(desc(notifications.id)).limit(1);
    // Stored as a message with raw values (no English); read, it says what it said before.
    expect(note).toMatchObject({ type: 'payment', messageKey: 'paymentRecorded', params: { fees: ['application_fee'] }, title: null, body: null, link: `/checkout?application_id=${id}` });
    expect(renderNotification(note)).toEqual({ title: 'Payment reference recorded: Application fee', body: 'We will confirm your payment once it has arrived.' });

    // The rest in one go ("all"), then a pending reference corrected; nothing is left unpaid.
    await recordPaymentReference(student, { application_id: id, fee: 'all', method: 'cash', reference: 'RCPT-77' });
    const all = await getCheckout(student, id);
    expect(all.fees.map((f) => [f.status, f.method, f.reference])).toEqual([
      ['pending', 'cash', 'RCPT-77'],
      ['pending', 'cash', 'RCPT-77'],
    ]);
    expect((await listApplications(student, { page: 1, per_page: 10 })).items.find((a) => a.id === id)).toMatchObject({ feesDue: false, paymentStatus: 'pending' });
    expect((await studentDashboard(student)).next.some((n) => n.kind === 'fees')).toBe(false);

    // A confirmed fee is never touched again by the student.
    await db().update(payments).set({ status: 'paid', confirmedAt: new Date() }).where(eq(payments.applicationId, id));
    const done = await errorOf(recordPaymentReference(student, { application_id: id, fee: 'all', method: 'cheque', reference: 'CHQ-1' }));
    expect(done.code).toBe('conflict');
    expect((await getCheckout(student, id)).fees.every((f) => f.status === 'paid' && !f.canRecord)).toBe(true);
  });

  it('refuses bad references (never card numbers) and applications that are not payable', async () => {
    const { student, id } = await submitted();
    const bad = async (over: Record<string, unknown>) =>
      errorOf(recordPaymentReference(student, { application_id: id, fee: 'all', method: 'bank_transfer', reference: 'REF-1', ...over }));
    expect((await bad({ reference: '' })).fieldErrors.reference).toBeDefined();
    expect((await bad({ reference: 'x' })).fieldErrors.reference).toBeDefined();
    expect(inEnglish((await bad({ reference: '4111 1111 1111 1111' })).fieldErrors.reference)).toEqual(['Never enter a card number: enter the reference of your transfer, cheque, receipt or wallet payment']);
    expect((await bad({ reference: '<script>' })).fieldErrors.reference).toBeDefined();
    expect((await bad({ method: 'card' })).fieldErrors.method).toBeDefined();
    expect((await bad({ fee: 'tuition' })).fieldErrors.fee).toBeDefined();
    expect((await getCheckout(student, id)).fees.every((f) => f.status === 'unpaid')).toBe(true);

    const draft = await makeApplication(db(), { status: 'draft', userId: student.id });
    const d = await getCheckout(student, draft.application.id);
    expect(d.payable).toBe(false);
    expect(d.fees.every((f) => f.id === null && !f.canRecord)).toBe(true);
    expect((await errorOf(recordPaymentReference(student, { application_id: draft.application.id, fee: 'all', method: 'cash', reference: 'RCPT-1' }))).code).toBe('conflict');

    const withdrawn = await makeApplication(db(), { status: 'withdrawn', userId: student.id });
    expect((await getCheckout(student, withdrawn.application.id)).payable).toBe(false);
    expect((await errorOf(recordPaymentReference(student, { application_id: withdrawn.application.id, fee: 'all', method: 'cash', reference: 'RCPT-1' }))).code).toBe('conflict');
  });

  it("another student's application is a 404 whatever id is sent, for reading and recording; admins and visitors are refused", async () => {
    const b = await submitted();
    const a: Actor = { id: (await makeUser(db(), { role: 'student' })).id, role: 'student' };
    for (const raw of [b.id, String(b.id), '999999999', 'abc', '-1', undefined]) {
      expect((await errorOf(getCheckout(a, raw))).code).toBe('not_found');
    }
    const refused = await errorOf(recordPaymentReference(a, { application_id: b.id, fee: 'all', method: 'cash', reference: 'STEAL-1' }));
    expect(refused.code).toBe('not_found');
    expect((await errorOf(getCheckout(admin, b.id))).code).toBe('forbidden');
    expect((await errorOf(recordPaymentReference(admin, { application_id: b.id, fee: 'all', method: 'cash', reference: 'ADM-1' }))).code).toBe('forbidden');
    expect((await errorOf(getCheckout(null, b.id))).code).toBe('unauthenticated');
    const rows = await db().select({ status: payments.status, reference: payments.reference }).from(payments).where(eq(payments.applicationId, b.id));
    expect(rows.every((r) => r.status === 'unpaid' && r.reference === null)).toBe(true);
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, a.id), eq(notifications.type, 'payment')))).toHaveLength(0);
  });
});
