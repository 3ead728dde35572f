import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { candidateProfiles, cvFiles, jobApplications, jobs } from '@/db/schema';
import { resumeCompleteness } from '@/lib/candidates/completeness';
import { deleteCv, listOwnCvs, renameCv, setCvHidden, setDefaultCv, uploadCv } from '@/lib/candidates/cvs';
import { deleteResumeRow, saveResumeSection } from '@/lib/candidates/sections';
import { getOwnResume } from '@/lib/candidates/profile';
import { removeResumePhoto, saveResumePhoto } from '@/lib/candidates/photo';
import { savePrivacy } from '@/lib/candidates/consent';
import { sectionInput } from './resume-fixtures';
import { getFileForActor } from '@/lib/storage';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { withLocalServices } from '../helpers/local-services';
import { asFile, sampleHtml, samplePdf, samplePng } from '../helpers/sample-files';
import { makeUser } from './account-fixtures';

// The action's door, without a request: its headers, its refresh, and whoever is signed in.
const signedIn = vi.hoisted(() => ({ actor: null as { id: number; role: 'candidate' } | null }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ refresh: () => {} }));
vi.mock('@/lib/auth/request-actor', () => ({ actorForAction: async () => signedIn.actor }));
const { saveResumeSectionAction, deleteResumeRowAction, deleteCvAction, renameCvAction } = await import('@/lib/candidates/actions');

withLocalServices('zy-candidate-resume-');

type Actor = { id: number; role: 'candidate' | 'employer' | 'student' };

type Answer = { ok: boolean; code?: string; fieldErrors: Record<string, string[]> };
const answer = (x: unknown) => x as Answer;

function form(entries: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
}

const eleven = Array.from({ length: 11 }, (_, i) => `City ${i + 1}`);
const codeOf = async (p: Promise<unknown>) => p.then(() => null, (e: { code?: string }) => e.code ?? 'error');

describeEachDatabase('candidate resume', ({ db }) => {
  let a: Actor;
  let b: Actor;
  const candidate = async (): Promise<Actor> => ({ id: (await makeUser(db(), { role: 'candidate' })).id, role: 'candidate' });
  beforeAll(async () => {
    a = await candidate();
    b = await candidate();
  });
  beforeEach(() => {
    signedIn.actor = null;
  });

  it('an unsaved resume is empty, and only candidates have one', async () => {
    const s = await candidate();
    const r = await getOwnResume(s);
    expect(r.saved).toEqual({ basic_info: false, career_info: false, permanent_address: false, present_address: false, preference: false });
    expect(r.rows.education).toEqual([]);
    const student = { id: (await makeUser(db(), { role: 'student' })).id, role: 'student' as const };
    expect(await codeOf(getOwnResume(student))).toBe('forbidden');
    expect(await codeOf(saveResumeSection(student, sectionInput('basic_info', { first_name: 'A', last_name: 'B' })))).toBe('forbidden');
  });

  it('single sections save, then update in place keeping what was not sent; a secondary e-mail is stored as sent', async () => {
    const s = await candidate();
    const first = await saveResumeSection(s, sectionInput('basic_info', {
      first_name: 'Jane',
      last_name: 'Doe',
      secondary_mail: 'jane.alt@example.test',
      nationality: 'united kingdom',
      blood_group: 'o+',
      dob: '1995-02-03',
      gender: 'Female',
    }));
    expect(first.record).toMatchObject({ first_name: 'Jane', secondary_mail: 'jane.alt@example.test', nationality: 'GB', blood_group: 'O+', gender: 'female' });
    const again = await saveResumeSection(s, sectionInput('basic_info', { first_name: 'Janet', last_name: 'Doe' }));
    expect(again.record).toMatchObject({ first_name: 'Janet', secondary_mail: 'jane.alt@example.test' });
    expect(await db().select().from(candidateProfiles).where(eq(candidateProfiles.userId, s.id))).toHaveLength(1);

    await saveResumeSection(s, sectionInput('career_info', { objective: 'Care work', job_nature: 'Full time', present_salary: '21000.50', present_salary_type: 'yearly' }));
    await saveResumeSection(s, sectionInput('present_address', { city: 'Maidstone', country: 'UK' }));
    await saveResumeSection(s, sectionInput('present_address', { city: 'Canterbury' }));
    const r = await getOwnResume(s);
    expect(r.career_info).toMatchObject({ objective: 'Care work', job_nature: 'fulltime', present_salary: 21000.5 });
    expect(r.present_address).toMatchObject({ city: 'Canterbury', country: 'GB' });
    expect(r.saved).toMatchObject({ basic_info: true, career_info: true, present_address: true, permanent_address: false });
  });

  it('refuses bad values with field messages and keeps what was saved', async () => {
    const s = await candidate();
    await saveResumeSection(s, sectionInput('basic_info', { first_name: 'Ann', last_name: 'Lee' }));
    const err = await saveResumeSection(s, sectionInput('basic_info', { first_name: 'Ann', last_name: 'Lee', secondary_mail: 'not-an-email', nationality: 'Atlantis' })).catch((e) => e);
    expect(err.code).toBe('validation');
    // Keyed as the builder's form names the field (the legacy door strips the section again).
    expect(Object.keys(err.fieldErrors)).toContain('basic_info.secondary_mail');
    const err2 = await saveResumeSection(s, sectionInput('basic_info', { first_name: 'Ann', last_name: 'Lee', nationality: 'Atlantis' })).catch((e) => e);
    expect(err2.fieldErrors).toHaveProperty('nationality');
    expect((await getOwnResume(s)).basic_info.first_name).toBe('Ann');
  });

  it('the list limits: ten items pass, the eleventh is refused with the seed message (every list, every input form)', async () => {
    const s = await candidate();
    const ok = await saveResumeSection(s, sectionInput('preference', { pref_city: eleven.slice(0, 10).join(', '), keyword: JSON.stringify(['nurse', 'care']), special_skill: ['driving', 'first aid'], job_category_choice: ['44', '45'] }));
    expect(ok.record).toMatchObject({ keyword: ['nurse', 'care'], special_skill: ['driving', 'first aid'], job_category_choice: [44, 45] });
    expect((ok.record.pref_city as string[]).length).toBe(10);
    for (const [section, field] of [
      ['preference', 'pref_city'],
      ['preference', 'keyword'],
      ['preference', 'special_skill'],
      ['experience', 'area_expertise'],
      ['training', 'topics_covered'],
    ] as const) {
      const input = { org_name: 'Acme', title: 'Course', [field]: eleven };
      const err = await saveResumeSection(s, sectionInput(section, input)).catch(inEnglish);
      expect(err.code, `${section}.${field}`).toBe('validation');
      expect(err.fieldErrors[`${section}.${field}`][0]).toMatch(/Max length will be 10/);
    }
    const cats = await saveResumeSection(s, sectionInput('preference', { job_category_choice: Array.from({ length: 11 }, (_, i) => i + 1) })).catch(inEnglish);
    expect(cats.fieldErrors['preference.job_category_choice'][0]).toBe('Benefits range Max length will be 10');
    const unknown = await saveResumeSection(s, sectionInput('preference', { job_category_choice: [999999] })).catch((e) => e);
    expect(unknown.fieldErrors).toHaveProperty('job_category_choice');
    expect((await getOwnResume(s)).preference.pref_city).toHaveLength(10);
  });

  it('repeatable sections add rows, edit one, remove one; the form action does the same', async () => {
    const s = await candidate();
    const one = await saveResumeSection(s, sectionInput('education', { degree_title: 'BSc Nursing', institute: 'Kent', passing_year: '2018' }));
    const two = await saveResumeSection(s, sectionInput('education', { degree_title: 'MSc Public Health', passing_year: 2021 }));
    await saveResumeSection(s, sectionInput('education', { degree_title: 'BSc Nursing (Hons)', institute: 'Kent' }, one.record.id));
    let r = await getOwnResume(s);
    expect(r.rows.education.map((e) => e.degree_title)).toEqual(['BSc Nursing (Hons)', 'MSc Public Health']);
    expect(r.rows.education[0].passing_year).toBe(2018);
    await deleteResumeRow(s, { section: 'education', id: two.record.id });
    r = await getOwnResume(s);
    expect(r.rows.education).toHaveLength(1);

    signedIn.actor = s as { id: number; role: 'candidate' };
    const state = answer(await saveResumeSectionAction(null, form({ section: 'experience', 'experience.org_name': 'NHS', 'experience.curr_working': 'on', 'experience.area_expertise': 'triage, wound care' })));
    expect(state.ok).toBe(true);
    const bad = answer(await saveResumeSectionAction(null, form({ section: 'experience', 'experience.org_name': 'NHS', 'experience.area_expertise': eleven.join(',') })));
    expect(bad.ok).toBe(false);
    expect(bad.fieldErrors['experience.area_expertise']).toEqual(['Expertise Max length will be 10']);
    const dates = answer(await saveResumeSectionAction(null, form({ section: 'certification', 'certification.cer_name': 'First aid', 'certification.start_date': '2020-05-01', 'certification.end_date': '2019-01-01' })));
    expect(dates.fieldErrors['certification.end_date']).toBeTruthy();
    r = await getOwnResume(s);
    expect(r.rows.experience).toHaveLength(1);
    expect(r.rows.experience[0]).toMatchObject({ org_name: 'NHS', curr_working: true, area_expertise: ['triage', 'wound care'] });
    const removed = await deleteResumeRowAction({ section: 'experience', id: r.rows.experience[0].id });
    expect(removed.ok).toBe(true);
    expect((await getOwnResume(s)).rows.experience).toHaveLength(0);
  });

  it('every row section saves with the seed field names', async () => {
    const s = await candidate();
    const inputs = {
      certification: { cer_name: 'First aid', location: 'Red Cross', start_date: '2020-01-01', end_date: '2020-02-01' },
      skill: { skill_name: 'Phlebotomy', acquired_from: 'training', description: 'Daily' },
      training: { title: 'Moving and handling', topics_covered: ['hoists', 'slings'], year: 2022 },
      extracurricular: { activity: 'Volunteer first responder' },
      language: { language: 'English', learned_by: 'native', reading: 'high', writing: 'high', speaking: 'medium' },
      reference: { name: 'Dr Patel', email: 'patel@example.test', cell_no: '+447911123123' },
    } as const;
    for (const [section, input] of Object.entries(inputs)) {
      const saved = await saveResumeSection(s, sectionInput(section, input));
      expect(saved.record, section).toMatchObject(input);
    }
  });

  it("a candidate cannot read or change another candidate's rows, picture or CVs (404)", async () => {
    const row = await saveResumeSection(a, sectionInput('skill', { skill_name: 'Typing' }));
    expect(await codeOf(saveResumeSection(b, sectionInput('skill', { skill_name: 'Hacked' }, row.record.id)))).toBe('not_found');
    expect(await codeOf(deleteResumeRow(b, { section: 'skill', id: row.record.id }))).toBe('not_found');
    expect((await getOwnResume(a)).rows.skill.map((x) => x.skill_name)).toContain('Typing');
    expect((await getOwnResume(b)).rows.skill).toEqual([]);

    const cv = await uploadCv(a, { resume: asFile(samplePdf, 'a-cv.pdf', 'application/pdf') });
    expect(await codeOf(renameCv(b, { id: cv.id, title: 'Mine now' }))).toBe('not_found');
    expect(await codeOf(setDefaultCv(b, { id: cv.id }))).toBe('not_found');
    expect(await codeOf(setCvHidden(b, { id: cv.id, hidden: true }))).toBe('not_found');
    expect(await codeOf(deleteCv(b, { id: cv.id }))).toBe('not_found');
    expect(await listOwnCvs(b)).toEqual([]);
    signedIn.actor = b as { id: number; role: 'candidate' };
    expect((await deleteCvAction({ id: cv.id })).ok).toBe(false);
    const renamed = answer(await renameCvAction(null, form({ id: String(cv.id), title: 'x' })));
    expect(renamed.code).toBe('not_found');
    // The file itself: only its owner (the /files door answers anyone else 404).
    const uuid = cv.url.split('/').pop()!;
    await expect(getFileForActor(a, uuid)).resolves.toMatchObject({ originalName: 'a-cv.pdf' });
    expect(await codeOf(getFileForActor(b, uuid))).toBe('not_found');

    const photo = await saveResumePhoto(a, { picture: asFile(samplePng, 'me.png', 'image/png') });
    expect(await codeOf(getFileForActor(b, photo.url.split('/').pop()!))).toBe('not_found');
    expect(await codeOf(removeResumePhoto(b, {}))).toBe('not_found');
    expect((await getOwnResume(a)).photo?.url).toBe(photo.url);
  });

  it('CVs: checked by content, the first is the default, rename, choose the default, hide; an attached CV is hidden but not deleted', async () => {
    const s = await candidate();
    expect(await codeOf(uploadCv(s, { resume: asFile(sampleHtml, 'cv.pdf', 'application/pdf') }))).toBe('validation');
    const first = await uploadCv(s, { resume: asFile(samplePdf, 'first.pdf', 'application/pdf') });
    const second = await uploadCv(s, { resume: asFile(samplePdf, 'second.pdf', 'application/pdf'), title: 'Second CV' });
    expect(first).toMatchObject({ title: 'first', isDefault: true });
    expect(second).toMatchObject({ title: 'Second CV', isDefault: false });
    await renameCv(s, { id: first.id, title: 'Care CV 2026' });
    await setDefaultCv(s, { id: second.id });
    let list = await listOwnCvs(s);
    expect(list.map((c) => [c.title, c.isDefault])).toEqual([
      ['Second CV', true],
      ['Care CV 2026', false],
    ]);

    // An application carries the second CV.
    const employer = await makeUser(db(), { role: 'employer' });
    const [job] = await db().insert(jobs).values({ employerId: employer.id, categoryId: 44, title: 'Nurse' }).returning({ id: jobs.id });
    await db().insert(jobApplications).values({ jobId: job.id, candidateId: s.id, cvFileId: second.id });
    const refused = await deleteCv(s, { id: second.id }).catch(inEnglish);
    expect(refused.code).toBe('conflict');
    expect(refused.fieldErrors.cv[0]).toMatch(/attached to a job application/);
    const hidden = await setCvHidden(s, { id: second.id, hidden: true });
    expect(hidden).toMatchObject({ hidden: true, isDefault: false, applications: 1 });
    list = await listOwnCvs(s);
    expect(list.find((c) => c.id === first.id)?.isDefault).toBe(true);
    expect(await db().select().from(cvFiles).where(eq(cvFiles.id, second.id))).toHaveLength(1);

    // A CV no application carries is deleted with its file.
    await deleteCv(s, { id: first.id });
    list = await listOwnCvs(s);
    expect(list.map((c) => c.id)).toEqual([second.id]);
    // The application gone, the hidden CV can be deleted too.
    await db().delete(jobApplications).where(eq(jobApplications.cvFileId, second.id));
    await deleteCv(s, { id: second.id });
    expect(await listOwnCvs(s)).toEqual([]);
  });

  it('privacy: directory opt-in and per-field consent, none by default', async () => {
    const s = await candidate();
    expect((await getOwnResume(s)).sharedFields).toEqual([]);
    await savePrivacy(s, { is_public: 'on', shared_fields: ['religion', 'dob', 'not-a-field'] }).catch((e) => expect(e.code).toBe('validation'));
    await savePrivacy(s, { is_public: 'on', shared_fields: ['religion', 'dob'] });
    const r = await getOwnResume(s);
    expect(r.isPublic).toBe(true);
    expect(r.sharedFields).toEqual(['dob', 'religion']);
    await savePrivacy(s, {});
    expect((await getOwnResume(s)).isPublic).toBe(false);
  });

  it('completeness says what is missing, and reaches 100 when everything is there', async () => {
    const s = await candidate();
    let r = await getOwnResume(s);
    let c = resumeCompleteness({ ...r, cvCount: 0 });
    expect(c.percent).toBe(0);
    expect(c.missing.map((x) => x.key)).toContain('education');
    await saveResumeSection(s, sectionInput('basic_info', { first_name: 'Full', last_name: 'Marks', primary_contact_no: '01234 567890' }));
    await saveResumeSection(s, sectionInput('career_info', { objective: 'Work' }));
    await saveResumeSection(s, sectionInput('education', { degree_title: 'BSc' }));
    await saveResumeSection(s, sectionInput('experience', { org_name: 'Acme' }));
    await saveResumeSection(s, sectionInput('skill', { skill_name: 'Care' }));
    await saveResumeSection(s, sectionInput('language', { language: 'English' }));
    await saveResumeSection(s, sectionInput('present_address', { city: 'Dover' }));
    await saveResumeSection(s, sectionInput('preference', { pref_city: 'Dover' }));
    await saveResumeSection(s, sectionInput('reference', { name: 'Ref' }));
    r = await getOwnResume(s);
    c = resumeCompleteness({ ...r, cvCount: 0 });
    expect(c.missing.map((x) => x.key)).toEqual(['photo', 'cv']);
    await saveResumePhoto(s, { picture: asFile(samplePng, 'me.png', 'image/png') });
    await uploadCv(s, { resume: asFile(samplePdf, 'cv.pdf', 'application/pdf') });
    r = await getOwnResume(s);
    c = resumeCompleteness({ ...r, cvCount: (await listOwnCvs(s)).length });
    expect(c).toMatchObject({ percent: 100, missing: [] });
  });
});
