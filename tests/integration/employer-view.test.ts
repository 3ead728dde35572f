import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { applicationDocuments, applications, candidateProfiles, jobs } from '@/db/schema';
import { uploadCv } from '@/lib/candidates/cvs';
import { openDirectoryPhoto, getDirectoryResume } from '@/lib/candidates/directory';
import { employerViewOf } from '@/lib/candidates/employer-view';
import { saveResumePhoto } from '@/lib/candidates/photo';
import { saveResumeSection } from '@/lib/candidates/sections';
import { savePrivacy } from '@/lib/candidates/consent';
import { sectionInput } from './resume-fixtures';
import { getApplicant, listApplicants } from '@/lib/jobs/applicants';
import { applyToJob, withdrawApplication } from '@/lib/jobs/candidate-applications';
import { getFileForActor } from '@/lib/storage';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { asFile, samplePdf, samplePng } from '../helpers/sample-files';
import { makeCourse, makeFile, makeUser } from './account-fixtures';

withLocalServices('zy-employer-view-');

/**
 * The one rule of what an employer sees of a job seeker (lib/candidates/employer-view.ts) and the
 * privacy decisions of PRODUCT.md section 13 it carries, through every door that uses it: the
 * applicant page and list, the directory, and the file check of `/files`. Plus the draft rule of
 * `/files` for admins.
 */
type Role = 'candidate' | 'employer' | 'student' | 'admin';
type Actor = { id: number; role: Role };
const codeOf = async (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));
const fileUuid = (url: string) => url.replace('/files/', '');

describeEachDatabase('what an employer sees of a job seeker', ({ db }) => {
  const tag = crypto.randomBytes(4).toString('hex');
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const make = async (role: Role): Promise<Actor> => ({ id: (await makeUser(db(), { role })).id, role });
  const contact = {
    primary_contact_no: '+447911123111',
    secondary_contact_no: '+447911123222',
    emergency_contact_no: '+447911123333',
    secondary_mail: `second-${tag}@example.test`,
    fathers_name: `Fathername${tag}`,
    mothers_name: `Mothername${tag}`,
  };
  const street = `Streetmark ${tag}`;
  const refereeMail = `referee-${tag}@example.test`;

  async function makeJob(employerId: number, title: string) {
    const [row] = await db()
      .insert(jobs)
      .values({ title, employerId, categoryId: 44, status: 'approved', expireDate: inDays(30), approvedAt: new Date() })
      .returning({ id: jobs.id, uuid: jobs.uuid });
    return row;
  }

  /** A job seeker with a full resume (contact details everywhere), a picture and a CV. */
  async function seeker(first: string, privacy: { is_public: boolean; shared_contacts?: string[] }) {
    const c = await make('candidate');
    await saveResumeSection(c, sectionInput('basic_info', { first_name: first, last_name: 'Seeker', religion: `Faith${tag}`, ...contact }));
    await saveResumeSection(c, sectionInput('present_address', { street, house: '12B', city: `Leeds${tag}`, country: 'UK' }));
    await saveResumeSection(c, sectionInput('reference', { name: `Referee ${tag}`, organization: 'Acme', email: refereeMail, cell_no: '+447911123444', address: `Refaddress ${tag}` }));
    await savePrivacy(c, privacy);
    const photo = await saveResumePhoto(c, { picture: asFile(samplePng, 'me.png', 'image/png') });
    const cv = await uploadCv(c, { resume: asFile(samplePdf, `${first}.pdf`, 'application/pdf') });
    const [p] = await db().select({ uuid: candidateProfiles.uuid }).from(candidateProfiles).where(eq(candidateProfiles.userId, c.id));
    return { ...c, photo, cv, uuid: p.uuid };
  }

  /** Everything a contact consent covers, as text that must (not) appear in a DTO. */
  const markers = {
    email: (email: string) => [email, contact.secondary_mail],
    phone: () => [contact.primary_contact_no, contact.secondary_contact_no, contact.emergency_contact_no],
    parents: () => [contact.fathers_name, contact.mothers_name],
    addresses: () => [street, '12B'],
    referees: () => [refereeMail, '+447911123444', `Refaddress ${tag}`],
  };

  let employer: Actor;
  let otherEmployer: Actor;
  let admin: Actor;
  beforeAll(async () => {
    employer = await make('employer');
    otherEmployer = await make('employer');
    admin = await make('admin');
  });

  it('the rule: nothing without a reason; consents only for the directory; e-mail, phone, picture and CV with a live application; everything for admins', async () => {
    const s = await seeker(`Rule${tag}`, { is_public: true, shared_contacts: ['parents'] });
    const job = await makeJob(employer.id, `Rule job ${tag}`);

    // Listed, no application: the consents (the directory shows the picture by its own address), no file.
    expect(await employerViewOf(employer, s.id)).toEqual({ listed: true, applied: false, sensitive: [], contacts: ['parents'], photo: false, cvFileIds: [] });
    // Applied: e-mail and phone join the consents; the CV sent is readable.
    const app = await applyToJob(s, { job: job.uuid, cv: s.cv.id });
    const applied = await employerViewOf(employer, s.id);
    expect(applied).toMatchObject({ applied: true, contacts: ['email', 'phone', 'parents'], photo: true });
    expect(applied.cvFileIds).toEqual([app.cv!.fileId]);
    // Another employer only has the directory.
    expect(await employerViewOf(otherEmployer, s.id)).toMatchObject({ applied: false, contacts: ['parents'], cvFileIds: [] });
    // Withdrawn: back to the directory's view.
    await withdrawApplication(s, { application: app.uuid });
    expect(await employerViewOf(employer, s.id)).toEqual({ listed: true, applied: false, sensitive: [], contacts: ['parents'], photo: false, cvFileIds: [] });
    expect(await codeOf(getFileForActor(employer, fileUuid(s.photo.url)))).toBe('not_found');
    await expect(openDirectoryPhoto(employer, { uuid: s.uuid })).resolves.toBeTruthy();
    // An admin is not an employer: the back office sees everything.
    expect(await employerViewOf(admin, s.id)).toMatchObject({ contacts: ['email', 'phone', 'parents', 'addresses', 'referees'], photo: true, cvFileIds: [app.cv!.fileId] });
    // Not listed, never applied: nothing. Anyone else (a visitor, a student, the seeker's peers): nothing.
    const hidden = await seeker(`Hidden${tag}`, { is_public: false, shared_contacts: ['email'] });
    expect(await employerViewOf(employer, hidden.id)).toEqual({ listed: false, applied: false, sensitive: [], contacts: [], photo: false, cvFileIds: [] });
    expect((await employerViewOf(null, s.id)).photo).toBe(false);
    expect((await employerViewOf(await make('student'), s.id)).contacts).toEqual([]);
    expect((await employerViewOf(hidden, s.id)).contacts).toEqual([]);
  });

  it('withdrawing takes the CV back: no CV, picture, e-mail or phone on the applicant page, the list or /files; the page says withdrawn', async () => {
    const s = await seeker(`Withdraws${tag}`, { is_public: false });
    const job = await makeJob(employer.id, `Withdraw job ${tag}`);
    const app = await applyToJob(s, { job: job.uuid, cv: s.cv.id });
    const email = app.candidate.email;

    const live = await getApplicant(employer, app.uuid);
    expect(live.cv?.id).toBe(s.cv.id);
    expect(live.candidate.email).toBe(email);
    expect(live.resume.email).toBe(email);
    expect(live.resume.basic_info.primary_contact_no).toBe(contact.primary_contact_no);
    expect(live.resume.photo?.url).toBe(s.photo.url);
    await expect(getFileForActor(employer, fileUuid(s.cv.url))).resolves.toBeTruthy();
    await expect(getFileForActor(employer, fileUuid(s.photo.url))).resolves.toBeTruthy();

    await withdrawApplication(s, { application: app.uuid });
    const gone = await getApplicant(employer, app.uuid);
    expect(gone.status).toBe('withdrawn');
    expect(gone.cv).toBeNull();
    expect(gone.resume.photo).toBeNull();
    const json = JSON.stringify(gone);
    for (const text of [email, ...markers.email(email), ...markers.phone(), s.cv.url, s.photo.url]) expect(json, text).not.toContain(text);
    expect(gone.resume.basic_info.first_name).toBe(`Withdraws${tag}`);
    const listed = (await listApplicants(employer, { job: job.uuid })).items;
    expect(listed).toHaveLength(1);
    expect(listed[0].cv).toBeNull();
    expect(JSON.stringify(listed)).not.toContain(email);
    expect(await codeOf(getFileForActor(employer, fileUuid(s.cv.url)))).toBe('not_found');
    expect(await codeOf(getFileForActor(employer, fileUuid(s.photo.url)))).toBe('not_found');
    // The candidate and admins still read them.
    await expect(getFileForActor(s, fileUuid(s.cv.url))).resolves.toBeTruthy();
    await expect(getFileForActor(admin, fileUuid(s.cv.url))).resolves.toBeTruthy();
    expect((await getApplicant(admin, app.uuid)).cv?.id).toBe(s.cv.id);

    // Re-applying brings them back.
    await applyToJob(s, { job: job.uuid, cv: s.cv.id });
    await expect(getFileForActor(employer, fileUuid(s.cv.url))).resolves.toBeTruthy();
    expect((await getApplicant(employer, app.uuid)).candidate.email).toBe(email);
  });

  it('unless another live application to the same employer carries them', async () => {
    const s = await seeker(`Twice${tag}`, { is_public: false });
    const jobOne = await makeJob(employer.id, `First job ${tag}`);
    const jobTwo = await makeJob(employer.id, `Second job ${tag}`);
    const otherCv = await uploadCv(s, { resume: asFile(samplePdf, 'second.pdf', 'application/pdf') });
    const one = await applyToJob(s, { job: jobOne.uuid, cv: s.cv.id });
    const two = await applyToJob(s, { job: jobTwo.uuid, cv: s.cv.id });
    const elsewhere = await applyToJob(s, { job: (await makeJob(otherEmployer.id, `Elsewhere ${tag}`)).uuid, cv: otherCv.id });
    await withdrawApplication(s, { application: one.uuid });
    // The same CV still travels with the live application to the second job: readable, shown, with e-mail and phone.
    const page = await getApplicant(employer, one.uuid);
    expect(page.cv?.id).toBe(s.cv.id);
    expect(page.candidate.email).toBe(one.candidate.email);
    expect(page.resume.basic_info.primary_contact_no).toBe(contact.primary_contact_no);
    await expect(getFileForActor(employer, fileUuid(s.cv.url))).resolves.toBeTruthy();
    // A CV sent only to another employer is not this employer's to read.
    expect(await codeOf(getFileForActor(employer, fileUuid(otherCv.url)))).toBe('not_found');
    // Once the second is withdrawn too, everything goes.
    await withdrawApplication(s, { application: two.uuid });
    expect((await getApplicant(employer, two.uuid)).cv).toBeNull();
    expect(await codeOf(getFileForActor(employer, fileUuid(s.cv.url)))).toBe('not_found');
    // The other employer keeps its own.
    await expect(getFileForActor(otherEmployer, fileUuid(otherCv.url))).resolves.toBeTruthy();
    expect((await getApplicant(otherEmployer, elsewhere.uuid)).cv?.id).toBe(otherCv.id);
  });

  it('the directory shows contact details only where the candidate consented, each one; an employer applied to sees the e-mail and phone', async () => {
    const none = await seeker(`Noconsent${tag}`, { is_public: true });
    const r = await getDirectoryResume(employer, none.uuid);
    const json = JSON.stringify(r);
    const email = (await getDirectoryResume(admin, none.uuid)).email;
    expect(email).toContain('@');
    for (const [field, texts] of Object.entries(markers)) for (const text of texts(email)) expect(json, `${field}: ${text}`).not.toContain(text);
    // Where the candidate is stays (the list shows the city); the picture of a listed candidate too.
    expect(r.present_address).toMatchObject({ city: `Leeds${tag}`, country: 'GB', street: null, house: null });
    expect(r.rows.reference[0]).toMatchObject({ name: `Referee ${tag}`, organization: 'Acme' });
    expect(r.photo?.url).toBe(`/candidates/${none.uuid}/photo`);
    await expect(openDirectoryPhoto(employer, { uuid: none.uuid })).resolves.toBeTruthy();
    expect(r.sharedContacts).toEqual([]);

    // Each consent shows its own details and nothing else.
    const fields = ['email', 'phone', 'parents', 'addresses', 'referees'] as const;
    for (const field of fields) {
      await savePrivacy(none, { is_public: true, shared_contacts: [field] });
      const seen = JSON.stringify(await getDirectoryResume(employer, none.uuid));
      for (const other of fields) for (const text of markers[other](email)) expect(seen.includes(text), `${field} shared; ${other}: ${text}`).toBe(other === field);
    }
    await savePrivacy(none, { is_public: true, shared_contacts: [...fields] });
    const all = JSON.stringify(await getDirectoryResume(employer, none.uuid));
    for (const texts of Object.values(markers)) for (const text of texts(email)) expect(all).toContain(text);

    // Applying is consent to be contacted: that employer sees the e-mail and phone in the directory too, no more.
    await savePrivacy(none, { is_public: true });
    const job = await makeJob(employer.id, `Directory job ${tag}`);
    await applyToJob(none, { job: job.uuid, cv: none.cv.id });
    const applied = await getDirectoryResume(employer, none.uuid);
    expect(applied.email).toBe(email);
    expect(applied.basic_info.primary_contact_no).toBe(contact.primary_contact_no);
    expect(JSON.stringify(applied)).not.toContain(contact.fathers_name);
    expect(JSON.stringify(await getDirectoryResume(otherEmployer, none.uuid))).not.toContain(email);
    // The applicant page follows the same rule: no parents, street or referees' contacts without consent.
    const [row] = (await listApplicants(employer, { job: job.uuid })).items;
    const page = JSON.stringify((await getApplicant(employer, row.uuid)).resume);
    for (const text of [...markers.parents(), ...markers.addresses(), ...markers.referees()]) expect(page, text).not.toContain(text);
    expect(page).toContain(contact.emergency_contact_no);
  });

  it('a draft is the student’s own on /files: an admin reads its document only once an application carrying it is submitted', async () => {
    const student = await make('student');
    const { universityId, courseId, programId } = await makeCourse(db());
    const [app] = await db().insert(applications).values({ userId: student.id, universityId, courseId, programId }).returning({ id: applications.id });
    const doc = await makeFile(db(), student.id, 'application_document');
    await db().insert(applicationDocuments).values({ applicationId: app.id, slot: 'passport', fileId: doc.id });
    const loose = await makeFile(db(), student.id, 'application_document');

    expect(await codeOf(getFileForActor(admin, doc.uuid))).toBe('not_found');
    expect(await codeOf(getFileForActor(admin, loose.uuid))).toBe('not_found');
    await expect(getFileForActor(student, doc.uuid)).resolves.toMatchObject({ uuid: doc.uuid });
    await expect(getFileForActor(student, loose.uuid)).resolves.toMatchObject({ uuid: loose.uuid });

    await db().update(applications).set({ status: 'submitted', submittedAt: new Date() }).where(eq(applications.id, app.id));
    await expect(getFileForActor(admin, doc.uuid)).resolves.toMatchObject({ uuid: doc.uuid });
    expect(await codeOf(getFileForActor(admin, loose.uuid))).toBe('not_found');
    // Other people's files stay as they were: another student 404, a visitor is asked to sign in.
    expect(await codeOf(getFileForActor(await make('student'), doc.uuid))).toBe('not_found');
    expect(await codeOf(getFileForActor(null, doc.uuid))).toBe('unauthenticated');
    // Admins still read the other private files (a job seeker's CV, a student's identity document).
    const identity = await makeFile(db(), student.id, 'student_identity');
    await expect(getFileForActor(admin, identity.uuid)).resolves.toBeTruthy();
  });
});
