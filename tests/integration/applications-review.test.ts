import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applicationDocuments, applicationNotes, applications, applicationStatusHistory, notifications, payments } from '@/db/schema';
import type { ApplicationStatus } from '@/lib/applications/values';
import { deleteOwnAccount } from '@/lib/accounts/delete-profile';
import { toLegacyApplication } from '@/lib/api/legacy/applications';
import { getApplication, listApplications } from '@/lib/applications/reads';
import { moveStatus, resubmitApplication } from '@/lib/applications/moves';
import { saveDocument } from '@/lib/applications/documents';
import { acceptDocument, addReviewNote, bulkMoveStatus, getApplicationForReview, listApplicationsForExport, listApplicationsForReview, requestDocumentAgain } from '@/lib/applications/review';
import { reviewListSchema } from '@/lib/applications/review-schemas';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { inEnglish } from '../helpers/messages';
import { asFile, samplePdf } from '../helpers/sample-files';
import { makeCourse, makeUser, PASSWORD } from './account-fixtures';
import { nextMillisecond } from '../helpers/clock';

withLocalServices('zy-apps-review-');

type Actor = { id: number; role: 'student' | 'admin' | 'employer' };
const q = (raw: Record<string, unknown>) => reviewListSchema.parse(raw);

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

describeEachDatabase('applications: the admin review', ({ db }) => {
  let admin: Actor;
  let employer: Actor;
  beforeAll(async () => {
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
    employer = { id: (await makeUser(db(), { role: 'employer' })).id, role: 'employer' };
  });

  /** An application of a fresh course (its own university, so a university filter isolates the test). */
  async function app(status: ApplicationStatus, course?: Awaited<ReturnType<typeof makeCourse>>, patch: Partial<typeof applications.$inferInsert> = {}) {
    const made = await makeApplication(db(), { status, course, requested: status === 'documents_requested' ? ['passport'] : [] });
    if (Object.keys(patch).length > 0) await db().update(applications).set(patch).where(eq(applications.id, made.application.id));
    return { id: made.application.id, studentId: made.studentId };
  }

  it('lists every application but drafts, with the filters, search, sort and the worse payment status', async () => {
    const c = await makeCourse(db());
    const other = await makeCourse(db());
    const si = (first: string) => ({ first_name: first, last_name: 'Tester', passport_number: `P-${first}`, nationality: 'BD' }) as never;
    const a = await app('submitted', c, { studentsInformation: si('Zara'), submittedAt: new Date('2025-01-15T10:00:00Z') });
    const b = await app('under_review', c, { studentsInformation: si('Aisha'), submittedAt: new Date('2025-03-01T10:00:00Z'), homeAddress: { country: 'NP', city: 'Kathmandu', street: 'X' } });
    const d = await app('draft', c);
    const e = await app('accepted', other, { submittedAt: new Date('2025-03-02T10:00:00Z') });
    await db().insert(payments).values([
      { applicationId: a.id, kind: 'application_fee', amountMinor: 50000, status: 'paid' },
      { applicationId: a.id, kind: 'service_fee', amountMinor: 750000, status: 'pending' },
      { applicationId: b.id, kind: 'application_fee', amountMinor: 50000, status: 'paid' },
      { applicationId: b.id, kind: 'service_fee', amountMinor: 750000, status: 'paid' },
    ]);

    const ofC = await listApplicationsForReview(admin, q({ university_id: String(c.universityId) }));
    expect(ofC.total).toBe(2);
    expect(ofC.items.map((i) => i.id)).toEqual([b.id, a.id]); // newest submission first
    expect(ofC.items.map((i) => i.id)).not.toContain(d.id);
    const itemA = ofC.items.find((i) => i.id === a.id)!;
    expect(itemA).toMatchObject({ fullName: 'Zara Tester', status: 'submitted', paymentStatus: 'pending', country: 'Bangladesh', phone: '+8613800000000' });
    expect(ofC.items.find((i) => i.id === b.id)).toMatchObject({ paymentStatus: 'paid', country: 'Nepal' });

    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), status: 'submitted' }))).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), country: 'NP' }))).items.map((i) => i.id)).toEqual([b.id]);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), from: '2025-02-01', to: '2025-03-01' }))).items.map((i) => i.id)).toEqual([b.id]);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), to: '2025-01-15' }))).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), q: 'zara' }))).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), q: 'P-Aisha' }))).items.map((i) => i.id)).toEqual([b.id]);
    expect((await listApplicationsForReview(admin, q({ q: `#${e.id}` }))).items.map((i) => i.id)).toEqual([e.id]);
    // One or two letters: a word starting with them ("Za" is Zara's, "ar" inside her name is no one's).
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), q: 'Za' }))).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), q: 'ar' }))).items.map((i) => i.id)).not.toContain(a.id);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), program_id: String(c.programId) }))).total).toBe(2);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), sort: 'name' }))).items.map((i) => i.fullName)).toEqual(['Aisha Tester', 'Zara Tester']);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), sort: 'name', dir: 'desc' }))).items.map((i) => i.fullName)).toEqual(['Zara Tester', 'Aisha Tester']);
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), sort: 'payment' }))).items.map((i) => i.id)).toEqual([a.id, b.id]);
    // A wildcard in the search is text, not a pattern.
    expect((await listApplicationsForReview(admin, q({ university_id: String(c.universityId), q: '%' }))).total).toBe(0);
    // The export is the same filter, unpaged.
    const exported = await listApplicationsForExport(admin, q({ university_id: String(c.universityId), per_page: '10' }));
    expect(exported.total).toBe(2);
    const rows = [];
    for await (const batch of exported.batches()) rows.push(...batch);
    expect(rows.map((i) => i.id)).toEqual([b.id, a.id]);

    expect(await codeOf(listApplicationsForReview(null, q({})))).toBe('unauthenticated');
    expect(await codeOf(listApplicationsForReview({ id: a.studentId, role: 'student' }, q({})))).toBe('forbidden');
    expect(await codeOf(listApplicationsForExport(employer, q({})))).toBe('forbidden');
  });

  it('bulk start review moves the applications that can and refuses the rest with the reason', async () => {
    const c = await makeCourse(db());
    const sub = await app('submitted', c);
    const resub = await app('resubmitted', c);
    const accepted = await app('accepted', c);
    const draft = await app('draft', c);
    const result = await bulkMoveStatus(admin, { ids: [sub.id, resub.id, accepted.id, draft.id], to: 'under_review' });
    expect(result.moved.sort()).toEqual([sub.id, resub.id].sort());
    expect(result.refused.map((r) => r.id).sort()).toEqual([accepted.id, draft.id].sort());
    expect(inEnglish(result.refused.find((r) => r.id === accepted.id)!.message)).toMatch(/cannot move from Accepted to Under review/);
    const statuses = await db().select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.courseId, c.courseId));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [sub.id]: 'under_review', [resub.id]: 'under_review', [accepted.id]: 'accepted', [draft.id]: 'draft' });
    // Each moved application has its history row and the student's notification.
    const history = await db().select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, sub.id));
    expect(history.map((h) => h.toStatus)).toEqual(['under_review']);
    expect((await db().select().from(notifications).where(eq(notifications.userId, sub.studentId))).length).toBe(1);
  });

  it('bulk reject needs one shared reason, which every student reads; no other move is offered in bulk', async () => {
    const c = await makeCourse(db());
    const one = await app('under_review', c);
    const two = await app('submitted', c);
    expect(await codeOf(bulkMoveStatus(admin, { ids: [one.id, two.id], to: 'rejected', note: '  ' }))).toBe('validation');
    expect(await codeOf(bulkMoveStatus(admin, { ids: [one.id], to: 'accepted' }))).toBe('validation');
    expect(await codeOf(bulkMoveStatus(admin, { ids: [one.id], to: 'documents_requested', note: 'x' }))).toBe('validation');
    expect(await codeOf(bulkMoveStatus({ id: one.studentId, role: 'student' }, { ids: [one.id], to: 'under_review' }))).toBe('forbidden');
    const result = await bulkMoveStatus(admin, { ids: [one.id, two.id], to: 'rejected', note: 'The course is full this year' });
    expect(result).toEqual({ moved: [one.id, two.id], refused: [] });
    for (const x of [one, two]) {
      const mine = await getApplication({ id: x.studentId, role: 'student' }, { id: x.id });
      expect(mine.status).toBe('rejected');
      expect(mine.history.at(-1)).toMatchObject({ to: 'rejected', note: 'The course is full this year', by: 'admissions_office' });
    }
  });

  it('accepts a document only when it holds a file the student has not been asked to replace', async () => {
    const { id, studentId } = await app('submitted');
    const student = { id: studentId, role: 'student' as const };
    await acceptDocument(admin, { applicationId: id, slot: 'passport' });
    expect((await getApplicationForReview(admin, { id: id })).reviews.passport).toBeTruthy();
    expect(await codeOf(acceptDocument(admin, { applicationId: id, slot: 'foreign_certificate' }))).toBe('conflict');
    expect(await codeOf(acceptDocument(student, { applicationId: id, slot: 'cv' }))).toBe('forbidden');

    // Requesting it again clears the acceptance; it cannot be accepted until a new file comes.
    await moveStatus(admin, { applicationId: id, to: 'under_review' });
    const after = await requestDocumentAgain(admin, { applicationId: id, slot: 'passport', reason: 'The scan is blurred' });
    expect(after.status).toBe('documents_requested');
    expect((await getApplicationForReview(admin, { id: id })).reviews.passport).toBeUndefined();
    expect(await codeOf(acceptDocument(admin, { applicationId: id, slot: 'passport' }))).toBe('conflict');
    const seen = await getApplication(student, { id: id });
    expect(seen.documents.find((d) => d.slot === 'passport')!.requested?.reason).toBe('The scan is blurred');

    await nextMillisecond();
    await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'passport.pdf') });
    await resubmitApplication(student, { applicationId: id });
    await acceptDocument(admin, { applicationId: id, slot: 'passport' });
    const [row] = await db().select().from(applicationDocuments).where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, 'passport')));
    expect(row.acceptedBy).toBe(admin.id);
  });

  it('keeps internal notes from every student read, and erases them with the student’s account', async () => {
    const { id, studentId } = await app('submitted');
    const student = { id: studentId, role: 'student' as const };
    const secret = `Internal-${crypto.randomUUID()}`;
    const note = await addReviewNote(admin, { applicationId: id, body: secret });
    expect(note.body).toBe(secret);
    expect(await codeOf(addReviewNote(student, { applicationId: id, body: 'mine' }))).toBe('forbidden');
    expect(await codeOf(addReviewNote(admin, { applicationId: id, body: '   ' }))).toBe('validation');
    expect(await codeOf(addReviewNote(admin, { applicationId: 99_999_999, body: 'x' }))).toBe('not_found');
    expect(await codeOf(getApplicationForReview(student, { id: id }))).toBe('forbidden');

    expect((await getApplicationForReview(admin, { id: id })).notes.map((n) => n.body)).toEqual([secret]);
    // A status change afterwards: the student's reads hold the status note, never the internal one.
    await moveStatus(admin, { applicationId: id, to: 'under_review', note: 'We have started' });
    const reads = [await getApplication(student, { id: id }), await listApplications(student, { page: 1, per_page: 20 }), toLegacyApplication(await getApplication(student, { id: id }))];
    for (const r of reads) expect(JSON.stringify(r)).not.toContain(secret);
    const mine = await db().select().from(notifications).where(eq(notifications.userId, studentId));
    expect(JSON.stringify(mine)).not.toContain(secret);

    // A decided application is kept anonymised when its student leaves: its notes go.
    await moveStatus(admin, { applicationId: id, to: 'rejected', note: 'No seats' });
    await deleteOwnAccount(student, { password: PASSWORD });
    expect(await db().select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toEqual([]);
  });
});
