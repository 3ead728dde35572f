import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { studentProfiles, uploadedFiles, users } from '@/db/schema';
import { getApplication } from '@/lib/applications/reads';
import { startApplication } from '@/lib/applications/start';
import { getProfileFile, getStudentProfile, removeProfileFile, saveProfileFile, saveProfileSection } from '@/lib/students/profile';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { asFile, sampleElf, sampleHtml, samplePdf, samplePng } from '../helpers/sample-files';
import { makeCourse, makeUser } from './account-fixtures';

// The action's door, without a request: its headers, its refresh, and whoever is signed in.
const signedIn = vi.hoisted(() => ({ actor: null as { id: number; role: 'student' } | null }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ refresh: () => {} }));
// The action door (lib/forms/action-door.ts) asks for the signed-in user here.
vi.mock('@/lib/auth/request-actor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/request-actor')>()),
  actorForAction: async () => signedIn.actor,
}));
const { saveProfileSectionAction } = await import('@/lib/students/actions');

withLocalServices('zy-student-profile-');

type Actor = { id: number; role: 'student' | 'admin' | 'employer' };

const basic = { first_name: 'Amina', last_name: 'Khan', parent_name: 'Farid Khan', type: 'Foreign', nationality: 'PK', gender: 'Female', dob: '2001-04-05' };
const bachelor = { institute_name: 'Lahore University', examination_name: 'BSc Physics', year: '2022', duration: '4 years', grade: 'A' };
const passport = { passport_number: 'AB1234567', country: 'PK', expiry_date: '2031-01-01' };

function form(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
}

describeEachDatabase('student profile', ({ db }) => {
  let a: Actor;
  let b: Actor;
  let admin: Actor;
  const student = async (): Promise<Actor> => ({ id: (await makeUser(db(), { role: 'student' })).id, role: 'student' });
  beforeAll(async () => {
    a = await student();
    b = await student();
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
  });
  beforeEach(() => {
    signedIn.actor = null;
  });

  it('an unsaved profile is every section null and no file', async () => {
    const s = await student();
    const p = await getStudentProfile(s, {});
    expect(p.userId).toBe(s.id);
    expect(Object.values(p.sections).every((v) => v === null)).toBe(true);
    expect(p.files).toEqual({ national_identity: null, certificates: null, passport: null });
  });

  it('each section saves on its own; the others stay as they were', async () => {
    const s = await student();
    await saveProfileSection(s, { section: 'basic_information', basic_information: basic });
    await saveProfileSection(s, { section: 'education_bachelor', education_bachelor: bachelor });
    const after = await saveProfileSection(s, { section: 'passport_information', passport_information: passport });
    expect(after.sections.basic_information).toEqual(basic);
    expect(after.sections.education_bachelor).toEqual(bachelor);
    expect(after.sections.passport_information).toEqual(passport);
    expect(after.sections.education_masters).toBeNull();
    // A second save of one section replaces that section only.
    await saveProfileSection(s, { section: 'basic_information', basic_information: { ...basic, first_name: 'Aminah', type: '', gender: '' } });
    const again = await getStudentProfile(s, { userId: String(s.id) });
    expect(again.sections.basic_information).toMatchObject({ first_name: 'Aminah', type: null, gender: null });
    expect(again.sections.education_bachelor).toEqual(bachelor);
  });

  it.each([
    ['basic_information', { ...basic, first_name: '' }, 'first_name'],
    ['basic_information', { ...basic, parent_name: ' ' }, 'parent_name'],
    ['basic_information', { ...basic, nationality: undefined }, 'nationality'],
    ['basic_information', { ...basic, type: 'Bachelor' }, 'type'],
    ['basic_information', { ...basic, gender: 'Other' }, 'gender'],
    ['basic_information', { ...basic, dob: '2001-02-30' }, 'dob'],
    ['education_school', { ...bachelor, institute_name: '' }, 'institute_name'],
    ['education_higher_school', { ...bachelor, examination_name: '' }, 'examination_name'],
    ['education_masters', { ...bachelor, year: '22' }, 'year'],
    ['passport_information', { ...passport, passport_number: '' }, 'passport_number'],
    ['passport_information', { ...passport, country: '' }, 'country'],
    ['passport_information', { ...passport, expiry_date: 'soon' }, 'expiry_date'],
  ] as const)('%s refuses a bad %#: the field is named and nothing is stored', async (section, input, field) => {
    const s = await student();
    await expect(saveProfileSection(s, { section: section, [section]: input })).rejects.toMatchObject({ code: 'validation', fieldErrors: { [`${section}.${field}`]: [expect.any(String)] } });
    expect(await db().select().from(studentProfiles).where(eq(studentProfiles.userId, s.id))).toHaveLength(0);
  });

  it('an expired passport is refused as the application wizard refuses it (issue 30, item 3)', async () => {
    const s = await student();
    await expect(saveProfileSection(s, { section: 'passport_information', passport_information: { ...passport, expiry_date: '2020-01-01' } })).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { 'passport_information.expiry_date': [expect.stringMatching(/^validation\.applications\.passportExpired/)] },
    });
    expect(await db().select().from(studentProfiles).where(eq(studentProfiles.userId, s.id))).toHaveLength(0);
  });

  it('never saved, the basic information starts from what the account says (the name given at registration)', async () => {
    const s = await student();
    await db().update(users).set({ firstName: 'Amina', lastName: 'Yusuf', country: 'NG', gender: 'Female' }).where(eq(users.id, s.id));
    const view = await getStudentProfile(s, {});
    expect(view.sections.basic_information).toBeNull();
    expect(view.accountDefaults).toEqual({ first_name: 'Amina', last_name: 'Yusuf', nationality: 'NG', gender: 'Female' });
  });

  it('duration and grade are optional; an unknown section is refused', async () => {
    const s = await student();
    const p = await saveProfileSection(s, { section: 'education_school', education_school: { institute_name: 'City School', examination_name: 'SSC', year: '2016' } });
    expect(p.sections.education_school).toEqual({ institute_name: 'City School', examination_name: 'SSC', year: '2016' });
    await expect(saveProfileSection(s, { section: 'hobbies', hobbies: {} })).rejects.toMatchObject({ code: 'validation' });
  });

  it('only students have a profile to save; a visitor is asked to sign in', async () => {
    await expect(saveProfileSection(admin, { section: 'basic_information', basic_information: basic })).rejects.toMatchObject({ code: 'forbidden' });
    const employer = await makeUser(db(), { role: 'employer' });
    await expect(saveProfileSection({ id: employer.id, role: 'employer' }, { section: 'basic_information', basic_information: basic })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(saveProfileSection(null, { section: 'basic_information', basic_information: basic })).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(getStudentProfile(null, {})).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('files are stored, listed, downloaded, replaced and removed; checked by content', async () => {
    const s = await student();
    const saved = await saveProfileFile(s, { userId: s.id, kind: 'passport', file: asFile(samplePdf, 'passport.pdf', 'application/pdf') });
    expect(saved).toMatchObject({ name: 'passport.pdf', mimeType: 'application/pdf', url: `/api/students/${s.id}/profile-files/passport` });
    await saveProfileFile(s, { userId: s.id, kind: 'national_identity', file: asFile(samplePng, 'id.png') });
    const p = await getStudentProfile(s, {});
    expect(p.files.passport).toMatchObject({ name: 'passport.pdf' });
    expect(p.files.national_identity).toMatchObject({ name: 'id.png', mimeType: 'image/png' });
    expect(p.files.certificates).toBeNull();
    const file = await getProfileFile(s, { userId: s.id, kind: 'passport' });
    expect(file).toMatchObject({ ownerId: s.id, kind: 'student_identity', isPublic: false });

    // Replacing removes the old file's row.
    await saveProfileFile(s, { userId: s.id, kind: 'passport', file: asFile(samplePng, 'passport-scan.png') });
    expect(await db().select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id))).toHaveLength(0);
    expect((await getStudentProfile(s, {})).files.passport).toMatchObject({ name: 'passport-scan.png' });

    // Refused by content, whatever the name says; the file already there stays.
    await expect(saveProfileFile(s, { userId: s.id, kind: 'passport', file: asFile(sampleElf, 'passport.pdf', 'application/pdf') })).rejects.toMatchObject({ code: 'validation' });
    await expect(saveProfileFile(s, { userId: s.id, kind: 'passport', file: asFile(sampleHtml, 'passport.png', 'image/png') })).rejects.toMatchObject({ code: 'validation' });
    await expect(saveProfileFile(s, { userId: s.id, kind: 'selfie', file: asFile(samplePng, 'x.png') })).rejects.toMatchObject({ code: 'validation' });
    expect((await getStudentProfile(s, {})).files.passport).toMatchObject({ name: 'passport-scan.png' });

    await removeProfileFile(s, { userId: s.id, kind: 'passport' });
    expect((await getStudentProfile(s, {})).files.passport).toBeNull();
    await expect(removeProfileFile(s, { userId: s.id, kind: 'passport' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getProfileFile(s, { userId: s.id, kind: 'passport' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('student A cannot read B’s profile or download B’s files (404); an admin can', async () => {
    await saveProfileSection(b, { section: 'basic_information', basic_information: basic });
    await saveProfileFile(b, { userId: b.id, kind: 'certificates', file: asFile(samplePdf, 'certificates.pdf') });
    await expect(getStudentProfile(a, { userId: b.id })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getStudentProfile(a, { userId: String(b.id) })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getProfileFile(a, { userId: b.id, kind: 'certificates' })).rejects.toMatchObject({ code: 'not_found' });
    for (const id of ['abc', '-1', 99_999_999]) await expect(getProfileFile(a, { userId: id, kind: 'certificates' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getProfileFile(null, { userId: b.id, kind: 'certificates' })).rejects.toMatchObject({ code: 'unauthenticated' });

    expect((await getStudentProfile(admin, { userId: b.id })).sections.basic_information).toEqual(basic);
    expect(await getProfileFile(admin, { userId: b.id, kind: 'certificates' })).toMatchObject({ ownerId: b.id, originalName: 'certificates.pdf' });
    await expect(getStudentProfile(admin, { userId: 99_999_999 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('student A’s writes never reach B’s profile (the domain takes no user id for them)', async () => {
    const before = (await db().select().from(studentProfiles).where(eq(studentProfiles.userId, b.id)))[0];
    await saveProfileSection(a, { section: 'basic_information', basic_information: { ...basic, first_name: 'Mallory', userId: b.id, user_id: b.id } });
    await saveProfileFile(a, { userId: a.id, kind: 'certificates', file: asFile(samplePng, 'mine.png') });
    await removeProfileFile(a, { userId: a.id, kind: 'certificates' });
    const after = (await db().select().from(studentProfiles).where(eq(studentProfiles.userId, b.id)))[0];
    expect(after).toEqual(before);
    expect((await getStudentProfile(a, {})).sections.basic_information).toMatchObject({ first_name: 'Mallory' });
  });

  it('the form action saves the signed-in student’s section, whatever user id the form carries', async () => {
    const s = await student();
    const other = await student();
    signedIn.actor = { id: s.id, role: 'student' };
    const state = await saveProfileSectionAction(
      null,
      form({ section: 'passport_information', user_id: String(other.id), userId: String(other.id), 'passport_information.passport_number': 'ZX9876543', 'passport_information.country': 'CN', 'passport_information.expiry_date': '2030-05-06' }),
    );
    expect(state).toMatchObject({ ok: true, message: 'Student profile updated successfully' });
    expect((await getStudentProfile(s, {})).sections.passport_information).toEqual({ passport_number: 'ZX9876543', country: 'CN', expiry_date: '2030-05-06' });
    expect((await getStudentProfile(other, {})).sections.passport_information).toBeNull();

    const refused = await saveProfileSectionAction(null, form({ section: 'education_masters', 'education_masters.institute_name': 'X' }));
    expect(refused).toMatchObject({ ok: false, code: 'validation', fieldErrors: { 'education_masters.examination_name': [expect.any(String)], 'education_masters.year': [expect.any(String)] } });
    expect(refused?.values).toMatchObject({ 'education_masters.institute_name': 'X' });
    expect((await getStudentProfile(s, {})).sections.education_masters).toBeNull();
  });

  it('a new application starts from the saved profile (names, nationality, gender, birth date, passport, education)', async () => {
    const s = await student();
    await saveProfileSection(s, { section: 'basic_information', basic_information: basic });
    await saveProfileSection(s, { section: 'passport_information', passport_information: passport });
    await saveProfileSection(s, { section: 'education_school', education_school: { institute_name: 'City School', examination_name: 'SSC', year: '2016' } });
    await saveProfileSection(s, { section: 'education_bachelor', education_bachelor: bachelor });
    const { id } = await startApplication(s, { courseId: (await makeCourse(db())).courseId });
    const app = await getApplication(s, { id: id });
    expect(app.sections.students_information).toMatchObject({
      first_name: 'Amina',
      last_name: 'Khan',
      nationality: 'PK',
      gender: 'Female',
      date_of_birth: '2001-04-05',
      passport_number: 'AB1234567',
      passport_expiry_date: '2031-01-01',
    });
    expect(app.sections.education_background).toEqual([
      { school: 'Lahore University', major: 'BSc Physics', gpa: 'A' },
      { school: 'City School', major: 'SSC' },
    ]);
  });
});
