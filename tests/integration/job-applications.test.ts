import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLogs, jobApplications, jobApplicationStages, jobs } from '@/db/schema';
import { saveResumePhoto } from '@/lib/candidates/photo';
import { saveResumeSection } from '@/lib/candidates/sections';
import { savePrivacy } from '@/lib/candidates/consent';
import { sectionInput } from './resume-fixtures';
import { uploadCv } from '@/lib/candidates/cvs';
import { listOutboxMails, outboxDir, setMailConfig } from '@/lib/mail';
import { getApplicant, listApplicants, listApplicationMoves, moveApplicationStage } from '@/lib/jobs/applicants';
import { applyToJob, countOwnApplicationsByStage, listOwnApplications, listOwnJobStages, withdrawApplication } from '@/lib/jobs/candidate-applications';
import { recommendedJobs } from '@/lib/jobs/recommendations';
import { allowedEmployerMoves, canEmployerMove, canWithdraw } from '@/lib/jobs/application-stages';
import { jobStatistics } from '@/lib/jobs/statistics';
import { getFileForActor, setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { asFile, samplePdf, samplePng } from '../helpers/sample-files';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { makeUser } from './account-fixtures';

/**
 * Job applications on a real database: a candidate applies once (twice is refused with a `job`
 * field message), withdraws and re-applies (the same application comes back), the employer opens
 * it (viewed), moves it through the stages (each move recorded with who and when, audited, and
 * mailed to the candidate), and nobody reads what is not theirs: another employer's applicants,
 * another candidate's applications and CVs not sent to them answer 404.
 */
describeEachDatabase('job applications', ({ db }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-job-apply-'));
  const outbox = outboxDir(dataDir);
  const tag = crypto.randomBytes(4).toString('hex');
  type U = { id: number; role: 'employer' | 'candidate' | 'admin'; email: string };
  let employerA: U;
  let employerB: U;
  let admin: U;
  let cand: U;
  let other: U;
  let jobA: { id: number; uuid: string };
  let jobB: { id: number; uuid: string };
  let cv: { id: number; url: string };
  let otherCv: { id: number; url: string };
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  async function makeJob(employerId: number, title: string, status: 'approved' | 'reviewing' = 'approved') {
    const [row] = await db()
      .insert(jobs)
      .values({ title, employerId, categoryId: 44, status, expireDate: inDays(30), approvedAt: new Date() })
      .returning({ id: jobs.id, uuid: jobs.uuid });
    return row;
  }

  beforeAll(async () => {
    setStorage(createLocalDriver(dataDir));
    setMailConfig({ smtpUrl: undefined, outbox });
    employerA = (await makeUser(db(), { role: 'employer' })) as U;
    employerB = (await makeUser(db(), { role: 'employer' })) as U;
    admin = (await makeUser(db(), { role: 'admin' })) as U;
    cand = (await makeUser(db(), { role: 'candidate', name: `Cand ${tag}` })) as U;
    other = (await makeUser(db(), { role: 'candidate' })) as U;
    jobA = await makeJob(employerA.id, `Bookkeeper ${tag}`);
    jobB = await makeJob(employerB.id, `Carer ${tag}`);
    await saveResumeSection(cand, sectionInput('basic_info', { first_name: 'Ada', last_name: 'Lovelace', religion: 'Secret faith', nid: 'NID-123', height: '170' }));
    await savePrivacy(cand, { is_public: false, shared_fields: ['height'] });
    cv = await uploadCv(cand, { resume: asFile(samplePdf, 'ada.pdf', 'application/pdf') });
    otherCv = await uploadCv(other, { resume: asFile(samplePdf, 'other.pdf', 'application/pdf') });
  });
  afterAll(() => {
    setMailConfig(undefined);
    setStorage(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const codeOf = async (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));

  it('the stage machine: forward moves or rejection before a decision, nothing after; withdraw only before a decision', () => {
    expect(allowedEmployerMoves('applied')).toEqual(['shortlisted', 'interview', 'offered', 'hired', 'rejected']);
    expect(allowedEmployerMoves('interview')).toEqual(['offered', 'hired', 'rejected']);
    expect(allowedEmployerMoves('hired')).toEqual([]);
    expect(allowedEmployerMoves('withdrawn')).toEqual([]);
    expect(canEmployerMove('offered', 'shortlisted')).toBe(false);
    expect(canWithdraw('shortlisted')).toBe(true);
    expect(canWithdraw('rejected')).toBe(false);
  });

  it('applies once with a CV and a cover note; twice is refused with a job message; only public jobs, only own CVs', async () => {
    const app = await applyToJob(cand, { job: jobA.uuid, cv: cv.id, cover_letter: 'I keep tidy books.' });
    expect(inEnglish(app)).toMatchObject({ status: 'applied', statusLabel: 'New', coverLetter: 'I keep tidy books.', reactivated: false, job: { uuid: jobA.uuid } });
    expect(app.cv?.id).toBe(cv.id);
    const twice = await applyToJob(cand, { job: jobA.uuid, cv: cv.id }).then(
      () => 'applied twice',
      (e: unknown) => e,
    );
    expect(inEnglish(twice)).toMatchObject({ code: 'validation', fieldErrors: { job: [expect.stringMatching(/already applied/)] } });
    expect(await codeOf(applyToJob(cand, { job: jobB.uuid, cv: otherCv.id }))).toBe('validation');
    const hidden = await makeJob(employerA.id, `Draft ${tag}`, 'reviewing');
    await expect(applyToJob(cand, { job: hidden.uuid, cv: cv.id })).rejects.toMatchObject({ fieldErrors: { job: [expect.any(String)] } });
    expect(await codeOf(applyToJob(employerA, { job: jobA.uuid, cv: cv.id }))).toBe('forbidden');
    expect(await codeOf(applyToJob(null, { job: jobA.uuid, cv: cv.id }))).toBe('unauthenticated');
    const mine = await listOwnApplications(cand, {});
    expect(mine.items.map((i) => i.job.uuid)).toEqual([jobA.uuid]);
    expect((await listOwnApplications(other, {})).items).toHaveLength(0);
  });

  it('withdraw before a decision, then re-applying reactivates the same application', async () => {
    const [before] = (await listOwnApplications(cand, {})).items;
    expect(await codeOf(withdrawApplication(other, { application: before.uuid }))).toBe('not_found');
    const w = await withdrawApplication(cand, { application: before.uuid });
    expect(w.status).toBe('withdrawn');
    const again = await applyToJob(cand, { job: jobA.uuid, cv: cv.id, cover_letter: 'Back again.' });
    expect(again).toMatchObject({ id: before.id, uuid: before.uuid, status: 'applied', reactivated: true, coverLetter: 'Back again.' });
    const rows = await db().select().from(jobApplications).where(and(eq(jobApplications.jobId, jobA.id), eq(jobApplications.candidateId, cand.id)));
    expect(rows).toHaveLength(1);
    const moves = await db().select().from(jobApplicationStages).where(eq(jobApplicationStages.applicationId, before.id)).orderBy(asc(jobApplicationStages.id));
    expect(moves.map((m) => [m.fromStatus, m.toStatus])).toEqual([
      [null, 'applied'],
      ['applied', 'withdrawn'],
      ['withdrawn', 'applied'],
    ]);
  });

  it('the employer opens an applicant (viewed, counted), sees the resume without unconsented fields, moves stages (recorded, audited, mailed)', async () => {
    const before = await jobStatistics(employerA);
    const list = await listApplicants(employerA, { job: jobA.uuid });
    expect(list.items).toHaveLength(1);
    const uuid = list.items[0].uuid;
    const detail = await getApplicant(employerA, uuid);
    expect(detail.status).toBe('viewed');
    expect(detail.viewedAt).toBeInstanceOf(Date);
    expect(detail.resume.basic_info).toMatchObject({ first_name: 'Ada', height: '170' });
    expect(detail.resume.basic_info).not.toHaveProperty('religion');
    expect(detail.resume.basic_info).not.toHaveProperty('nid');
    expect(detail.coverLetter).toBe('Back again.');
    const after = await jobStatistics(employerA);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));

    const moved = await moveApplicationStage(employerA, { application: uuid, to: 'shortlisted' });
    expect(inEnglish(moved)).toMatchObject({ status: 'shortlisted', statusLabel: 'Shortlisted' });
    await expect(moveApplicationStage(employerA, { application: uuid, to: 'shortlisted' })).rejects.toMatchObject({ code: 'validation' });
    const stages = await db().select().from(jobApplicationStages).where(eq(jobApplicationStages.applicationId, moved.id)).orderBy(asc(jobApplicationStages.id));
    const last = stages.at(-1)!;
    expect(last).toMatchObject({ fromStatus: 'viewed', toStatus: 'shortlisted', actorId: employerA.id });
    expect(last.createdAt).toBeInstanceOf(Date);
    const audits = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'job_application'), eq(auditLogs.entityId, String(moved.id))));
    expect(audits.length).toBeGreaterThanOrEqual(stages.length);
    const mails = await listOutboxMails(outbox, { to: cand.email, template: 'job_application_status' });
    expect(mails.at(-1)?.subject).toMatch(/Shortlisted/);
    expect(mails.at(-1)?.text).toContain(`Bookkeeper ${tag}`);

    const mine = await listOwnApplications(cand, {});
    expect(inEnglish(mine.items[0].statusLabel)).toBe('Shortlisted');
    expect((await countOwnApplicationsByStage(cand)).shortlisted).toBe(1);
    const fresh = await getApplicant(employerA, uuid);
    expect(fresh.moves.map((m) => m.to)).toEqual(['applied', 'withdrawn', 'applied', 'viewed', 'shortlisted']);
    expect(fresh.allowedMoves).toEqual(['interview', 'offered', 'hired', 'rejected']);
  });

  it('employer B cannot see or move applicants to employer A’s jobs; a candidate cannot read the pipeline', async () => {
    const [app] = (await listApplicants(employerA, {})).items;
    expect((await listApplicants(employerB, {})).items.map((i) => i.uuid)).not.toContain(app.uuid);
    expect((await listApplicants(employerB, { job: jobA.uuid })).items).toHaveLength(0);
    expect(await codeOf(getApplicant(employerB, app.uuid))).toBe('not_found');
    expect(await codeOf(moveApplicationStage(employerB, { application: app.uuid, to: 'rejected' }))).toBe('not_found');
    expect(await codeOf(getApplicant(cand, app.uuid))).toBe('forbidden');
    expect(await codeOf(listApplicants(null, {}))).toBe('unauthenticated');
    expect((await listApplicants(admin, { job: jobA.uuid })).items).toHaveLength(1);
  });

  it('a candidate cannot read, withdraw or trace another candidate’s application; an employer cannot act as a candidate', async () => {
    const [app] = (await listOwnApplications(cand, {})).items;
    expect((await listOwnApplications(other, {})).items.map((i) => i.uuid)).not.toContain(app.uuid);
    expect(await codeOf(withdrawApplication(other, { application: app.uuid }))).toBe('not_found');
    expect(await codeOf(listApplicationMoves(other, app.uuid))).toBe('not_found');
    expect((await listApplicationMoves(cand, app.uuid)).length).toBeGreaterThan(0);
    expect(await codeOf(listOwnApplications(employerA, {}))).toBe('forbidden');
    expect(await codeOf(applyToJob(employerA, { job: jobB.uuid, cv: cv.id }))).toBe('forbidden');
    expect(await codeOf(withdrawApplication(null, { application: app.uuid }))).toBe('unauthenticated');
  });

  it('a CV file is readable by its owner, the employer it was sent to and admins; others get 404', async () => {
    const fileUuid = cv.url.replace('/files/', '');
    await expect(getFileForActor(cand, fileUuid)).resolves.toBeTruthy();
    await expect(getFileForActor(employerA, fileUuid)).resolves.toBeTruthy();
    await expect(getFileForActor(admin, fileUuid)).resolves.toBeTruthy();
    expect(await codeOf(getFileForActor(employerB, fileUuid))).toBe('not_found');
    expect(await codeOf(getFileForActor(other, fileUuid))).toBe('not_found');
    expect(await codeOf(getFileForActor(null, fileUuid))).toBe('unauthenticated');
    const otherUuid = otherCv.url.replace('/files/', '');
    expect(await codeOf(getFileForActor(employerA, otherUuid))).toBe('not_found');
  });

  it('a job seeker’s picture is readable by the employers they applied to (and admins), not by other employers', async () => {
    const pic = await saveResumePhoto(cand, { picture: asFile(samplePng, 'me.png', 'image/png') });
    const picUuid = pic.url.replace('/files/', '');
    await expect(getFileForActor(employerA, picUuid)).resolves.toBeTruthy();
    await expect(getFileForActor(admin, picUuid)).resolves.toBeTruthy();
    expect(await codeOf(getFileForActor(employerB, picUuid))).toBe('not_found');
    expect(await codeOf(getFileForActor(other, picUuid))).toBe('not_found');
    const otherPic = await saveResumePhoto(other, { picture: asFile(samplePng, 'other.png', 'image/png') });
    expect(await codeOf(getFileForActor(employerA, otherPic.url.replace('/files/', '')))).toBe('not_found');
  });

  it('recommended jobs (and "matches my preferences") follow the candidate’s preferred cities, categories and keywords', async () => {
    const city = `Prefton ${tag}`;
    const [match] = await db()
      .insert(jobs)
      .values({ title: `Night porter ${tag}`, employerId: employerB.id, categoryId: 45, status: 'approved', approvedAt: new Date(), expireDate: inDays(20), city })
      .returning({ uuid: jobs.uuid });
    expect(await recommendedJobs(other)).toEqual({ jobs: [], hasPreferences: false });
    await saveResumeSection(other, sectionInput('preference', { pref_city: [city] }));
    const byCity = await recommendedJobs(other);
    expect(byCity.hasPreferences).toBe(true);
    expect(byCity.jobs.map((j) => j.uuid)).toEqual([match.uuid]);
    await saveResumeSection(other, sectionInput('preference', { pref_city: [], keyword: [`porter ${tag}`] }));
    expect((await recommendedJobs(other)).jobs.map((j) => j.uuid)).toEqual([match.uuid]);
  });

  it('a job applied to is marked with its stage for its candidate only and leaves the recommendations; a withdrawn one is neither', async () => {
    const [porter] = await db()
      .insert(jobs)
      .values({ title: `Day porter ${tag}`, employerId: employerB.id, categoryId: 45, status: 'approved', approvedAt: new Date(), expireDate: inDays(20) })
      .returning({ uuid: jobs.uuid });
    await saveResumeSection(other, sectionInput('preference', { pref_city: [], keyword: [`day porter ${tag}`] }));
    expect((await recommendedJobs(other)).jobs.map((j) => j.uuid)).toEqual([porter.uuid]);
    const applied = await applyToJob(other, { job: porter.uuid, cv: otherCv.id });
    expect((await listOwnJobStages(other, {})).jobs).toEqual([{ job: porter.uuid, stage: 'applied' }]);
    expect((await listOwnJobStages(cand, {})).jobs.map((j) => j.job)).not.toContain(porter.uuid);
    expect((await recommendedJobs(other)).jobs).toEqual([]);
    await withdrawApplication(other, { application: applied.uuid });
    expect((await listOwnJobStages(other, {})).jobs).toEqual([]);
    expect((await recommendedJobs(other)).jobs.map((j) => j.uuid)).toEqual([porter.uuid]);
    expect(await codeOf(listOwnJobStages(employerB, {}))).toBe('forbidden');
    expect(await codeOf(listOwnJobStages(null, {}))).toBe('unauthenticated');
  });
});
