import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  applicationDocuments,
  applications,
  auditLogs,
  candidateActivities,
  candidateAddresses,
  candidateCertifications,
  candidateEducations,
  candidateExperiences,
  candidateLanguages,
  candidateProfiles,
  candidateReferences,
  candidateSkills,
  candidateTrainings,
  companyProfiles,
  contactMessages,
  cvFiles,
  jobApplications,
  jobApplicationStages,
  jobs,
  partTimeApplications,
  payments,
  studentProfiles,
  uploadedFiles,
  users,
} from '@/db/schema';
import { deleteOwnAccount } from '@/lib/accounts/delete-profile';
import { uploadCv } from '@/lib/candidates/cvs';
import { saveResumePhoto } from '@/lib/candidates/photo';
import { saveResumeSection } from '@/lib/candidates/sections';
import { sectionInput } from './resume-fixtures';
import { AppError } from '@/lib/errors';
import { findOwnPartTime, listPartTime, savePartTime } from '@/lib/jobs/part-time';
import { setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { makeCourse, makeFile, makeUser, PASSWORD, userExists } from './account-fixtures';

let dataDir: string;
let driver: ReturnType<typeof createLocalDriver>;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-delete-profile-'));
  driver = createLocalDriver(dataDir);
  setStorage(driver);
});
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bytesExist = (f: { storageKey: string; isPublic: boolean }) => fs.existsSync(driver.pathOf(f.storageKey, f.isPublic)!);

async function expectAppError(p: Promise<unknown>, code: AppError['code']): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

describeEachDatabase('deleteOwnAccount', ({ db }) => {
  it('deletes a student, their personal data and files; deletes undecided applications; keeps decided ones anonymised', async () => {
    const student = await makeUser(db(), { role: 'student' });
    const other = await makeUser(db(), { role: 'student' });
    const { universityId, courseId, programId } = await makeCourse(db());
    const second = await makeCourse(db());

    const passport = await makeFile(db(), student.id, 'student_identity');
    const picture = await makeFile(db(), student.id, 'profile_pic', true);
    const docOpen = await makeFile(db(), student.id, 'application_document');
    const docDecided = await makeFile(db(), student.id, 'application_document');
    const othersFile = await makeFile(db(), other.id, 'student_identity');
    await db().update(users).set({ profilePic: picture.storageKey }).where(eq(users.id, student.id));
    await db().insert(studentProfiles).values({ userId: student.id, passportFileId: passport.id, passportInformation: { passport_number: 'X1234567' } });

    const base = { userId: student.id, universityId, programId };
    const [open] = await db()
      .insert(applications)
      .values({ ...base, courseId, status: 'submitted', studentsInformation: { first_name: 'A', passport_number: 'X1234567' } })
      .returning();
    const [withdrawn] = await db().insert(applications).values({ ...base, courseId: second.courseId, status: 'withdrawn' }).returning();
    const [decided] = await db()
      .insert(applications)
      .values({
        ...base,
        courseId,
        status: 'accepted',
        decidedAt: new Date(),
        description: 'my plans',
        contactDetails: { email: student.email, phone: '123', wechat: 'w' },
        studentsInformation: { first_name: 'A', passport_number: 'X1234567' },
        homeAddress: { country: 'BD', city: 'Dhaka', street: '1 Road' },
      })
      .returning();
    const [othersApp] = await db().insert(applications).values({ ...base, userId: other.id, courseId, status: 'submitted' }).returning();
    await db().insert(applicationDocuments).values([
      { applicationId: open.id, slot: 'passport', fileId: docOpen.id },
      { applicationId: decided.id, slot: 'passport', fileId: docDecided.id },
    ]);
    await db().insert(payments).values({ applicationId: decided.id, kind: 'application_fee', amountMinor: 50000, status: 'paid' });
    await db().insert(partTimeApplications).values({ userId: student.id, fullName: 'Part Timer' });
    await db().insert(contactMessages).values({ userId: student.id, name: 'A', email: student.email, subject: 'Hi', message: 'Hello' });

    const result = await deleteOwnAccount({ id: student.id, role: 'student' }, { password: PASSWORD });
    expect(result).toMatchObject({ id: student.id, role: 'student', applicationsDeleted: 2, applicationsAnonymised: 1, filesDeleted: 4 });

    // The account and its personal rows are gone.
    expect(await userExists(db(), student.id)).toBe(false);
    expect(await db().select().from(studentProfiles).where(eq(studentProfiles.userId, student.id))).toHaveLength(0);
    expect(await db().select().from(partTimeApplications).where(eq(partTimeApplications.userId, student.id))).toHaveLength(0);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, student.email))).toHaveLength(0);
    // Files: rows and bytes gone; another user's stay.
    for (const f of [passport, picture, docOpen, docDecided]) {
      expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, f.id)), f.kind).toHaveLength(0);
      expect(bytesExist(f), f.kind).toBe(false);
    }
    expect(bytesExist(othersFile)).toBe(true);
    // Undecided applications deleted; the decided one kept without the person.
    const left = await db().select().from(applications).where(inArray(applications.id, [open.id, withdrawn.id, decided.id, othersApp.id]));
    expect(left.map((a) => a.id).sort()).toEqual([decided.id, othersApp.id].sort());
    const kept = left.find((a) => a.id === decided.id)!;
    expect(kept.userId).toBeNull();
    expect(kept.anonymisedAt).toBeInstanceOf(Date);
    expect(kept.status).toBe('accepted');
    expect(kept.description).toBeNull();
    expect(kept.contactDetails).toBeNull();
    expect(kept.studentsInformation).toBeNull();
    expect(kept.homeAddress).toBeNull();
    expect(await db().select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, decided.id))).toHaveLength(0);
    expect(await db().select().from(payments).where(eq(payments.applicationId, decided.id))).toHaveLength(1);
    // One audit row, without personal data.
    const audit = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(student.id)), eq(auditLogs.action, 'delete')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].changes)).not.toContain(student.email);
  });

  it('deletes a candidate with resume, CVs and job applications, and an employer with company logo and jobs', async () => {
    const candidate = await makeUser(db(), { role: 'candidate' });
    const photo = await makeFile(db(), candidate.id, 'profile_pic', true);
    const cv = await makeFile(db(), candidate.id, 'cv');
    await db().insert(candidateProfiles).values({ userId: candidate.id, firstName: 'C', photo: photo.storageKey });
    await db().insert(cvFiles).values({ userId: candidate.id, fileId: cv.id, title: 'My CV' });
    await deleteOwnAccount({ id: candidate.id, role: 'candidate' }, { password: PASSWORD });
    expect(await userExists(db(), candidate.id)).toBe(false);
    expect(await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id))).toHaveLength(0);
    expect(bytesExist(photo)).toBe(false);
    expect(bytesExist(cv)).toBe(false);

    const employer = await makeUser(db(), { role: 'employer' });
    const logo = await makeFile(db(), null, 'company_logo', true); // an owner never recorded: found through the profile
    await db().insert(companyProfiles).values({ userId: employer.id, orgName: 'Acme', logo: logo.storageKey });
    await db().insert(jobs).values({ employerId: employer.id, categoryId: 44, title: 'Nurse' });
    await deleteOwnAccount({ id: employer.id, role: 'employer' }, { password: PASSWORD });
    expect(await userExists(db(), employer.id)).toBe(false);
    expect(await db().select().from(jobs).where(eq(jobs.employerId, employer.id))).toHaveLength(0);
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, logo.id))).toHaveLength(0);
    expect(bytesExist(logo)).toBe(false);
  });

  it('a candidate built through the resume builder leaves no resume row, CV, picture or job application behind', async () => {
    const candidate = await makeUser(db(), { role: 'candidate' });
    const actor = { id: candidate.id, role: 'candidate' as const };
    const rows = {
      certification: { cer_name: 'First aid' },
      education: { degree_title: 'BSc' },
      experience: { org_name: 'Acme', area_expertise: ['care'] },
      skill: { skill_name: 'Typing' },
      training: { title: 'Safeguarding', topics_covered: ['reporting'] },
      extracurricular: { activity: 'Volunteering' },
      language: { language: 'English' },
      reference: { name: 'Ref' },
      permanent_address: { city: 'Dover' },
      present_address: { city: 'Deal' },
      basic_info: { first_name: 'Del', last_name: 'Me', religion: 'None', nid: 'X123' },
      preference: { keyword: ['care'] },
    };
    for (const [section, input] of Object.entries(rows)) await saveResumeSection(actor, sectionInput(section, input));
    const photo = await saveResumePhoto(actor, { picture: new File([samplePng], 'me.png', { type: 'image/png' }) });
    const cv = await uploadCv(actor, { resume: new File([samplePdf], 'cv.pdf', { type: 'application/pdf' }) });
    const employer = await makeUser(db(), { role: 'employer' });
    const [job] = await db().insert(jobs).values({ employerId: employer.id, categoryId: 44, title: 'Carer' }).returning({ id: jobs.id });
    const [app] = await db().insert(jobApplications).values({ jobId: job.id, candidateId: candidate.id, cvFileId: cv.id }).returning({ id: jobApplications.id });
    await db().insert(jobApplicationStages).values([
      { applicationId: app.id, fromStatus: null, toStatus: 'applied', actorId: candidate.id },
      { applicationId: app.id, fromStatus: 'applied', toStatus: 'shortlisted', actorId: employer.id },
    ]);
    const [profile] = await db().select({ id: candidateProfiles.id }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id));
    const files = await db().select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, candidate.id));
    expect(files).toHaveLength(2);

    await deleteOwnAccount(actor, { password: PASSWORD });
    for (const table of [candidateCertifications, candidateEducations, candidateExperiences, candidateSkills, candidateTrainings, candidateActivities, candidateLanguages, candidateAddresses, candidateReferences]) {
      expect(await db().select().from(table).where(eq(table.profileId, profile.id))).toHaveLength(0);
    }
    expect(await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id))).toHaveLength(0);
    expect(await db().select().from(cvFiles).where(eq(cvFiles.userId, candidate.id))).toHaveLength(0);
    expect(await db().select().from(jobApplications).where(eq(jobApplications.candidateId, candidate.id))).toHaveLength(0);
    expect(await db().select().from(jobApplicationStages).where(eq(jobApplicationStages.applicationId, app.id))).toHaveLength(0);
    expect(await db().select().from(uploadedFiles).where(inArray(uploadedFiles.id, files.map((f) => f.id)))).toHaveLength(0);
    for (const f of files) expect(bytesExist(f)).toBe(false);
    expect(photo.url).toMatch(/^\/files\//);
  });

  it('needs the right password and changes nothing otherwise', async () => {
    const student = await makeUser(db(), { role: 'student' });
    const file = await makeFile(db(), student.id, 'student_identity');
    const err = await expectAppError(deleteOwnAccount({ id: student.id, role: 'student' }, { password: 'Wrong-password-1' }), 'validation');
    expect(inEnglish(err.fieldErrors.password)).toEqual(['Current password is wrong']);
    await expect(deleteOwnAccount({ id: student.id, role: 'student' }, { password: '' })).rejects.toThrow();
    expect(await userExists(db(), student.id)).toBe(true);
    expect(bytesExist(file)).toBe(true);
  });

  it("a candidate's part-time application goes with the account (not left behind without an owner)", async () => {
    const candidate = await makeUser(db(), { role: 'candidate' });
    const other = await makeUser(db(), { role: 'candidate' });
    const admin = await makeUser(db(), { role: 'admin' });
    const tag = `del${Date.now().toString(36)}`;
    const input = { full_name: 'Leaving Soon', city: `Dover ${tag}`, skill: ['Driving'], rate: '11' };
    const { application } = await savePartTime({ id: candidate.id, role: 'candidate' }, input);
    const kept = await savePartTime({ id: other.id, role: 'candidate' }, { ...input, full_name: 'Staying' });
    await deleteOwnAccount({ id: candidate.id, role: 'candidate' }, { password: PASSWORD });
    expect(await db().select().from(partTimeApplications).where(eq(partTimeApplications.id, application.id))).toHaveLength(0);
    const listed = await listPartTime({ id: admin.id, role: 'admin' }, { q: tag });
    expect(listed.items.map((i) => i.id)).toEqual([kept.application.id]);
    expect(await findOwnPartTime({ id: other.id, role: 'candidate' })).not.toBeNull();
  });

  it('is for signed-in students, candidates and employers only', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    await expectAppError(deleteOwnAccount(null, { password: PASSWORD }), 'unauthenticated');
    await expectAppError(deleteOwnAccount({ id: admin.id, role: 'admin' }, { password: PASSWORD }), 'forbidden');
    expect(await userExists(db(), admin.id)).toBe(true);
  });
});
