import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { sql } from '@/db';
import { afterCommit, onRollback, withTransaction } from '@/db/transaction';
import { applicationDocuments, applications, auditLogs, candidateProfiles, studentProfiles, uploadedFiles, users } from '@/db/schema';
import { getApplication } from '@/lib/applications/reads';
import { saveStep } from '@/lib/applications/drafts';
import { startApplication } from '@/lib/applications/start';
import { saveApplicationParts, saveDocument } from '@/lib/applications/documents';
import { encodeBearerToken } from '@/lib/auth/tokens';
import { startSession } from '@/lib/auth/session-store';
import { getOwnResume } from '@/lib/candidates/profile';
import { saveResumePhoto } from '@/lib/candidates/photo';
import { saveResumeSection } from '@/lib/candidates/sections';
import { sectionInput } from './resume-fixtures';
import { getProfileFile, getStudentProfile, saveProfileFile, saveProfileSection } from '@/lib/students/profile';
import { validFamilyStep, validStudentStep } from '../helpers/application-fixtures';
import { seedContactStep } from '../helpers/legacy-application-steps';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { asFile, samplePdf, samplePng } from '../helpers/sample-files';
import { makeCourse, makeUser } from './account-fixtures';

/**
 * A request that saves several parts is one unit: if any part is refused or fails in the database,
 * nothing of it is saved (rows, audit rows, stored bytes), and what must wait for the commit (the
 * deletion of a replaced file) never happens. The database failures are real: CHECK constraints
 * this file adds to its own throwaway database refuse one sentinel value per table, so a part
 * whose write carries it fails inside PostgreSQL (PGlite and the server alike), after the parts
 * before it were written in the same transaction.
 */

// The server actions' door, without a request: its headers, its refresh, and whoever is signed in.
const signedIn = vi.hoisted(() => ({ actor: null as { id: number; role: 'student' | 'candidate' } | null }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ refresh: () => {} }));
// The doors built from a declaration (lib/forms/action-door.ts) ask for the signed-in user here.
vi.mock('@/lib/auth/request-actor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/request-actor')>()),
  actorForAction: async () => signedIn.actor,
}));
const { saveStepAction } = await import('@/lib/applications/actions');
const { saveProfileSectionAction } = await import('@/lib/students/actions');
const { saveResumeSectionAction } = await import('@/lib/candidates/actions');
const applicationRoute = await import('@/app/api/web/application/[id]/route');

const { dataDir } = withLocalServices('zy-all-or-nothing-');

/** Values the database itself refuses (the CHECK constraints below); every schema accepts them. */
const REFUSED_NAME = 'Refused By The Database';
const REFUSED_FILE = 'refused-by-the-database.pdf';
const REFUSED_PASSPORT = 'ZZ9999999';
const REFUSED_SKILL = 'Refused by the database';

/** Every stored file's path under the storage folder (the mail outbox left out). */
function storedFiles(): string[] {
  return (fs.readdirSync(dataDir, { recursive: true }) as string[])
    .map(String)
    .filter((f) => !f.split(path.sep).includes('outbox') && fs.statSync(path.join(dataDir, f)).isFile())
    .sort();
}

function form(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
}

describeEachDatabase('all or nothing: a request that saves several parts', ({ db }) => {
  beforeAll(async () => {
    await db().execute(sql.raw(`ALTER TABLE applications ADD CONSTRAINT test_refused_family CHECK (coalesce(family_contact->>'member_name', '') <> '${REFUSED_NAME}')`));
    await db().execute(sql.raw(`ALTER TABLE uploaded_files ADD CONSTRAINT test_refused_file CHECK (original_name <> '${REFUSED_FILE}')`));
    await db().execute(sql.raw(`ALTER TABLE student_profiles ADD CONSTRAINT test_refused_passport CHECK (coalesce(passport_information->>'passport_number', '') <> '${REFUSED_PASSPORT}')`));
    await db().execute(sql.raw(`ALTER TABLE candidate_skills ADD CONSTRAINT test_refused_skill CHECK (skill_name <> '${REFUSED_SKILL}')`));
  });
  beforeEach(() => {
    signedIn.actor = null;
  });

  async function draftOfNewStudent() {
    const u = await makeUser(db(), { role: 'student' });
    const student = { id: u.id, role: 'student' as const };
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    return { student, id };
  }
  const auditRows = async (entity: string, entityId: number) =>
    (await db().select({ n: count() }).from(auditLogs).where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId)))))[0].n;
  const row = async (id: number) => (await db().select().from(applications).where(eq(applications.id, id)))[0];
  const refusedFamily = () => ({ ...validFamilyStep(), family_contact: { ...validFamilyStep().family_contact, member_name: REFUSED_NAME } });

  /** The legacy door itself, called as the old client calls it (a bearer token, the seed's section names). */
  async function legacyPut(userId: number, id: number, body: FormData | Record<string, unknown>): Promise<Response> {
    const [u] = await db().select({ id: users.id, role: users.role, sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId));
    const token = await encodeBearerToken(await startSession(u, { kind: 'api' }));
    const init: RequestInit =
      body instanceof FormData
        ? { method: 'POST', body, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }
        : { method: 'PUT', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' } };
    const request = new Request(`http://localhost/api/web/application/${id}`, init);
    const handler = body instanceof FormData ? applicationRoute.POST : applicationRoute.PUT;
    return handler(request as never, { params: Promise.resolve({ id: String(id) }) } as never);
  }
  const seedFamilyStep = (memberName: string) => ({
    family_conatct: JSON.stringify({ ...validFamilyStep().family_contact, member_name: memberName }),
    fiancial_supporter: JSON.stringify(validFamilyStep().financial_supporter),
  });

  it('legacy PUT: a valid student step and a family step whose write fails in the database save neither', async () => {
    const { student, id } = await draftOfNewStudent();
    const before = await row(id);
    const audited = await auditRows('application', id);
    // The same body with a family step the database accepts is saved whole (the body is right).
    const control = await draftOfNewStudent();
    const ok = await legacyPut(control.student.id, control.id, { ...seedContactStep(), ...seedFamilyStep('Karim Rahman') });
    expect(ok.status).toBe(200);
    expect((await row(control.id)).familyContact).toMatchObject({ member_name: 'Karim Rahman' });

    const res = await legacyPut(student.id, id, { ...seedContactStep(), ...seedFamilyStep(REFUSED_NAME) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const after = await row(id);
    expect(after.studentsInformation).toEqual(before.studentsInformation);
    expect(after.contactDetails).toEqual(before.contactDetails);
    expect(after.familyContact).toEqual(before.familyContact);
    expect(after.savedAt).toBeNull();
    expect(after.currentStep).toBe(before.currentStep);
    expect(await auditRows('application', id)).toBe(audited);
  });

  it('legacy documents call: steps and files are one unit; a file failing in the database leaves no step, no row and no stored byte', async () => {
    const { student, id } = await draftOfNewStudent();
    // A file already in a slot: the unit would replace it, so it must survive the rollback.
    const old = await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'old-passport.pdf') });
    const before = { row: await row(id), files: storedFiles(), fileRows: (await db().select({ n: count() }).from(uploadedFiles))[0].n };

    const body = new FormData();
    body.append('_method', 'PUT');
    for (const [k, v] of Object.entries(seedContactStep())) body.append(k, v);
    body.append('files[]', asFile(samplePdf, 'new-passport.pdf', 'application/pdf'));
    body.append('files[]', asFile(samplePdf, REFUSED_FILE, 'application/pdf'));
    body.append('documents', JSON.stringify({ passport: 'new-passport.pdf', cv: REFUSED_FILE }));
    const res = await legacyPut(student.id, id, body);
    expect(res.status).toBeGreaterThanOrEqual(400);

    const after = await row(id);
    expect(after.studentsInformation).toEqual(before.row.studentsInformation);
    expect(after.savedAt).toBeNull();
    expect(storedFiles()).toEqual(before.files);
    expect((await db().select({ n: count() }).from(uploadedFiles))[0].n).toBe(before.fileRows);
    const docs = await db().select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    expect(docs.map((d) => [d.slot, d.fileId])).toEqual([['passport', old.id]]);
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, old.id))).toHaveLength(1);
    expect(storedFiles().some((f) => f.endsWith(old.storageKey))).toBe(true);
    // Only the first upload's audit row exists (the one before this request).
    expect((await db().select({ n: count() }).from(auditLogs).where(and(eq(auditLogs.entity, 'application_document'), eq(auditLogs.entityId, String(id)))))[0].n).toBe(1);
  });

  it('the documents call with acceptable files saves steps and files together; the replaced file goes after the commit', async () => {
    const { student, id } = await draftOfNewStudent();
    const old = await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'old-passport.pdf') });
    const body = new FormData();
    body.append('_method', 'PUT');
    for (const [k, v] of Object.entries(seedContactStep())) body.append(k, v);
    body.append('files[]', asFile(samplePdf, 'new-passport.pdf', 'application/pdf'));
    body.append('documents', JSON.stringify({ passport: 'new-passport.pdf' }));
    const res = await legacyPut(student.id, id, body);
    // Incomplete (no family step): the files and steps stay, and the answer names what is missing.
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ missing: expect.any(Object) });
    const detail = await getApplication(student, { id: id });
    expect(detail.sections.students_information).toMatchObject({ first_name: 'Amina', in_china: true });
    expect(detail.documents.find((d) => d.slot === 'passport')?.file?.name).toBe('new-passport.pdf');
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, old.id))).toEqual([]);
    expect(storedFiles().some((f) => f.endsWith(old.storageKey))).toBe(false);
  });

  it('saveApplicationParts: a step refused by its rules is refused before anything is written', async () => {
    const { student, id } = await draftOfNewStudent();
    const err = await saveApplicationParts(student, id, {
      steps: [
        { step: 'student', input: validStudentStep() },
        { step: 'family', input: { family_contact: { member_name: 'K' } } },
      ],
    }).catch((e) => e);
    expect(err).toMatchObject({ code: 'validation' });
    expect((await row(id)).savedAt).toBeNull();
  });

  it('use cases join the caller’s unit: two steps, the second failing in the database, leave the first unsaved', async () => {
    const { student, id } = await draftOfNewStudent();
    const before = await row(id);
    const audited = await auditRows('application', id);
    const err = await withTransaction(undefined, async (tx) => {
      await saveStep(student, { application_id: id, step: 'student', ...validStudentStep() }, { tx: tx });
      await saveStep(student, { application_id: id, step: 'family', ...refusedFamily() }, { tx: tx });
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect((await row(id)).studentsInformation).toEqual(before.studentsInformation);
    expect(await auditRows('application', id)).toBe(audited);
  });

  it('after-commit effects wait for the outermost commit and never run on a rollback; rollback effects run only on one', async () => {
    const seen: string[] = [];
    await withTransaction(undefined, async (tx) => {
      await withTransaction(tx, async (inner) => {
        afterCommit(inner, () => seen.push('inner after commit'));
        onRollback(inner, () => seen.push('inner rollback'));
      });
      expect(seen).toEqual([]);
      afterCommit(tx, () => seen.push('outer after commit'));
    });
    expect(seen).toEqual(['inner after commit', 'outer after commit']);

    seen.length = 0;
    const err = await withTransaction(undefined, async (tx) => {
      afterCommit(tx, () => seen.push('after commit'));
      onRollback(tx, () => seen.push('first rollback'));
      onRollback(tx, () => seen.push('second rollback'));
      throw new Error('the unit fails');
    }).catch((e) => e);
    expect(err.message).toBe('the unit fails');
    expect(seen).toEqual(['second rollback', 'first rollback']);

    // A transaction opened without the helper carries no queues: joining it is refused loudly.
    const bare = await db()
      .transaction(async (tx) => withTransaction(tx, async () => 'joined'))
      .catch((e) => e);
    expect(bare).toBeInstanceOf(Error);
    expect(String(bare.message)).toMatch(/withTransaction/);
  });

  it('wizard action: a step whose write fails in the database answers a failed form state and saves nothing', async () => {
    const { student, id } = await draftOfNewStudent();
    const before = await row(id);
    const audited = await auditRows('application', id);
    signedIn.actor = student;
    const state = await saveStepAction(
      null,
      form({
        application_id: String(id),
        step: 'family',
        'family_contact.member_name': REFUSED_NAME,
        'family_contact.member_nationality': 'BD',
        'family_contact.member_phone': '+880 1711 000000',
        'financial_supporter.supporters_name': 'Karim Rahman',
      }),
    );
    expect(state?.ok).toBe(false);
    const after = await row(id);
    expect(after.familyContact).toEqual(before.familyContact);
    expect(after.savedAt).toBeNull();
    expect(await auditRows('application', id)).toBe(audited);
  });

  it('wizard action: an unknown step is refused and saves nothing (never another step in its place)', async () => {
    const { student, id } = await draftOfNewStudent();
    const before = await row(id);
    signedIn.actor = student;
    const state = await saveStepAction(
      null,
      form({ application_id: String(id), step: 'bogus', intent: 'draft', 'family_contact.member_name': 'Karim Rahman' }),
    );
    expect(state?.ok).toBe(false);
    if (state && !state.ok) expect(state.code).toBe('validation');
    const after = await row(id);
    expect(after.savedAt).toEqual(before.savedAt);
    expect(after.currentStep).toEqual(before.currentStep);
    expect(after.studentsInformation).toEqual(before.studentsInformation);
  });

  it('student profile: two sections in one unit, the second failing in the database, save neither (and create no profile row)', async () => {
    const s = { id: (await makeUser(db(), { role: 'student' })).id, role: 'student' as const };
    const basic = { first_name: 'Amina', last_name: 'Khan', parent_name: 'Farid Khan', type: 'Foreign', nationality: 'PK', gender: 'Female', dob: '2001-04-05' };
    const err = await withTransaction(undefined, async (tx) => {
      await saveProfileSection(s, { section: 'basic_information', basic_information: basic }, { tx: tx });
      await saveProfileSection(s, { section: 'passport_information', passport_information: { passport_number: REFUSED_PASSPORT, country: 'PK', expiry_date: '2031-01-01' } }, { tx: tx });
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(await db().select().from(studentProfiles).where(eq(studentProfiles.userId, s.id))).toEqual([]);
    expect(await auditRows('student_profile', s.id)).toBe(0);

    // The action's door: a section failing in the database is a failed form state, nothing saved.
    signedIn.actor = s;
    const state = await saveProfileSectionAction(
      null,
      form({ section: 'passport_information', 'passport_information.passport_number': REFUSED_PASSPORT, 'passport_information.country': 'PK', 'passport_information.expiry_date': '2031-01-01' }),
    );
    expect(state?.ok).toBe(false);
    expect(await db().select().from(studentProfiles).where(eq(studentProfiles.userId, s.id))).toEqual([]);
  });

  it('student profile: a file saved in a unit that rolls back leaves no bytes, and the file it would replace stays', async () => {
    const s = { id: (await makeUser(db(), { role: 'student' })).id, role: 'student' as const };
    await saveProfileFile(s, { userId: s.id, kind: 'passport', file: asFile(samplePdf, 'old-passport.pdf') });
    const old = await getProfileFile(s, { userId: s.id, kind: 'passport' });
    const files = storedFiles();
    const err = await withTransaction(undefined, async (tx) => {
      await saveProfileFile(s, { userId: s.id, kind: 'passport', file: asFile(samplePdf, 'new-passport.pdf') }, { tx: tx });
      await saveProfileSection(s, { section: 'passport_information', passport_information: { passport_number: REFUSED_PASSPORT, country: 'PK', expiry_date: '2031-01-01' } }, { tx: tx });
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(storedFiles()).toEqual(files);
    expect((await getProfileFile(s, { userId: s.id, kind: 'passport' })).id).toBe(old.id);
    expect((await getStudentProfile(s, {})).files.passport?.name).toBe('old-passport.pdf');
  });

  it('resume: two sections in one unit, the second failing in the database, save neither; the action saves nothing either', async () => {
    const c = { id: (await makeUser(db(), { role: 'candidate' })).id, role: 'candidate' as const };
    const err = await withTransaction(undefined, async (tx) => {
      await saveResumeSection(c, sectionInput('basic_info', { first_name: 'Ann', last_name: 'Lee' }), { tx });
      await saveResumeSection(c, sectionInput('skill', { skill_name: REFUSED_SKILL }), { tx });
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, c.id))).toEqual([]);
    expect((await db().select({ n: count() }).from(auditLogs).where(and(eq(auditLogs.actorId, c.id), like(auditLogs.entity, 'candidate_%'))))[0].n).toBe(0);

    signedIn.actor = c;
    const state = await saveResumeSectionAction(null, form({ section: 'skill', 'skill.skill_name': REFUSED_SKILL }));
    expect(state?.ok).toBe(false);
    expect(await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, c.id))).toEqual([]);
  });

  it('resume: a picture saved in a unit that rolls back leaves no bytes, and the picture it would replace stays', async () => {
    const c = { id: (await makeUser(db(), { role: 'candidate' })).id, role: 'candidate' as const };
    const first = await saveResumePhoto(c, { picture: asFile(samplePng, 'me.png', 'image/png') });
    const files = storedFiles();
    const err = await withTransaction(undefined, async (tx) => {
      await saveResumePhoto(c, { picture: asFile(samplePng, 'new-me.png', 'image/png') }, { tx });
      await saveResumeSection(c, sectionInput('skill', { skill_name: REFUSED_SKILL }), { tx });
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(storedFiles()).toEqual(files);
    expect((await getOwnResume(c)).photo).toEqual(first);
  });
});
