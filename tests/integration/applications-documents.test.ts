import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationDocuments, uploadedFiles } from '@/db/schema';
import { getApplication } from '@/lib/applications/reads';
import { startApplication } from '@/lib/applications/start';
import { getDocumentFile, removeDocument, saveDocument, storeDocuments } from '@/lib/applications/documents';
import { setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { asFile, sampleExe, sampleHtml, sampleJpeg, samplePdf, samplePng } from '../helpers/sample-files';
import { makeCourse, makeUser } from './account-fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-apps-docs-'));
const driver = createLocalDriver(dataDir);
beforeAll(() => setStorage(driver));
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An 11 MB file that starts like a real PDF. */
const bigPdf = () => asFile(Buffer.concat([samplePdf, Buffer.alloc(11 * 1024 * 1024)]), 'big.pdf', 'application/pdf');

describeEachDatabase('applications: document uploads', ({ db }) => {
  async function draftOfNewStudent() {
    const u = await makeUser(db(), { role: 'student' });
    const student = { id: u.id, role: 'student' as const };
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    return { student, id };
  }
  const fileRows = async () => (await db().select({ n: count() }).from(uploadedFiles))[0].n;

  it('PDF, JPEG and PNG are accepted by content and listed in their slots', async () => {
    const { student, id } = await draftOfNewStudent();
    await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'passport.pdf') });
    await saveDocument(student, { id: id, slot: 'cv', file: asFile(sampleJpeg, 'cv.jpg') });
    const png = await saveDocument(student, { id: id, slot: 'other', file: asFile(samplePng, 'scan.png') });
    expect(png).toMatchObject({ kind: 'application_document', isPublic: false, mimeType: 'image/png', ownerId: student.id });
    const detail = await getApplication(student, { id: id });
    const filled = detail.documents.filter((d) => d.file).map((d) => d.slot);
    expect(filled.sort()).toEqual(['cv', 'other', 'passport']);
    expect(detail.documents.find((d) => d.slot === 'passport')).toMatchObject({ required: true, open: true, file: { name: 'passport.pdf', mimeType: 'application/pdf' } });
    expect(detail.documents.find((d) => d.slot === 'passport')?.file?.url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
  });

  it.each([
    ['a renamed executable', () => asFile(sampleExe, 'passport.pdf', 'application/pdf'), /not allowed: use PDF, JPEG or PNG/],
    ['an HTML page named .png', () => asFile(sampleHtml, 'passport.png', 'image/png'), /not allowed: use PDF, JPEG or PNG/],
    ['an 11 MB PDF', bigPdf, /too large: at most 10 MB/],
  ])('%s is refused with a clear message on its slot; the files already uploaded stay', async (_what, file, message) => {
    const { student, id } = await draftOfNewStudent();
    await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'good-passport.pdf') });
    await saveDocument(student, { id: id, slot: 'cv', file: asFile(samplePdf, 'good-cv.pdf') });
    const before = { rows: await fileRows(), bytes: fs.readdirSync(dataDir, { recursive: true }).length };

    const err = await saveDocument(student, { id: id, slot: 'passport', file: file() }).catch((e) => e);
    expect(err).toMatchObject({ code: 'validation' });
    expect(inEnglish(err).message).toMatch(message);
    expect(inEnglish(err.fieldErrors['documents.passport'][0])).toMatch(message);

    expect(await fileRows()).toBe(before.rows);
    expect(fs.readdirSync(dataDir, { recursive: true }).length).toBe(before.bytes);
    const detail = await getApplication(student, { id: id });
    expect(detail.documents.find((d) => d.slot === 'passport')?.file?.name).toBe('good-passport.pdf');
    expect(detail.documents.find((d) => d.slot === 'cv')?.file?.name).toBe('good-cv.pdf');
    const stored = await getDocumentFile(student, { id: id, slot: 'passport' });
    expect(stored.originalName).toBe('good-passport.pdf');
  });

  it('replacing a file removes the old one; removing empties the slot', async () => {
    const { student, id } = await draftOfNewStudent();
    const first = await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'old.pdf') });
    const second = await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'new.pdf') });
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, first.id))).toEqual([]);
    expect((await getDocumentFile(student, { id: id, slot: 'passport' })).id).toBe(second.id);
    await removeDocument(student, { id: id, slot: 'passport' });
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, second.id))).toEqual([]);
    const rows = await db().select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    expect(rows).toEqual([]);
    await expect(getDocumentFile(student, { id: id, slot: 'passport' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(removeDocument(student, { id: id, slot: 'passport' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('several files at once: all stored together, or (one refused) none of them', async () => {
    const { student, id } = await draftOfNewStudent();
    await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'kept.pdf') });
    const rowsBefore = await fileRows();
    const err = await storeDocuments(student, id, [
      { slot: 'cv', file: asFile(samplePdf, 'cv.pdf') },
      { slot: 'highest_certificate', file: asFile(samplePng, 'cert.png') },
      { slot: 'other', file: asFile(sampleExe, 'other.pdf') },
    ]).catch((e) => e);
    expect(inEnglish(err)).toMatchObject({ code: 'validation', fieldErrors: { 'documents.other': [expect.stringMatching(/not allowed/)] } });
    expect(await fileRows()).toBe(rowsBefore);
    expect((await getApplication(student, { id: id })).documents.filter((d) => d.file).map((d) => d.file?.name)).toEqual(['kept.pdf']);

    const saved = await storeDocuments(student, id, [
      { slot: 'cv', file: asFile(samplePdf, 'cv.pdf') },
      { slot: 'highest_certificate', file: asFile(samplePng, 'cert.png') },
    ]);
    expect(saved).toHaveLength(2);
    expect(await fileRows()).toBe(rowsBefore + 2);
  });

  it('an unknown slot is refused', async () => {
    const { student, id } = await draftOfNewStudent();
    await expect(saveDocument(student, { id: id, slot: 'selfie', file: asFile(samplePdf, 'x.pdf') })).rejects.toMatchObject({ code: 'validation' });
  });
});
