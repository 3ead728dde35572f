import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLogs, companyProfiles, directHireRequests, employerTypes, jobCategories, jobs } from '@/db/schema';
import { env } from '@/lib/env';
import { listOutboxMails, outboxDir, setMailConfig } from '@/lib/mail';
import { getDirectHire, listDirectHire, setDirectHireStatus, submitDirectHire } from '@/lib/jobs/direct-hire';
import { getEmployer, listEmployers } from '@/lib/jobs/employers';
import { getJobForAdmin, listJobQueue, moderateJob } from '@/lib/jobs/moderation';
import { createReference, deleteReference, getReference, listReferenceItems, saveReference } from '@/lib/jobs/reference-admin';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { makeUser } from './account-fixtures';

/**
 * The job board's back office on a real database: moderation moves (each with its e-mail to the
 * employer and its audit row, refused where the lifecycle says no), the queue's filters and
 * pages, job categories and employer types (code and name required; a delete only while unused),
 * the employers list and detail, and direct hire (create, search, status moves).
 */
/** A refusal read in English: the same promise, its error (message, field errors) rendered by the catalogue. */
const inEnglishRefusal = (p: Promise<unknown>) =>
  p.catch((err: unknown) => {
    throw inEnglish(err);
  });

describeEachDatabase('job board back office', ({ db }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-moderation-'));
  const outbox = outboxDir(dataDir);
  const tag = crypto.randomBytes(4).toString('hex');
  let admin: { id: number; role: 'admin' };
  let employer: { id: number; role: 'employer'; email: string };
  let other: { id: number; role: 'employer' };
  let student: { id: number; role: 'student' };
  let categoryId: number;

  const today = new Date().toISOString().slice(0, 10);
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  async function makeJob(title: string, opts: { status?: 'reviewing' | 'approved' | 'rejected' | 'closed'; expireDate?: string; employerId?: number } = {}) {
    const [row] = await db()
      .insert(jobs)
      .values({
        title,
        employerId: opts.employerId ?? employer.id,
        categoryId,
        status: opts.status ?? 'reviewing',
        expireDate: opts.expireDate ?? inDays(30),
        ageMin: 21,
        ageMax: 45,
        skills: ['Excel'],
      })
      .returning({ id: jobs.id, uuid: jobs.uuid });
    return row;
  }

  const lastAudit = async (entity: string, id: number) => {
    const [row] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(id))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    return row;
  };

  beforeAll(async () => {
    setMailConfig({ smtpUrl: undefined, outbox });
    admin = (await makeUser(db(), { role: 'admin' })) as typeof admin;
    employer = (await makeUser(db(), { role: 'employer', name: 'Emma Employer' })) as typeof employer;
    other = (await makeUser(db(), { role: 'employer' })) as typeof other;
    student = (await makeUser(db(), { role: 'student' })) as typeof student;
    await db().insert(companyProfiles).values({ userId: employer.id, orgName: `Acme ${tag} Ltd`, city: 'Ashford' });
    const [cat] = await db().select({ id: jobCategories.id }).from(jobCategories).limit(1);
    categoryId = cat.id;
  });
  afterAll(() => {
    setMailConfig(undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a visitor (401) and a non-admin (403) every back-office read and write', async () => {
    const job = await makeJob(`Refused ${tag}`);
    for (const [actor, code] of [
      [null, 'unauthenticated'],
      [student, 'forbidden'],
      [employer, 'forbidden'],
    ] as const) {
      await expect(listJobQueue(actor, {})).rejects.toMatchObject({ code });
      await expect(moderateJob(actor, { uuid: job.uuid, move: 'approve' })).rejects.toMatchObject({ code });
      await expect(createReference(actor, { list: 'jobCategory', code: 'X', name: 'X' })).rejects.toMatchObject({ code });
      await expect(listReferenceItems(actor, { list: 'employerType' })).rejects.toMatchObject({ code });
      await expect(listEmployers(actor)).rejects.toMatchObject({ code });
      await expect(listDirectHire(actor, {})).rejects.toMatchObject({ code });
    }
    const [row] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row.status).toBe('reviewing');
  });

  it('rejects with a reason the employer reads (job, e-mail, audit), then approves after review', async () => {
    const job = await makeJob(`Bookkeeper ${tag}`);
    await expect(moderateJob(admin, { uuid: job.uuid, move: 'reject' })).rejects.toMatchObject({ code: 'validation', fieldErrors: { reason: [expect.any(String)] } });

    const rejected = await moderateJob(admin, { uuid: job.uuid, move: 'reject', reason: 'Please give a salary range.' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Please give a salary range.' });
    const audit = await lastAudit('job', job.id);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'status_change', changes: { status: ['reviewing', 'rejected'], reason: 'Please give a salary range.' } });
    const mails = await listOutboxMails(outbox, { to: employer.email, template: 'job_status' });
    const mail = mails.find((m) => m.subject.includes(`Bookkeeper ${tag}`) && m.subject.includes('needs changes'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Please give a salary range.');
    expect(mail!.text).toContain(`/employer/jobs/${job.uuid}`);

    // A rejected job may be approved (or set back to review); it cannot be rejected twice.
    await expect(moderateJob(admin, { uuid: job.uuid, move: 'reject', reason: 'Again' })).rejects.toMatchObject({ code: 'conflict' });
    const back = await moderateJob(admin, { uuid: job.uuid, move: 'backToReview' });
    expect(back).toMatchObject({ status: 'reviewing', rejectionReason: null });
    expect((await lastAudit('job', job.id)).changes).toMatchObject({ status: ['rejected', 'reviewing'] });

    const approved = await moderateJob(admin, { uuid: job.uuid, move: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', displayStatus: 'approved', rejectionReason: null, approvedByName: expect.any(String) });
    expect(approved.approvedAt).toBeInstanceOf(Date);
    const after = await listOutboxMails(outbox, { to: employer.email, template: 'job_status' });
    expect(after.filter((m) => m.subject.includes(`Bookkeeper ${tag}`)).map((m) => m.subject.split(':')[0]).sort()).toEqual(
      ['Your job post is back in review', 'Your job post is live', 'Your job post needs changes'].sort(),
    );
    await expect(moderateJob(admin, { uuid: job.uuid, move: 'approve' })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('shows the admin every field, the age range included', async () => {
    const job = await makeJob(`Detail ${tag}`);
    const detail = await getJobForAdmin(admin, job.uuid);
    expect(detail).toMatchObject({ title: `Detail ${tag}`, ageMin: 21, ageMax: 45, skills: ['Excel'], orgName: `Acme ${tag} Ltd`, employerEmail: employer.email });
    await expect(getJobForAdmin(admin, crypto.randomUUID())).rejects.toMatchObject({ code: 'not_found' });
    await expect(getJobForAdmin(admin, 'not-a-uuid')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('filters the queue by status (expired derived), category, employer and date, with real pages', async () => {
    const expired = await makeJob(`Expired ${tag}`, { status: 'approved', expireDate: '2020-01-01' });
    const live = await makeJob(`Live ${tag}`, { status: 'approved' });
    const others = await makeJob(`Other employer ${tag}`, { employerId: other.id });

    const exp = await listJobQueue(admin, { status: 'expired', q: tag });
    expect(exp.items.map((j) => j.id)).toEqual([expired.id]);
    expect(exp.items[0].displayStatus).toBe('expired');
    const appr = await listJobQueue(admin, { status: 'approved', q: tag });
    expect(appr.items.map((j) => j.id)).toContain(live.id);
    expect(appr.items.map((j) => j.id)).not.toContain(expired.id);

    const byEmployer = await listJobQueue(admin, { status: 'all', employer: `acme ${tag}` });
    expect(byEmployer.items.length).toBeGreaterThan(0);
    expect(byEmployer.items.map((j) => j.id)).not.toContain(others.id);
    expect(byEmployer.items.every((j) => j.employerId === employer.id)).toBe(true);

    const [otherCat] = await db().insert(jobCategories).values({ code: `OC${tag}`, name: `Other cat ${tag}` }).returning({ id: jobCategories.id });
    expect((await listJobQueue(admin, { status: 'all', category: String(otherCat.id) })).total).toBe(0);
    expect((await listJobQueue(admin, { status: 'all', category: String(categoryId), q: tag })).total).toBeGreaterThanOrEqual(3);

    expect((await listJobQueue(admin, { status: 'all', q: tag, from: inDays(1) })).total).toBe(0);
    expect((await listJobQueue(admin, { status: 'all', q: tag, from: today, to: today })).total).toBeGreaterThanOrEqual(3);

    // Real pages: 10 per page, the second page holds the rest.
    for (let i = 0; i < 11; i++) await makeJob(`Paged ${tag} ${i}`);
    const p1 = await listJobQueue(admin, { status: 'reviewing', q: `Paged ${tag}`, per_page: '10' });
    const p2 = await listJobQueue(admin, { status: 'reviewing', q: `Paged ${tag}`, per_page: '10', page: '2' });
    expect([p1.total, p1.items.length, p1.pageCount, p2.items.length]).toEqual([11, 10, 2, 1]);
    expect(new Set([...p1.items, ...p2.items].map((j) => j.id)).size).toBe(11);
  });

  it('job categories: code and name required, code unique, edit, delete only while unused (audit rows)', async () => {
    await expect(inEnglishRefusal(createReference(admin, { list: 'jobCategory', code: '', name: '' }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { code: ['This field is required'], name: ['This field is required'] },
    });
    const created = await createReference(admin, { list: 'jobCategory', code: `JC${tag}`, name: `Logistics ${tag}` });
    expect(created).toMatchObject({ code: `JC${tag}`, name: `Logistics ${tag}`, used: 0 });
    // The job board's audit rows hold the record's fields as they are, its code under `<entity>Code`.
    expect(await lastAudit('job_category', created.id)).toMatchObject({ action: 'create', changes: { job_categoryCode: `JC${tag}`, name: `Logistics ${tag}` } });
    await expect(inEnglishRefusal(createReference(admin, { list: 'jobCategory', code: `JC${tag}`, name: 'Twin' }))).rejects.toMatchObject({ fieldErrors: { code: ['This code is already used'] } });

    const updated = await saveReference(admin, { list: 'jobCategory', id: created.id, name: `Logistics and supply ${tag}` });
    expect(updated).toMatchObject({ code: `JC${tag}`, name: `Logistics and supply ${tag}` });
    await expect(saveReference(admin, { list: 'jobCategory', id: created.id, name: '' })).rejects.toMatchObject({ code: 'validation' });
    expect((await lastAudit('job_category', created.id)).changes).toEqual({ name: [`Logistics ${tag}`, `Logistics and supply ${tag}`] });
    // Every save of the form is recorded, even one that changes nothing; a save of no field changes nothing.
    await saveReference(admin, { list: 'jobCategory', id: created.id, code: `JC${tag}`, name: `Logistics and supply ${tag}` });
    expect(await lastAudit('job_category', created.id)).toMatchObject({ action: 'update', changes: {} });
    const auditCount = (await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'job_category'), eq(auditLogs.entityId, String(created.id))))).length;
    await expect(saveReference(admin, { list: 'jobCategory', id: created.id })).resolves.toMatchObject({ name: `Logistics and supply ${tag}` });
    expect(await db().select().from(auditLogs).where(and(eq(auditLogs.entity, 'job_category'), eq(auditLogs.entityId, String(created.id))))).toHaveLength(auditCount);
    await expect(saveReference(admin, { list: 'jobCategory', id: 99_999_999, name: 'Ghost' })).rejects.toMatchObject({ code: 'not_found' });

    const listed = await listReferenceItems(admin, { list: 'jobCategory', q: `JC${tag}` });
    expect(listed.items).toHaveLength(1);

    // In use by a job: refused with a clear message, and still there.
    const [job] = await db().insert(jobs).values({ title: 'Uses it', employerId: employer.id, categoryId: created.id, expireDate: inDays(10) }).returning({ id: jobs.id });
    await expect(inEnglishRefusal(deleteReference(admin, { list: 'jobCategory', id: created.id }))).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/used by 1 job, so it cannot be deleted/) });
    expect((await getReference(admin, 'jobCategory', created.id)).used).toBe(1);
    await db().delete(jobs).where(eq(jobs.id, job.id));
    await expect(deleteReference(admin, { list: 'jobCategory', id: created.id })).resolves.toMatchObject({ id: created.id });
    await expect(getReference(admin, 'jobCategory', created.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await lastAudit('job_category', created.id)).toMatchObject({ action: 'delete', changes: { job_categoryCode: `JC${tag}`, name: `Logistics and supply ${tag}` } });
  });

  it('employer types: the same rules, in use by a company profile', async () => {
    await expect(inEnglishRefusal(createReference(admin, { list: 'employerType', code: 'X' }))).rejects.toMatchObject({ fieldErrors: { name: ['This field is required'] } });
    const t = await createReference(admin, { list: 'employerType', code: `ET${tag}`, name: `Charity ${tag}` });
    await db().update(companyProfiles).set({ employerTypeId: t.id }).where(eq(companyProfiles.userId, employer.id));
    await expect(inEnglishRefusal(deleteReference(admin, { list: 'employerType', id: t.id }))).rejects.toMatchObject({ code: 'conflict', message: expect.stringMatching(/used by 1 company profile/) });
    await db().update(companyProfiles).set({ employerTypeId: null }).where(eq(companyProfiles.userId, employer.id));
    await deleteReference(admin, { list: 'employerType', id: t.id });
    expect(await db().select().from(employerTypes).where(eq(employerTypes.id, t.id))).toHaveLength(0);
  });

  it('lists employers with a search and shows one with its profile and jobs', async () => {
    const found = await listEmployers(admin, { q: `acme ${tag}` });
    expect(found.items.map((e) => e.id)).toEqual([employer.id]);
    const own = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employer.id));
    expect(found.items[0].jobCount).toBe(own.length);
    const detail = await getEmployer(admin, employer.id);
    expect(detail.profile).toMatchObject({ id: expect.any(Number) });
    expect(detail.orgName).toBe(`Acme ${tag} Ltd`);
    expect(detail.jobs.items.length).toBeGreaterThan(0);
    expect(detail.jobs.items.every((j) => j.employerId === employer.id)).toBe(true);
    await expect(getEmployer(admin, student.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('direct hire: requires title, organisation, category, positions and a way to reach them; the list limits; search; status moves', async () => {
    // Each refused request counts against its address's limit (issue 26): probes come from fresh addresses.
    let probes = 0;
    const probe = () => ({ ip: `198.18.${Math.floor(Math.random() * 250)}.${++probes}`, requestId: null });
    await expect(inEnglishRefusal(submitDirectHire(null, {}, { meta: probe() }))).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: {
        job_title: ['This field is required'],
        org_name: ['This field is required'],
        position_no: [expect.any(String)],
        job_category: [expect.any(String)],
      },
    });
    await expect(inEnglishRefusal(submitDirectHire(null, { job_title: 'X', org_name: 'Y', position_no: 1, job_category: categoryId }, { meta: probe() }))).rejects.toMatchObject({
      fieldErrors: { email: ['Give an e-mail address or a phone number'], contact_no: ['Give an e-mail address or a phone number'] },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `skill ${i}`);
    await expect(inEnglishRefusal(submitDirectHire(null, { job_title: 'X', org_name: 'Y', position_no: 1, job_category: categoryId, email: 'a@example.test', skill: eleven }, { meta: probe() }))).rejects.toMatchObject({
      fieldErrors: { skill: ['Skills Max length will be 10'] },
    });
    await expect(
      inEnglishRefusal(submitDirectHire(null, { job_title: 'X', org_name: 'Y', position_no: 1, job_category: categoryId, email: 'a@example.test', salary_range: [1, 2, 3] }, { meta: probe() })),
    ).rejects.toMatchObject({ fieldErrors: { salary_range: ['Salary range Max length will be 2'] } });
    await expect(inEnglishRefusal(submitDirectHire(null, { job_title: 'X', org_name: 'Y', position_no: 1, job_category: 999_999, email: 'a@example.test' }, { meta: probe() }))).rejects.toMatchObject({
      fieldErrors: { job_category: ['Choose one of the options'] },
    });

    const created = await submitDirectHire(null, {
      job_title: `Warehouse operative ${tag}`,
      org_name: 'Kent Logistics',
      job_category: String(categoryId),
      position_no: '3',
      contact_no: '01234 567890',
      city: 'Maidstone',
      county: 'Kent',
      salary_type: 'hourly',
      salary_range: ['11.50', '13'],
      working_hour_range: ['08:00', '16:30'],
      skill: 'Forklift, Picking',
      experience: ['1', '3'],
      date_from: '2027-01-04',
      date_to: '2027-03-31',
    });
    expect(created).toMatchObject({ status: 'new', salaryMinMinor: 1150, salaryMaxMinor: 1300, skills: ['Forklift', 'Picking'], workingHourFrom: '08:00', workingHourTo: '16:30', experienceMin: 1, experienceMax: 3, positionNo: 3 });

    const search = await listDirectHire(admin, { q: `operative ${tag}` });
    expect(search.items.map((d) => d.id)).toEqual([created.id]);
    expect((await listDirectHire(admin, { q: 'maidstone' })).items.map((d) => d.id)).toContain(created.id);
    expect((await listDirectHire(admin, { q: `nothing-${tag}` })).total).toBe(0);
    expect((await getDirectHire(admin, created.uuid)).id).toBe(created.id);

    await expect(setDirectHireStatus(admin, { id: created.id, status: 'new' })).rejects.toMatchObject({ code: 'conflict' });
    // The move answers { id, status } (commit a487ff2); the handled time it records is read back.
    expect(await setDirectHireStatus(admin, { id: created.id, status: 'contacted' })).toMatchObject({ status: 'contacted' });
    expect(await getDirectHire(admin, created.uuid)).toMatchObject({ status: 'contacted', handledAt: expect.any(Date) });
    expect(await setDirectHireStatus(admin, { id: created.id, status: 'closed' })).toMatchObject({ status: 'closed' });
    expect((await lastAudit('direct_hire_request', created.id)).changes).toMatchObject({ status: ['contacted', 'closed'] });
    await expect(setDirectHireStatus(student, { id: created.id, status: 'contacted' })).rejects.toMatchObject({ code: 'forbidden' });
    const [row] = await db().select({ status: directHireRequests.status }).from(directHireRequests).where(eq(directHireRequests.id, created.id));
    expect(row.status).toBe('closed');
  });

  it('direct hire: at most CONTACT_LIMIT_IP_PER_HOUR requests per address per hour', async () => {
    const meta = { ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`, requestId: null };
    const body = { job_title: `Limited ${tag}`, org_name: 'Flood Ltd', job_category: categoryId, position_no: 1, email: 'flood@example.test' };
    for (let i = 0; i < env.CONTACT_LIMIT_IP_PER_HOUR; i++) await submitDirectHire(null, body, { meta });
    await expect(submitDirectHire(null, body, { meta })).rejects.toMatchObject({ code: 'rate_limited' });
    const stored = await db().select({ id: directHireRequests.id }).from(directHireRequests).where(eq(directHireRequests.jobTitle, `Limited ${tag}`));
    expect(stored).toHaveLength(env.CONTACT_LIMIT_IP_PER_HOUR);
  });
});
