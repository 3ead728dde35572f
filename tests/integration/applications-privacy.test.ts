import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applicationDocuments, applications, applicationStatusHistory } from '@/db/schema';
import { deleteDraft, saveStep } from '@/lib/applications/drafts';
import { getApplication, listApplications } from '@/lib/applications/reads';
import { moveStatus, requestDocuments, resubmitApplication, submitApplication, withdrawApplication } from '@/lib/applications/moves';
import { getDocumentFile, removeDocument, saveDocument } from '@/lib/applications/documents';
import { makeApplication, validFamilyStep } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { asFile, samplePdf } from '../helpers/sample-files';
import { makeUser } from './account-fixtures';

withLocalServices('zy-apps-privacy-');

/**
 * Student A cannot read, change, withdraw, delete or download anything of student B's: every verb
 * answers 404 (B's application does not exist for A), and B's application is unchanged after.
 */
describeEachDatabase('applications: privacy between students', ({ db }) => {
  type Actor = { id: number; role: 'student' | 'admin' };
  let a: Actor;
  let admin: Actor;
  beforeAll(async () => {
    a = { id: (await makeUser(db(), { role: 'student' })).id, role: 'student' };
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
  });

  /** B's application in a status, and a snapshot to compare after A's attempt. */
  async function ofB(status: 'draft' | 'submitted' | 'documents_requested' = 'draft') {
    const b = await makeApplication(db(), { status, requested: status === 'documents_requested' ? ['passport'] : [] });
    const snapshot = async () => ({
      app: (await db().select().from(applications).where(eq(applications.id, b.application.id)))[0],
      docs: await db().select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, b.application.id)).orderBy(applicationDocuments.id),
      history: await db().select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, b.application.id)),
    });
    return { ...b, id: b.application.id, before: await snapshot(), snapshot };
  }

  it.each([
    ['read', 'draft', (id: number) => getApplication(a, { id: id })],
    ['save a step', 'draft', (id: number) => saveStep(a, { application_id: id, step: 'family', ...validFamilyStep() })],
    ['save a draft', 'draft', (id: number) => saveStep(a, { application_id: id, step: 'family', intent: 'draft' })],
    ['submit', 'draft', (id: number) => submitApplication(a, { application_id: id })],
    ['delete', 'draft', (id: number) => deleteDraft(a, { applicationId: id })],
    ['withdraw', 'submitted', (id: number) => withdrawApplication(a, { applicationId: id })],
    ['resubmit', 'documents_requested', (id: number) => resubmitApplication(a, { applicationId: id })],
    ['upload a document', 'draft', (id: number) => saveDocument(a, { id: id, slot: 'other', file: asFile(samplePdf, 'x.pdf') })],
    ['upload into a requested slot', 'documents_requested', (id: number) => saveDocument(a, { id: id, slot: 'passport', file: asFile(samplePdf, 'x.pdf') })],
    ['remove a document', 'draft', (id: number) => removeDocument(a, { id: id, slot: 'passport' })],
    ['download a document', 'submitted', (id: number) => getDocumentFile(a, { id: id, slot: 'passport' })],
  ] as const)('student A cannot %s on student B’s application (404, nothing changes)', async (_verb, status, call) => {
    const b = await ofB(status);
    await expect(call(b.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await b.snapshot()).toEqual(b.before);
  });

  it('student A’s list never shows B’s applications', async () => {
    const b = await ofB('submitted');
    const mine = await makeApplication(db(), { userId: a.id });
    const ids = (await listApplications(a, { page: 1, per_page: 60 })).items.map((i) => i.id);
    expect(ids).toContain(mine.application.id);
    expect(ids).not.toContain(b.id);
  });

  it('an id that is not one, or nobody’s, is the same 404', async () => {
    for (const id of ['abc', '-1', '1e3', '2147483648', 99_999_999]) {
      await expect(getApplication(a, { id: id })).rejects.toMatchObject({ code: 'not_found' });
      await expect(getDocumentFile(a, { id: id, slot: 'passport' })).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('the owner downloads their own document; an admin too, except from a draft', async () => {
    const b = await ofB('submitted');
    const owner = { id: b.studentId, role: 'student' as const };
    expect((await getDocumentFile(owner, { id: b.id, slot: 'passport' })).kind).toBe('application_document');
    expect((await getDocumentFile(admin, { id: b.id, slot: 'passport' })).kind).toBe('application_document');
    await expect(getDocumentFile(owner, { id: b.id, slot: 'other' })).rejects.toMatchObject({ code: 'not_found' });
    const draft = await ofB('draft');
    await expect(getDocumentFile(admin, { id: draft.id, slot: 'passport' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getApplication(admin, { id: draft.id })).rejects.toMatchObject({ code: 'not_found' });
    expect((await getApplication(admin, { id: b.id })).id).toBe(b.id);
  });

  it('a visitor is asked to sign in; a student cannot make an admin move on their own application', async () => {
    const b = await ofB('submitted');
    await expect(getApplication(null, { id: b.id })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(getDocumentFile(null, { id: b.id, slot: 'passport' })).rejects.toMatchObject({ code: 'unauthenticated' });
    const owner = { id: b.studentId, role: 'student' as const };
    await expect(moveStatus(owner, { applicationId: b.id, to: 'accepted' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(requestDocuments(owner, { applicationId: b.id, slots: ['passport'], reason: 'x' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(await b.snapshot()).toEqual(b.before);
  });
});
