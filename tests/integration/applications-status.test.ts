import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applicationDocuments, applications, applicationStatusHistory, auditLogs, notifications, payments, sentMails } from '@/db/schema';
import type { ApplicationStatus } from '@/lib/applications/values';
import { getApplication } from '@/lib/applications/reads';
import { moveStatus, requestDocuments, resubmitApplication, submitApplication, withdrawApplication } from '@/lib/applications/moves';
import { saveDocument } from '@/lib/applications/documents';
import { applicationStatuses, canMove } from '@/lib/applications/status';
import type { Role } from '@/lib/auth/actor';
import { can } from '@/lib/auth/permissions';
import { outboxDir, setMailConfig } from '@/lib/mail';
import { renderNotification } from '@/lib/notifications/messages';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { asFile, samplePdf } from '../helpers/sample-files';
import { makeUser } from './account-fixtures';
import { nextMillisecond } from '../helpers/clock';

const { dataDir } = withLocalServices('zy-apps-status-');

/** Each operation a door can call, with the status it aims at. */
type Op = { name: string; to: ApplicationStatus; perm: 'applications:apply' | 'applications:review'; run: (actor: { id: number; role: Role }, id: number) => Promise<unknown> };
const ops: Op[] = [
  { name: 'submitApplication', to: 'submitted', perm: 'applications:apply', run: (a, id) => submitApplication(a, { application_id: id }) },
  { name: 'resubmitApplication', to: 'resubmitted', perm: 'applications:apply', run: (a, id) => resubmitApplication(a, { applicationId: id }) },
  { name: 'withdrawApplication', to: 'withdrawn', perm: 'applications:apply', run: (a, id) => withdrawApplication(a, { applicationId: id }) },
  { name: 'moveStatus → under_review', to: 'under_review', perm: 'applications:review', run: (a, id) => moveStatus(a, { applicationId: id, to: 'under_review' }) },
  { name: 'moveStatus → accepted', to: 'accepted', perm: 'applications:review', run: (a, id) => moveStatus(a, { applicationId: id, to: 'accepted', note: 'Welcome' }) },
  { name: 'moveStatus → rejected', to: 'rejected', perm: 'applications:review', run: (a, id) => moveStatus(a, { applicationId: id, to: 'rejected', note: 'Seats are full' }) },
  { name: 'requestDocuments', to: 'documents_requested', perm: 'applications:review', run: (a, id) => requestDocuments(a, { applicationId: id, slots: ['passport'], reason: 'Blurred scan' }) },
];

const roles: Role[] = ['student', 'admin', 'employer'];
const cases: [ApplicationStatus, Op, Role][] = [];
for (const from of applicationStatuses) for (const op of ops) for (const role of roles) cases.push([from, op, role]);

describeEachDatabase('applications: the status table against the database', ({ db }) => {
  let admin: { id: number; role: Role };
  let employer: { id: number; role: Role };
  beforeAll(async () => {
    const a = await makeUser(db(), { role: 'admin' });
    const e = await makeUser(db(), { role: 'employer' });
    admin = { id: a.id, role: 'admin' };
    employer = { id: e.id, role: 'employer' };
  });

  const outcomeOf = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      return 'moved';
    } catch (err) {
      return (err as { code?: string }).code ?? String(err);
    }
  };

  it.each(cases.map(([from, op, role]) => [from, op.name, role, op] as const))('%s: %s by %s', async (from, _name, role, op) => {
    const { application, studentId } = await makeApplication(db(), { status: from, requested: from === 'documents_requested' ? ['passport'] : [] });
    const actor = role === 'student' ? { id: studentId, role } : role === 'admin' ? admin : employer;
    const expected = !can(actor, op.perm)
      ? 'forbidden'
      : role === 'admin' && from === 'draft'
        ? 'not_found' // a draft is the student's own
        : canMove(actor, from, op.to)
          ? 'moved'
          : 'conflict';
    expect(await outcomeOf(() => op.run(actor, application.id))).toBe(expected);

    const moved = expected === 'moved';
    const [after] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, application.id));
    expect(after.status).toBe(moved ? op.to : from);
    const history = await db()
      .select({ fromStatus: applicationStatusHistory.fromStatus, toStatus: applicationStatusHistory.toStatus, actorId: applicationStatusHistory.actorId })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, application.id));
    expect(history).toEqual(moved ? [{ fromStatus: from, toStatus: op.to, actorId: actor.id }] : []);
    const notes = await db().select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, studentId));
    expect(notes).toEqual(moved ? [{ type: 'application_status' }] : []);
  });

  it('a move records who, when, from, to and the note; writes an audit row, a notification and an e-mail', async () => {
    const student = await makeUser(db(), { role: 'student' });
    const { application, studentId } = await makeApplication(db(), { status: 'under_review', userId: student.id });
    const before = new Date(Date.now() - 1000);
    const moved = await moveStatus(admin, { applicationId: application.id, to: 'rejected', note: 'The programme is full this year' });
    expect(moved).toEqual({ id: application.id, status: 'rejected' });
    const detail = await getApplication(admin, { id: application.id });
    expect(detail.status).toBe('rejected');
    expect(detail.waitingOn).toBeNull();
    expect(detail.decidedAt).not.toBeNull();
    expect(detail.history.at(-1)).toMatchObject({ from: 'under_review', to: 'rejected', note: 'The programme is full this year', by: 'admissions_office' });
    expect(detail.history.at(-1)!.at.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const [audit] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'application'), eq(auditLogs.entityId, String(application.id)), eq(auditLogs.action, 'status_change')));
    expect(audit).toMatchObject({ actorId: admin.id });
    const [note] = await db().select().from(notifications).where(eq(notifications.userId, studentId));
    expect(note).toMatchObject({
      type: 'application_status',
      messageKey: 'applicationStatus',
      params: { status: 'rejected', note: 'The programme is full this year' },
      title: null,
      body: null,
      link: `/application?application_id=${application.id}`,
    });
    expect(renderNotification(note)).toEqual({ title: 'Your application is now: Rejected', body: 'The programme is full this year' });
    const [mail] = await db().select().from(sentMails).orderBy(desc(sentMails.id)).limit(1);
    expect(mail).toMatchObject({ template: 'application_status', status: 'sent', toAddress: student.email });
  });

  it('a mail server that refuses the e-mail does not undo the move (the notification is there)', async () => {
    const { application, studentId } = await makeApplication(db(), { status: 'submitted' });
    setMailConfig({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      await moveStatus(admin, { applicationId: application.id, to: 'under_review' });
      expect(await getApplication(admin, { id: application.id })).toMatchObject({ status: 'under_review', waitingOn: 'university' });
    } finally {
      setMailConfig({ smtpUrl: undefined, outbox: outboxDir(dataDir) });
    }
    const notes = await db().select().from(notifications).where(eq(notifications.userId, studentId));
    expect(notes.map((n) => renderNotification(n))).toEqual([{ title: 'Your application is now: Under review', body: null }]);
    const [failed] = await db().select().from(sentMails).orderBy(desc(sentMails.id)).limit(1);
    expect(failed).toMatchObject({ template: 'application_status', status: 'failed' });
  });

  it('rejecting needs a reason; a blank one is refused and nothing changes', async () => {
    const { application } = await makeApplication(db(), { status: 'under_review' });
    await expect(moveStatus(admin, { applicationId: application.id, to: 'rejected', note: '  ' })).rejects.toMatchObject({ code: 'validation' });
    const [after] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, application.id));
    expect(after.status).toBe('under_review');
  });

  it('submitting creates the two fee rows from the settings and waits on the admissions office', async () => {
    const { application, studentId } = await makeApplication(db(), { status: 'draft' });
    const owner = { id: studentId, role: 'student' as const };
    await submitApplication(owner, { application_id: application.id });
    const detail = await getApplication(owner, { id: application.id });
    expect(detail).toMatchObject({ status: 'submitted', waitingOn: 'admissions_office' });
    expect(detail.submittedAt).not.toBeNull();
    const fees = await db().select().from(payments).where(eq(payments.applicationId, application.id));
    expect(fees.map((f) => f.kind).sort()).toEqual(['application_fee', 'service_fee']);
    for (const f of fees) expect(f).toMatchObject({ currency: 'CNY', status: 'unpaid' });
  });

  it('request documents → the slot reopens → re-upload → resubmit → the slot closes again', async () => {
    const { application, studentId } = await makeApplication(db(), { status: 'under_review' });
    const student = { id: studentId, role: 'student' as const };
    // Before the request, no slot of a submitted application is open.
    await expect(saveDocument(student, { id: application.id, slot: 'passport', file: asFile(samplePdf, 'passport.pdf') })).rejects.toMatchObject({ code: 'conflict' });

    await requestDocuments(admin, { applicationId: application.id, slots: ['passport', 'bank_solvency'], reason: 'The passport scan is unreadable' });
    const requested = await getApplication(admin, { id: application.id });
    expect(requested).toMatchObject({ status: 'documents_requested', waitingOn: 'student' });
    const open = requested.documents.filter((d) => d.open).map((d) => d.slot);
    expect(open.sort()).toEqual(['bank_solvency', 'passport']);
    expect(requested.documents.find((d) => d.slot === 'passport')?.requested?.reason).toBe('The passport scan is unreadable');
    expect(requested.history.at(-1)).toMatchObject({ to: 'documents_requested', note: 'The passport scan is unreadable' });

    // A slot that was not requested stays closed; resubmitting before re-uploading is refused.
    await expect(saveDocument(student, { id: application.id, slot: 'cv', file: asFile(samplePdf, 'cv.pdf') })).rejects.toMatchObject({ code: 'conflict' });
    const early = await resubmitApplication(student, { applicationId: application.id }).catch((e) => e);
    expect(early).toMatchObject({ code: 'validation' });
    expect(Object.keys(early.fieldErrors).sort()).toEqual(['documents.bank_solvency', 'documents.passport']);

    await nextMillisecond();
    await saveDocument(student, { id: application.id, slot: 'passport', file: asFile(samplePdf, 'passport-new.pdf') });
    await saveDocument(student, { id: application.id, slot: 'bank_solvency', file: asFile(samplePdf, 'bank.pdf') });
    await resubmitApplication(student, { applicationId: application.id });
    const resubmitted = await getApplication(student, { id: application.id });
    expect(resubmitted).toMatchObject({ status: 'resubmitted', waitingOn: 'admissions_office' });
    expect(resubmitted.documents.filter((d) => d.open || d.requested)).toEqual([]);
    expect(resubmitted.documents.find((d) => d.slot === 'passport')?.file?.name).toBe('passport-new.pdf');
    const rows = await db().select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, application.id));
    expect(rows.every((r) => r.requestedAt === null)).toBe(true);

    // And round again: the admin may ask once more, then decide.
    await requestDocuments(admin, { applicationId: application.id, slots: ['cv'], reason: 'Add your latest job' });
    await saveDocument(student, { id: application.id, slot: 'cv', file: asFile(samplePdf, 'cv-2.pdf') });
    await resubmitApplication(student, { applicationId: application.id });
    await moveStatus(admin, { applicationId: application.id, to: 'under_review' });
    await moveStatus(admin, { applicationId: application.id, to: 'accepted' });
    const accepted = await getApplication(admin, { id: application.id });
    expect(accepted.history.map((h) => h.to)).toEqual(['documents_requested', 'resubmitted', 'documents_requested', 'resubmitted', 'under_review', 'accepted']);
    expect((await getApplication(student, { id: application.id })).status).toBe('accepted');
  });

  it('requestDocuments needs slots and a reason', async () => {
    const { application } = await makeApplication(db(), { status: 'submitted' });
    await expect(requestDocuments(admin, { applicationId: application.id, slots: [], reason: 'x' })).rejects.toMatchObject({ code: 'validation' });
    await expect(requestDocuments(admin, { applicationId: application.id, slots: ['passport'], reason: '' })).rejects.toMatchObject({ code: 'validation' });
    await expect(requestDocuments(admin, { applicationId: application.id, slots: ['nope'], reason: 'x' })).rejects.toMatchObject({ code: 'validation' });
    await expect(moveStatus(admin, { applicationId: application.id, to: 'documents_requested', note: 'x' })).rejects.toMatchObject({ code: 'validation' });
    await expect(moveStatus(admin, { applicationId: application.id, to: 'approved' })).rejects.toMatchObject({ code: 'validation' });
  });
});
