import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLogs, companyProfiles, jobApplications, jobs } from '@/db/schema';
import { setStorage } from '@/lib/storage';
import { createLocalDriver } from '@/lib/storage/local-driver';
import { findOwnCompanyProfile, saveCompanyLogo, saveCompanyProfile } from '@/lib/jobs/company-profiles';
import { closeJob, createJob, getEmployerJob, listEmployerJobs, reopenJob, updateJob } from '@/lib/jobs/jobs';
import { jobMessages } from '@/lib/jobs/schemas';
import { phoneMessages } from '@/lib/forms/phone';
import { msg } from '@/lib/i18n/message';
import { listLimits } from '@/lib/jobs/limits';
import { maxExpiryDate, todayIso } from '@/lib/jobs/status';
import { jobStatistics } from '@/lib/jobs/statistics';
import { asFile, sampleHtml, samplePng } from '../helpers/sample-files';
import { describeEachDatabase } from '../helpers/db';
import { makeUser } from './account-fixtures';

/**
 * The employer side of the job board on a real database: the company profile (and its logo), a
 * job's lifecycle as its employer drives it (post → review, edit of an approved or rejected job →
 * review again, close, reopen), the list limits and ranges, and that one employer can neither
 * read nor change another's profile or jobs (404: it does not exist for them).
 */
const inDays = (n: number) => {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const validJob = (extra: Record<string, unknown> = {}) => ({
  job_title: 'Accounts Assistant',
  job_category: '44',
  job_nature: 'fulltime',
  city: 'Rochester',
  postcode: 'ME1 1AA',
  country: 'GB',
  salary_type: 'yearly',
  salary_min: '24,000',
  salary_max: '27500.50',
  experience_min: '1',
  experience_max: '3',
  age_min: '21',
  age_max: '45',
  working_hour_from: '09:00',
  working_hour_to: '17:30',
  skills: ['Xero', 'Excel'],
  benefits: 'Pension, 25 days holiday',
  other_benefits: '["Free parking"]',
  position_no: '2',
  contact_no: '01634123456',
  expire_date: inDays(30),
  description: 'Support a team of accountants with bookkeeping and VAT returns.',
  urgent: 'on',
  ...extra,
});

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'employer-jobs-'));
  setStorage(createLocalDriver(dataDir));
});
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeEachDatabase('job board: the employer side', ({ db }) => {
  type A = { id: number; role: 'employer' | 'admin' | 'candidate' };
  let a: A;
  let b: A;
  let admin: A;
  let candidate: A;

  beforeAll(async () => {
    a = (await makeUser(db(), { role: 'employer' })) as A;
    b = (await makeUser(db(), { role: 'employer' })) as A;
    admin = (await makeUser(db(), { role: 'admin' })) as A;
    candidate = (await makeUser(db(), { role: 'candidate' })) as A;
  });

  it('refuses a visitor and other roles', async () => {
    await expect(createJob(null, validJob())).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(createJob(candidate, validJob())).rejects.toMatchObject({ code: 'forbidden' });
    await expect(saveCompanyProfile(admin, { org_name: 'X' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(listEmployerJobs(candidate, {})).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('refuses a job before the company profile has an organisation name, with the way there', async () => {
    await expect(createJob(a, validJob())).rejects.toMatchObject({ code: 'validation', message: jobMessages.profileFirst });
    await saveCompanyProfile(a, { city: 'Rochester' });
    await expect(createJob(a, validJob())).rejects.toMatchObject({ code: 'validation', fieldErrors: { company_profile: [jobMessages.profileFirst] } });
    expect(await db().select().from(jobs).where(eq(jobs.employerId, a.id))).toHaveLength(0);
  });

  it('saves the profile (create, then update) with every field, and a logo checked by its content', async () => {
    const first = await saveCompanyProfile(a, {
      org_name: 'Medway Test Ltd',
      org_type: '',
      org_size: 'small',
      est_year: '2009',
      website: 'https://medway.example',
      county: 'Kent',
      country: 'GB',
      con_per_name: 'Oliver Bennett',
      cont_per_mail: 'oliver@example.test',
      cont_per_mobile: '07911 123101',
    });
    // The earlier save (city only) made the profile; this one updates it.
    expect(first.created).toBe(false);
    expect(first.profile).toMatchObject({ orgName: 'Medway Test Ltd', orgSize: 'small', estYear: 2009, county: 'Kent', city: null, contactPersonMobile: '+447911123101' });
    const created = await saveCompanyProfile(b, { org_name: 'Surrey Test Ltd' });
    expect(created.created).toBe(true);

    await expect(saveCompanyProfile(a, { website: 'javascript:alert(1)', est_year: '3000', cont_per_mail: 'nope' })).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { website: [expect.any(String)], est_year: [expect.any(String)], cont_per_mail: [expect.any(String)] },
    });
    await expect(saveCompanyProfile(a, { org_type: '999999' })).rejects.toMatchObject({ fieldErrors: { org_type: [jobMessages.unknownOrgType] } });

    // An HTML file named .png is not an image.
    await expect(saveCompanyLogo(a, { logo: asFile(sampleHtml, 'logo.png', 'image/png') })).rejects.toMatchObject({ code: 'validation', fieldErrors: { logo: [expect.any(String)] } });
    const withLogo = await saveCompanyLogo(a, { logo: asFile(samplePng, 'logo.png', 'image/png') });
    expect(withLogo.logo).toMatch(/\.png$/);
    expect(withLogo.logoUrl).toContain(withLogo.logo!);
    // The profile is still the one saved above (the logo changed nothing else).
    expect((await findOwnCompanyProfile(a))?.orgName).toBe('Medway Test Ltd');
    const audits = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'company_profile'), eq(auditLogs.actorId, a.id)));
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a logo before a profile exists', async () => {
    const c = (await makeUser(db(), { role: 'employer' })) as A;
    await expect(saveCompanyLogo(c, { logo: asFile(samplePng, 'logo.png', 'image/png') })).rejects.toMatchObject({ fieldErrors: { logo: [jobMessages.profileFirstForLogo] } });
  });

  it('posts a job into review with every field, salary in pence, the lists and the age range kept for the employer', async () => {
    const job = await createJob(a, validJob());
    expect(job).toMatchObject({
      status: 'reviewing',
      displayStatus: 'reviewing',
      title: 'Accounts Assistant',
      categoryId: 44,
      jobNature: 'fulltime',
      salaryMinMinor: 2_400_000,
      salaryMaxMinor: 2_750_050,
      experienceMin: 1,
      experienceMax: 3,
      ageMin: 21,
      ageMax: 45,
      workingHourFrom: '09:00',
      workingHourTo: '17:30',
      skills: ['Xero', 'Excel'],
      benefits: ['Pension', '25 days holiday'],
      otherBenefits: ['Free parking'],
      positions: 2,
      contactNumber: '+441634123456',
      urgent: true,
      orgName: 'Medway Test Ltd',
      applications: 0,
      viewCount: 0,
    });
    expect(job.moves).toEqual(['edit', 'close']);
    const [row] = await db().select({ companyProfileId: jobs.companyProfileId }).from(jobs).where(eq(jobs.id, job.id));
    const [profile] = await db().select({ id: companyProfiles.id }).from(companyProfiles).where(eq(companyProfiles.userId, a.id));
    expect(row.companyProfileId).toBe(profile.id);
  });

  it('checks the limits, ranges, contact number and expiry date', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `Skill ${i + 1}`);
    await expect(createJob(a, validJob({ skills: eleven }))).rejects.toMatchObject({ fieldErrors: { skills: [listLimits.skills.message] } });
    await expect(createJob(a, validJob({ benefits: eleven }))).rejects.toMatchObject({ fieldErrors: { benefits: [listLimits.benefits.message] } });
    await expect(createJob(a, validJob({ other_benefits: eleven }))).rejects.toMatchObject({ fieldErrors: { other_benefits: [listLimits.otherBenefits.message] } });
    // Exactly ten is fine.
    await expect(createJob(a, validJob({ skills: eleven.slice(0, 10) }))).resolves.toMatchObject({ skills: eleven.slice(0, 10) });

    await expect(createJob(a, validJob({ salary_min: '30000', salary_max: '20000' }))).rejects.toMatchObject({ fieldErrors: { salary_max: [jobMessages.rangeOrder(msg('validation.jobs.rangeWhat.salary'))] } });
    await expect(createJob(a, validJob({ experience_min: '5', experience_max: '2' }))).rejects.toMatchObject({ fieldErrors: { experience_max: [jobMessages.rangeOrder(msg('validation.jobs.rangeWhat.experience'))] } });
    await expect(createJob(a, validJob({ age_min: '50', age_max: '30' }))).rejects.toMatchObject({ fieldErrors: { age_max: [jobMessages.rangeOrder(msg('validation.jobs.rangeWhat.age'))] } });
    await expect(createJob(a, validJob({ working_hour_from: '18:00', working_hour_to: '09:00' }))).rejects.toMatchObject({ fieldErrors: { working_hour_to: [expect.any(String)] } });
    await expect(createJob(a, validJob({ contact_no: '+44 1634' }))).rejects.toMatchObject({ fieldErrors: { contact_no: [phoneMessages.invalidFor('GB')] } });
    await expect(createJob(a, validJob({ expire_date: '' }))).rejects.toMatchObject({ fieldErrors: { expire_date: [expect.any(String)] } });
    await expect(createJob(a, validJob({ expire_date: inDays(-1) }))).rejects.toMatchObject({ fieldErrors: { expire_date: [jobMessages.expiryPast] } });
    const tooFar = new Date(`${maxExpiryDate()}T00:00:00Z`);
    tooFar.setUTCDate(tooFar.getUTCDate() + 1);
    await expect(createJob(a, validJob({ expire_date: tooFar.toISOString().slice(0, 10) }))).rejects.toMatchObject({
      fieldErrors: { expire_date: [jobMessages.expiryTooFar(maxExpiryDate())] },
    });
    await expect(createJob(a, validJob({ expire_date: maxExpiryDate() }))).resolves.toMatchObject({ expireDate: maxExpiryDate() });
    await expect(createJob(a, validJob({ job_nature: 'freelance' }))).rejects.toMatchObject({ fieldErrors: { job_nature: [jobMessages.natureRequired] } });
    await expect(createJob(a, validJob({ job_category: '999999' }))).rejects.toMatchObject({ fieldErrors: { job_category: [jobMessages.unknownCategory] } });
  });

  it('drives the lifecycle: an edited approved or rejected job goes back to review; close; reopen', async () => {
    const job = await createJob(a, validJob({ job_title: 'Lifecycle job' }));
    // The admin approves (moderation's own function is tested with it; here the row is set).
    await db().update(jobs).set({ status: 'approved', approvedAt: new Date() }).where(eq(jobs.id, job.id));
    const edited = await updateJob(a, { uuid: job.uuid, ...validJob({ job_title: 'Lifecycle job (edited)' }) });
    expect(edited).toMatchObject({ title: 'Lifecycle job (edited)', status: 'reviewing' });

    await db().update(jobs).set({ status: 'rejected', rejectionReason: 'Add the salary' }).where(eq(jobs.id, job.id));
    const rejected = await getEmployerJob(a, { uuid: job.uuid });
    expect(rejected).toMatchObject({ displayStatus: 'rejected', rejectionReason: 'Add the salary' });
    const resubmitted = await updateJob(a, { uuid: job.uuid, ...validJob({ job_title: 'Lifecycle job (fixed)' }) });
    expect(resubmitted).toMatchObject({ status: 'reviewing', rejectionReason: null });

    // Closed, then reopened: it had been approved and has not expired → approved again.
    await db().update(jobs).set({ status: 'approved' }).where(eq(jobs.id, job.id));
    expect(await closeJob(a, { uuid: job.uuid })).toEqual({ uuid: job.uuid, status: 'closed' });
    const closed = await getEmployerJob(a, { uuid: job.uuid });
    expect(closed).toMatchObject({ status: 'closed', moves: ['edit', 'reopen'] });
    expect(closed.closedAt).toBeInstanceOf(Date);
    await expect(closeJob(a, { uuid: job.uuid })).rejects.toMatchObject({ code: 'conflict' });
    // Editing a closed job keeps it closed.
    expect(await updateJob(a, { uuid: job.uuid, ...validJob({ job_title: 'Lifecycle job (closed edit)' }) })).toMatchObject({ status: 'closed' });
    expect(await reopenJob(a, { uuid: job.uuid })).toEqual({ uuid: job.uuid, status: 'approved' });
    expect(await getEmployerJob(a, { uuid: job.uuid })).toMatchObject({ status: 'approved', closedAt: null });
    await expect(reopenJob(a, { uuid: job.uuid })).rejects.toMatchObject({ code: 'conflict' });

    // Never approved: reopening sends it to review. Expired: expired shows, and reopening goes to review.
    const never = await createJob(a, validJob({ job_title: 'Never approved' }));
    await closeJob(a, { uuid: never.uuid });
    expect(await reopenJob(a, { uuid: never.uuid })).toMatchObject({ status: 'reviewing' });
    await db().update(jobs).set({ status: 'closed', approvedAt: new Date(), expireDate: inDays(-2) }).where(eq(jobs.id, never.id));
    expect(await reopenJob(a, { uuid: never.uuid })).toMatchObject({ status: 'reviewing' });
    expect(await getEmployerJob(a, { uuid: never.uuid })).toMatchObject({ status: 'reviewing', displayStatus: 'expired' });

    const audit = await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'job'), eq(auditLogs.entityId, String(job.id))));
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'update', 'status_change']));
  });

  it('lists the employer’s own jobs with their application counts and views, newest first', async () => {
    const job = await createJob(a, validJob({ job_title: 'Counted job' }));
    await db().update(jobs).set({ viewCount: 7 }).where(eq(jobs.id, job.id));
    await db().insert(jobApplications).values([
      { jobId: job.id, candidateId: candidate.id },
      { jobId: job.id, candidateId: b.id, viewedAt: new Date() },
    ]);
    const page = await listEmployerJobs(a, { perPage: 60 });
    expect(page.items.every((j) => j.employerId === a.id)).toBe(true);
    expect(page.items[0]).toMatchObject({ uuid: job.uuid, applications: 2, unviewedApplications: 1, viewCount: 7 });
    expect(page.total).toBe(page.items.length);
    const stats = await jobStatistics(a);
    expect(stats.totalApplications).toBe(2);
    expect(stats.unviewedApplications).toBe(1);
    const small = await listEmployerJobs(a, { perPage: 2, page: 2 });
    expect(small).toMatchObject({ page: 2, perPage: 2, total: page.total });
    expect(small.items).toHaveLength(2);
  });

  it('an employer can neither read nor change another employer’s profile or jobs (404)', async () => {
    const job = await createJob(a, validJob({ job_title: 'A’s private job' }));
    await expect(getEmployerJob(b, { uuid: job.uuid })).rejects.toMatchObject({ code: 'not_found' });
    await expect(updateJob(b, { uuid: job.uuid, ...validJob({ job_title: 'Taken over' }) })).rejects.toMatchObject({ code: 'not_found' });
    await expect(closeJob(b, { uuid: job.uuid })).rejects.toMatchObject({ code: 'not_found' });
    await expect(reopenJob(b, { uuid: job.uuid })).rejects.toMatchObject({ code: 'not_found' });
    await expect(getEmployerJob(b, { uuid: 'not-a-uuid' })).rejects.toMatchObject({ code: 'not_found' });
    expect((await listEmployerJobs(b, {})).items.some((j) => j.uuid === job.uuid)).toBe(false);
    const [row] = await db().select({ title: jobs.title, status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row).toEqual({ title: 'A’s private job', status: 'reviewing' });
    // B's profile calls only ever touch B's own profile.
    await saveCompanyProfile(b, { org_name: 'Surrey Test Ltd (renamed)' });
    expect((await findOwnCompanyProfile(a))?.orgName).toBe('Medway Test Ltd');
    expect((await findOwnCompanyProfile(b))?.orgName).toBe('Surrey Test Ltd (renamed)');
    // B's statistics never count A's applications.
    expect((await jobStatistics(b)).totalApplications).toBe(0);
  });
});
