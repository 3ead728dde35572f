import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applications, applicationStatusHistory, courses, studentProfiles, universities } from '@/db/schema';
import { deleteDraft, saveStep } from '@/lib/applications/drafts';
import { getApplication, listApplications } from '@/lib/applications/reads';
import { startApplication } from '@/lib/applications/start';
import { submitApplication } from '@/lib/applications/moves';
import { saveDocument } from '@/lib/applications/documents';
import { makeApplication, validDeclarationStep, validFamilyStep, validStudentStep } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { inEnglish } from '../helpers/messages';
import { asFile, samplePdf, samplePng } from '../helpers/sample-files';
import { makeCourse, makeUser } from './account-fixtures';

withLocalServices('zy-apps-wizard-');

const page1 = { page: 1, per_page: 20 };

describeEachDatabase('applications: apply and the wizard', ({ db }) => {
  async function newStudent() {
    const u = await makeUser(db(), { role: 'student' });
    return { id: u.id, role: 'student' as const, email: u.email };
  }

  it('a student applies: a draft with the course’s university and degree; applying again opens the same one', async () => {
    const student = await newStudent();
    const course = await makeCourse(db());
    const first = await startApplication(student, { courseId: String(course.courseId) });
    expect(first.created).toBe(true);
    const again = await startApplication(student, { courseId: course.courseId });
    expect(again).toEqual({ id: first.id, created: false });
    const detail = await getApplication(student, { id: first.id });
    expect(detail).toMatchObject({ status: 'draft', waitingOn: 'student', currentStep: 1, university: { id: course.universityId }, course: { id: course.courseId }, program: { id: course.programId } });
    expect(detail.history).toMatchObject([{ from: null, to: 'draft', by: 'student' }]);
    // The account pre-fills the contact e-mail.
    expect(detail.sections.contact_details).toMatchObject({ email: student.email });
    // The summary panel's fees: the site settings' (CNY 500 and 7,500), no payment yet.
    expect(detail.fees).toEqual([
      { kind: 'application_fee', amountMinor: 50_000, currency: 'CNY', status: null },
      { kind: 'service_fee', amountMinor: 750_000, currency: 'CNY', status: null },
    ]);
  });

  it('the student profile pre-fills a new application', async () => {
    const student = await newStudent();
    await db()
      .insert(studentProfiles)
      .values({ userId: student.id, basicInformation: { first_name: 'Li', last_name: 'Wei', nationality: 'PK', gender: 'Male' }, passportInformation: { passport_number: 'AB1234567', expiry_date: '2031-01-01' } });
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    expect((await getApplication(student, { id: id })).sections.students_information).toMatchObject({
      first_name: 'Li',
      last_name: 'Wei',
      nationality: 'PK',
      gender: 'Male',
      passport_number: 'AB1234567',
      passport_expiry_date: '2031-01-01',
    });
  });

  it("a second application starts from the first one's answers, never its declaration (typed once)", async () => {
    const student = await newStudent();
    const first = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const studentStep = validStudentStep();
    await saveStep(student, { application_id: first.id, step: 'student', ...studentStep });
    await saveStep(student, { application_id: first.id, step: 'family', ...validFamilyStep() });
    await saveStep(student, { application_id: first.id, step: 'declaration', ...validDeclarationStep() });
    const before = await getApplication(student, { id: first.id });

    const second = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    expect(second.created).toBe(true);
    const after = await getApplication(student, { id: second.id });
    for (const section of ['contact_details', 'students_information', 'home_address', 'language_proficiency', 'education_background', 'family_contact', 'financial_supporter', 'emergency_contact'] as const) {
      expect(after.sections[section], section).toEqual(before.sections[section]);
    }
    expect(after.sections.family_contact).not.toEqual({});
    expect(after.sections.education_background.length).toBeGreaterThan(0);
    // Each application is declared on its own.
    expect(Object.values(after.sections.declaration).some(Boolean)).toBe(false);
  });

  it.each([
    ['an admin', 'admin'],
    ['an employer', 'employer'],
    ['a job seeker', 'candidate'],
  ] as const)('%s cannot apply (only student accounts)', async (_who, role) => {
    const u = await makeUser(db(), { role });
    await expect(startApplication({ id: u.id, role }, { courseId: (await makeCourse(db())).courseId })).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('a visitor is asked to sign in', async () => {
    await expect(startApplication(null, { courseId: 1 })).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('a disabled course, or one past its deadline, refuses applying and submitting', async () => {
    const student = await newStudent();
    const disabled = await makeCourse(db());
    await db().update(courses).set({ status: false }).where(eq(courses.id, disabled.courseId));
    await expect(startApplication(student, { courseId: disabled.courseId })).rejects.toMatchObject({ code: 'conflict' });
    const late = await makeCourse(db());
    await db().update(universities).set({ deadline: '2020-01-01' }).where(eq(universities.id, late.universityId));
    await expect(startApplication(student, { courseId: late.courseId })).rejects.toMatchObject({ code: 'conflict' });
    const { application } = await makeApplication(db(), { userId: student.id, course: late });
    await expect(submitApplication(student, { application_id: application.id })).rejects.toMatchObject({ code: 'conflict' });
    await expect(startApplication(student, { courseId: 99_999_999 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('Next saves a step with its full rules and resumes at the next step; everything is there on reload', async () => {
    const student = await newStudent();
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const saved = await saveStep(student, { application_id: id, step: 'student', ...validStudentStep() });
    expect(saved.currentStep).toBe(2);
    expect(saved.savedAt).not.toBeNull();
    const reloaded = await getApplication(student, { id: String(id) });
    expect(reloaded.sections.students_information).toMatchObject({ first_name: 'Amina', chinese_name: '阿米娜', hobbies: 'Chess', in_china: false });
    expect(reloaded.sections.postal_address).toEqual(reloaded.sections.home_address);
    expect(reloaded.sections.postal_same_as_home).toBe(true);
    await saveStep(student, { application_id: id, step: 'family', ...validFamilyStep() });
    const third = await saveStep(student, { application_id: id, step: 'declaration', ...validDeclarationStep() });
    expect(third.currentStep).toBe(4);
  });

  it('Next refuses an incomplete step with field errors and saves nothing', async () => {
    const student = await newStudent();
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const input = validStudentStep();
    input.contact_details.wechat = '';
    input.education_background[0].finished = '2000-01';
    const err = await saveStep(student, { application_id: id, step: 'student', ...input }).catch((e) => e);
    expect(err).toMatchObject({ code: 'validation' });
    expect(Object.keys(err.fieldErrors).sort()).toEqual(['contact_details.wechat', 'education_background.0.finished']);
    const after = await getApplication(student, { id: id });
    expect(after.savedAt).toBeNull();
    expect(after.currentStep).toBe(1);
  });

  it('Save draft keeps incomplete input and resumes at the same step', async () => {
    const student = await newStudent();
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const saved = await saveStep(student, { application_id: id, step: 'family', ...{ family_contact: { member_name: 'Karim' } }, intent: 'draft' });
    expect(saved.currentStep).toBe(2);
    expect(saved.sections.family_contact).toMatchObject({ member_name: 'Karim' });
    await expect(saveStep(student, { application_id: id, step: 'family', ...{ family_contact: { member_email: 'nope' } }, intent: 'draft' })).rejects.toMatchObject({ code: 'validation' });
    await expect(saveStep(student, { application_id: id, step: 'payments', intent: 'draft' })).rejects.toMatchObject({ code: 'validation' });
  });

  it('submit lists what is missing per step, then succeeds once complete; a submitted application is read-only', async () => {
    const student = await newStudent();
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    await saveStep(student, { application_id: id, step: 'student', ...validStudentStep() });
    const err = await submitApplication(student, { application_id: id }).catch((e) => e);
    expect(err).toMatchObject({ code: 'validation' });
    expect(Object.keys(err.details.missing).sort()).toEqual(['declaration', 'documents', 'family']);
    expect(Object.keys(err.details.missing.documents).sort()).toEqual(['cv', 'highest_certificate', 'passport']);
    expect((await getApplication(student, { id: id })).status).toBe('draft');

    await saveStep(student, { application_id: id, step: 'family', ...validFamilyStep() });
    await saveStep(student, { application_id: id, step: 'declaration', ...validDeclarationStep() });
    await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'passport.pdf') });
    await saveDocument(student, { id: id, slot: 'highest_certificate', file: asFile(samplePng, 'certificate.png') });
    await saveDocument(student, { id: id, slot: 'cv', file: asFile(samplePdf, 'cv.pdf') });
    await submitApplication(student, { application_id: id });
    const submitted = await getApplication(student, { id: id });
    expect(inEnglish(submitted)).toMatchObject({ status: 'submitted', statusLabel: 'Submitted', waitingOn: 'admissions_office' });
    expect(submitted.history.map((h) => h.to)).toEqual(['draft', 'submitted']);
    expect(submitted.fees.map((f) => [f.kind, f.amountMinor, f.status])).toEqual([
      ['application_fee', 50_000, 'unpaid'],
      ['service_fee', 750_000, 'unpaid'],
    ]);

    await expect(saveStep(student, { application_id: id, step: 'family', ...validFamilyStep() })).rejects.toMatchObject({ code: 'conflict' });
    await expect(saveDocument(student, { id: id, slot: 'other', file: asFile(samplePdf, 'other.pdf') })).rejects.toMatchObject({ code: 'conflict' });
    await expect(deleteDraft(student, { applicationId: id })).rejects.toMatchObject({ code: 'conflict' });
    // A submitted application is still open: applying again to the course opens it.
    expect(await startApplication(student, { courseId: submitted.course.id })).toEqual({ id, created: false });
  });

  it('a withdrawn application no longer blocks applying again to the same course', async () => {
    const student = await newStudent();
    const course = await makeCourse(db());
    const { application } = await makeApplication(db(), { userId: student.id, course, status: 'withdrawn' });
    const again = await startApplication(student, { courseId: course.courseId });
    expect(again.created).toBe(true);
    expect(again.id).not.toBe(application.id);
  });

  it('deleting a draft removes it with its history', async () => {
    const student = await newStudent();
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    await saveDocument(student, { id: id, slot: 'passport', file: asFile(samplePdf, 'passport.pdf') });
    await deleteDraft(student, { applicationId: id });
    expect(await db().select().from(applications).where(eq(applications.id, id))).toEqual([]);
    expect(await db().select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id))).toEqual([]);
    await expect(getApplication(student, { id: id })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the applied list: the student’s own, with university, course, degree, status and last change', async () => {
    const student = await newStudent();
    const other = await newStudent();
    expect((await listApplications(student, page1)).items).toEqual([]);
    const a = await makeApplication(db(), { userId: student.id, status: 'submitted' });
    const b = await makeApplication(db(), { userId: student.id, status: 'draft' });
    await makeApplication(db(), { userId: other.id, status: 'submitted' });
    const page = await listApplications(student, page1);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id).sort()).toEqual([a.application.id, b.application.id].sort());
    const item = page.items.find((i) => i.id === a.application.id)!;
    expect(inEnglish(item)).toMatchObject({ status: 'submitted', statusLabel: 'Submitted', university: { id: a.application.universityId }, course: { id: a.courseId } });
    expect(item.university.name).toMatch(/^University /);
    expect(item.program.name.length).toBeGreaterThan(0);
    expect(item.updatedAt).toBeInstanceOf(Date);
    const admin = await makeUser(db(), { role: 'admin' });
    await expect(listApplications({ id: admin.id, role: 'admin' }, page1)).rejects.toMatchObject({ code: 'forbidden' });
  });
});
