import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationDocuments, auditLogs, uploadedFiles } from '@/db/schema';
import { attachDocument, getDocumentFile, listDocumentOffers, removeDocument, saveDocument } from '@/lib/applications/documents';
import { deleteDraft } from '@/lib/applications/drafts';
import { startApplication } from '@/lib/applications/start';
import type { DocumentSlot } from '@/lib/applications/values';
import { getFileForActor, openStoredFile, setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { asFile, samplePdf } from '../helpers/sample-files';
import { makeCourse, makeUser } from './account-fixtures';

/**
 * A student's documents are kept once and attached to as many applications as needed (PRODUCT 13,
 * "Friction"): attaching copies no bytes, and a slot that lets go of a shared file leaves it to the
 * other applications that hold it.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-apps-reuse-'));
const driver = createLocalDriver(dataDir);
beforeAll(() => setStorage(driver));
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeEachDatabase('applications: a document kept once, attached to several applications', ({ db }) => {
  const fileRows = async () => (await db().select({ n: count() }).from(uploadedFiles))[0].n;
  const storedBytes = () => fs.readdirSync(dataDir, { recursive: true }).length;
  const fileExists = async (id: number) => (await db().select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, id))).length === 1;
  const slotFile = async (applicationId: number, slot: DocumentSlot) =>
    (await db().select({ fileId: applicationDocuments.fileId }).from(applicationDocuments).where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.slot, slot))))[0]?.fileId ?? null;

  /** A student with a submitted application (passport, certificate and CV uploaded) and a new draft. */
  async function studentWithSentApplication() {
    const u = await makeUser(db(), { role: 'student' });
    const student = { id: u.id, role: 'student' as const };
    const sent = (await makeApplication(db(), { status: 'submitted', userId: u.id })).application;
    const { id: draftId } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const passportId = (await slotFile(sent.id, 'passport'))!;
    const [passport] = await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, passportId));
    return { student, sent, draftId, passport };
  }

  it('attaching points the draft slot at the same stored file: no new row, no new bytes; audited; offered before, not after', async () => {
    const { student, sent, draftId, passport } = await studentWithSentApplication();
    const offers = await listDocumentOffers(student, { id: draftId });
    expect(offers.map((o) => o.slot)).toEqual(['passport', 'highest_certificate', 'cv']);
    expect(offers[0]).toMatchObject({ file: { uuid: passport.uuid, name: passport.originalName }, sentWith: { applicationId: sent.id, course: expect.stringMatching(/^Course /) } });

    const before = { rows: await fileRows(), bytes: storedBytes() };
    await attachDocument(student, { application_id: draftId, slot: 'passport', file: passport.uuid });
    expect(await slotFile(draftId, 'passport')).toBe(passport.id);
    expect(await slotFile(sent.id, 'passport')).toBe(passport.id);
    expect(await fileRows()).toBe(before.rows);
    expect(storedBytes()).toBe(before.bytes);
    expect((await getDocumentFile(student, { id: draftId, slot: 'passport' })).id).toBe(passport.id);

    const [audit] = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'application_document'), eq(auditLogs.entityId, String(draftId)), eq(auditLogs.action, 'upload')));
    expect(audit.changes).toMatchObject({ slot: 'passport', file: [null, passport.id], attached: true });
    expect((await listDocumentOffers(student, { id: draftId })).map((o) => o.slot)).toEqual(['highest_certificate', 'cv']);
  });

  it('removing it from one application keeps the file and the other application\'s slot', async () => {
    const { student, sent, draftId, passport } = await studentWithSentApplication();
    await attachDocument(student, { application_id: draftId, slot: 'passport', file: passport.uuid });
    await removeDocument(student, { id: draftId, slot: 'passport' });
    expect(await slotFile(draftId, 'passport')).toBeNull();
    expect(await fileExists(passport.id)).toBe(true);
    expect(await slotFile(sent.id, 'passport')).toBe(passport.id);
    // The bytes too: the submitted application's file still downloads.
    expect(await openStoredFile(await getFileForActor(student, passport.uuid))).not.toBeNull();
  });

  it("replacing it in one application keeps the other's; a file no slot holds any more is deleted", async () => {
    const { student, sent, draftId, passport } = await studentWithSentApplication();
    await attachDocument(student, { application_id: draftId, slot: 'passport', file: passport.uuid });
    const fresh = await saveDocument(student, { id: draftId, slot: 'passport', file: asFile(samplePdf, 'new-passport.pdf') });
    expect(await slotFile(draftId, 'passport')).toBe(fresh.id);
    expect(await fileExists(passport.id)).toBe(true);
    expect(await slotFile(sent.id, 'passport')).toBe(passport.id);
    // The draft's own file, held by no other slot, still goes when replaced.
    const newer = await saveDocument(student, { id: draftId, slot: 'passport', file: asFile(samplePdf, 'newer-passport.pdf') });
    expect(await fileExists(fresh.id)).toBe(false);
    expect(await slotFile(draftId, 'passport')).toBe(newer.id);
  });

  it('deleting a draft that shares a file keeps it for the other application; its own files go', async () => {
    const { student, sent, draftId, passport } = await studentWithSentApplication();
    await attachDocument(student, { application_id: draftId, slot: 'passport', file: passport.uuid });
    const own = await saveDocument(student, { id: draftId, slot: 'cv', file: asFile(samplePdf, 'cv.pdf') });
    const bytes = storedBytes();
    await deleteDraft(student, { applicationId: draftId });
    expect(await fileExists(passport.id)).toBe(true);
    expect(await slotFile(sent.id, 'passport')).toBe(passport.id);
    expect(await openStoredFile(await getFileForActor(student, passport.uuid))).not.toBeNull();
    expect(await fileExists(own.id)).toBe(false);
    expect(storedBytes()).toBe(bytes - 1);
  });

  it("another student's file is refused (404), and so is an unknown one; nothing changes", async () => {
    const { student, draftId } = await studentWithSentApplication();
    const other = await studentWithSentApplication();
    for (const file of [other.passport.uuid, crypto.randomUUID(), 'not-a-uuid']) {
      await expect(attachDocument(student, { application_id: draftId, slot: 'passport', file })).rejects.toMatchObject({ code: 'not_found' });
    }
    expect(await slotFile(draftId, 'passport')).toBeNull();
    // Someone else's application is not there either.
    await expect(attachDocument(student, { application_id: other.draftId, slot: 'passport', file: other.passport.uuid })).rejects.toMatchObject({ code: 'not_found' });
    expect(await slotFile(other.draftId, 'passport')).toBeNull();
  });

  it('a slot that is not open is refused (409); a slot asked for again is open', async () => {
    const { student, sent, passport } = await studentWithSentApplication();
    await expect(attachDocument(student, { application_id: sent.id, slot: 'other', file: passport.uuid })).rejects.toMatchObject({ code: 'conflict' });
    expect(await slotFile(sent.id, 'other')).toBeNull();

    const asked = (await makeApplication(db(), { status: 'documents_requested', userId: student.id, requested: ['passport'] })).application;
    await expect(attachDocument(student, { application_id: asked.id, slot: 'cv', file: passport.uuid })).rejects.toMatchObject({ code: 'conflict' });
    const replaced = (await slotFile(asked.id, 'passport'))!;
    await attachDocument(student, { application_id: asked.id, slot: 'passport', file: passport.uuid });
    expect(await slotFile(asked.id, 'passport')).toBe(passport.id);
    // The file it replaced was held by that slot alone: it goes.
    expect(await fileExists(replaced)).toBe(false);
  });
});
