import 'server-only';
import { assertEnabledCountries } from '@/lib/countries/countries';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { companyProfiles, jobApplications, jobCategories, jobs, type Job } from '@/db/schema';
import { z } from 'zod';
import type { Actor } from '@/lib/auth/actor';

import { visibleTo } from '@/lib/auth/ownership';
import { recordAudit } from '@/lib/audit';
import { AppError, notFound } from '@/lib/errors';
import type { RequestMeta } from '@/lib/http/request-meta';
import { type Page, toPage } from '@/lib/http/page';
import { authorise, defineUseCase, type SignedInActor } from '@/lib/use-case';
import { expireJobs, type JobChange } from './cache-tags';
import { toJobSummary, type JobSummary, type JobSummaryRow } from './dto';
import { jobSummaryColumns } from './summary';
import { jobMessages, jobPostSchema, type JobPostInput } from './schemas';
import { refsOnly, withRefs } from './use-case-input';
import { allowedJobMoves, nextJobStatus, todayIso, type JobMove } from './status';
import { queueStatusValues, type QueueStatus } from './admin-schemas';
import { jobStatusCondition } from './status-filter';
import type { JobStatus } from './values';
import { nouns } from '@/lib/messages';

/**
 * An employer's own job posts: post, edit, close, reopen, list, read. Ownership is checked on
 * every call: another employer's job answers 404 (it does not exist for you). The lifecycle's
 * moves come from ./status.ts only; every write expires the job's public pages (a change of an
 * approved job takes it off the board until it is approved again).
 */

const jobNotFound = () => notFound(nouns.job);

/** A row of the employer's own list: the summary plus its applications. */
export interface EmployerJobRow extends JobSummary {
  applications: number;
  unviewedApplications: number;
}

/** The employer's view of one of their jobs: every field (age range included: it is theirs). */
export interface EmployerJobDetail extends EmployerJobRow {
  description: string | null;
  responsibilities: string | null;
  requirements: string | null;
  ageMin: number | null;
  ageMax: number | null;
  workingHourFrom: string | null;
  workingHourTo: string | null;
  contactNumber: string | null;
  skills: string[];
  benefits: string[];
  otherBenefits: string[];
  closedAt: Date | null;
  /** The moves the employer may make now (buttons). */
  moves: JobMove[];
}

const applicationCounts = {
  applications: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`,
  unviewedApplications: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id} and ${jobApplications.viewedAt} is null)`,
};

function baseQuery(db: ReturnType<typeof getDb> | Tx = getDb()) {
  return db
    .select({
      ...jobSummaryColumns,
      ...applicationCounts,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      requirements: jobs.requirements,
      ageMin: jobs.ageMin,
      ageMax: jobs.ageMax,
      workingHourFrom: jobs.workingHourFrom,
      workingHourTo: jobs.workingHourTo,
      contactNumber: jobs.contactNumber,
      skills: jobs.skills,
      benefits: jobs.benefits,
      otherBenefits: jobs.otherBenefits,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .innerJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(companyProfiles, eq(companyProfiles.id, jobs.companyProfileId));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toDetail(row: DetailRow): EmployerJobDetail {
  const { applications, unviewedApplications, description, responsibilities, requirements, ageMin, ageMax, workingHourFrom, workingHourTo, contactNumber, skills, benefits, otherBenefits, closedAt, ...summary } = row;
  const s = toJobSummary(summary as JobSummaryRow);
  return {
    ...s,
    applications: Number(applications),
    unviewedApplications: Number(unviewedApplications),
    description,
    responsibilities,
    requirements,
    ageMin,
    ageMax,
    workingHourFrom: workingHourFrom ? workingHourFrom.slice(0, 5) : null,
    workingHourTo: workingHourTo ? workingHourTo.slice(0, 5) : null,
    contactNumber,
    skills,
    benefits,
    otherBenefits,
    closedAt,
    moves: allowedJobMoves({ status: s.status, expireDate: s.expireDate, approvedAt: s.approvedAt }, 'employer'),
  };
}

/** The employer's own job by uuid, or 404 (someone else's job, or not a uuid at all). */
async function loadEmployerJob(actor: SignedInActor, uuid: unknown): Promise<EmployerJobDetail> {
  if (typeof uuid !== 'string' || !isUuid(uuid)) throw jobNotFound();
  const [row] = await baseQuery().where(and(eq(jobs.uuid, uuid), visibleTo(actor, jobs.employerId)));
  if (!row) throw jobNotFound();
  return toDetail(row);
}

export const getEmployerJob = defineUseCase({
  name: 'jobs.getEmployerJob',
  summary: "One of the employer's own jobs, every field (another employer's: 404)",
  access: 'jobs:post',
  input: refsOnly('uuid'),
  run: (actor, { uuid }) => loadEmployerJob(actor, uuid),
});

export interface EmployerJobListParams {
  page?: number;
  perPage?: number;
  /** The list's status filter (the back office queue's rule: a stored status and not expired, or expired). */
  status?: QueueStatus;
}

/** The employer's own jobs, newest first, with their application counts and views; by status when asked. */
export const listEmployerJobs = defineUseCase({
  name: 'jobs.listEmployerJobs',
  summary: "The employer's own jobs, newest first, with their application counts and views (by status when asked)",
  access: 'jobs:post',
  input: z.object({ page: z.number().optional(), perPage: z.number().optional(), status: z.enum(queueStatusValues).optional() }).optional().default({}),
  run: async (actor, params): Promise<Page<EmployerJobDetail>> => {
    const perPage = Math.min(Math.max(params.perPage ?? 20, 1), 60);
    const page = Math.max(params.page ?? 1, 1);
    const own = and(visibleTo(actor, jobs.employerId), jobStatusCondition(params.status ?? 'all', todayIso()));
    const [{ n }] = await getDb().select({ n: count() }).from(jobs).where(own);
    const rows = await baseQuery()
      .where(own)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return toPage(rows.map(toDetail), n, page, perPage);
  },
});

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

function columnsOf(d: JobPostInput) {
  return {
    title: d.job_title,
    categoryId: d.job_category,
    jobNature: d.job_nature,
    location: d.location ?? null,
    city: d.city ?? null,
    postcode: d.postcode ?? null,
    country: d.country ?? null,
    salaryType: d.salary_type ?? null,
    salaryMinMinor: d.salary_min ?? null,
    salaryMaxMinor: d.salary_max ?? null,
    experienceMin: d.experience_min ?? null,
    experienceMax: d.experience_max ?? null,
    ageMin: d.age_min ?? null,
    ageMax: d.age_max ?? null,
    workingHourFrom: d.working_hour_from ?? null,
    workingHourTo: d.working_hour_to ?? null,
    skills: d.skills,
    benefits: d.benefits,
    otherBenefits: d.other_benefits,
    positions: d.position_no,
    contactNumber: d.contact_no ?? null,
    expireDate: d.expire_date,
    description: d.description,
    responsibilities: d.responsibilities ?? null,
    requirements: d.requirements ?? null,
    urgent: d.urgent,
  };
}

async function assertLiveCategory(tx: Tx, id: number): Promise<void> {
  const [c] = await tx.select({ id: jobCategories.id }).from(jobCategories).where(and(eq(jobCategories.id, id), eq(jobCategories.status, true)));
  if (!c) throw new AppError('validation', jobMessages.unknownCategory, { fieldErrors: { job_category: [jobMessages.unknownCategory] } });
}

/**
 * Posts a job: it goes to review. Refused (400 on the legacy door, the message on the form) until
 * the employer's company profile has an organisation name.
 */
export const createJob = defineUseCase({
  name: 'jobs.createJob',
  summary: 'Post a job (it goes to review); refused until the company profile has a name',
  access: 'jobs:post',
  input: jobPostSchema,
  run: async (actor, data, { meta }): Promise<EmployerJobDetail> => {
    const created = await getDb().transaction(async (tx) => {
      const [profile] = await tx.select({ id: companyProfiles.id, orgName: companyProfiles.orgName }).from(companyProfiles).where(eq(companyProfiles.userId, actor.id));
      if (!profile?.orgName?.trim()) {
        throw new AppError('validation', jobMessages.profileFirst, { fieldErrors: { company_profile: [jobMessages.profileFirst] }, details: { profile_required: true } });
      }
      await assertLiveCategory(tx, data.job_category);
      await assertEnabledCountries({ country: data.country }, [], tx);
      const [row] = await tx
        .insert(jobs)
        .values({ ...columnsOf(data), employerId: actor.id, companyProfileId: profile.id, status: 'reviewing' })
        .returning({ id: jobs.id, uuid: jobs.uuid, categoryId: jobs.categoryId });
      await recordAudit(tx, { actor, action: 'create', entity: 'job', entityId: row.id, changes: { title: data.job_title, status: 'reviewing' }, ip: meta.ip, requestId: meta.requestId ?? null });
      return row;
    });
    expireJobs({ kind: 'job', id: created.id, categoryId: created.categoryId });
    return loadEmployerJob(actor, created.uuid);
  },
});

async function lockOwn(tx: Tx, actor: SignedInActor, uuid: unknown): Promise<Job> {
  if (typeof uuid !== 'string' || !isUuid(uuid)) throw jobNotFound();
  const [row] = await tx.select().from(jobs).where(and(eq(jobs.uuid, uuid), visibleTo(actor, jobs.employerId))).for('update');
  if (!row) throw jobNotFound();
  return row;
}

/**
 * Edits the employer's job with every field as sent. An approved or rejected job goes back to
 * review (the reason of a rejection is cleared: the employer has answered it); a closed one
 * stays closed.
 */
export const updateJob = defineUseCase({
  name: 'jobs.updateJob',
  summary: "Edit one of the employer's jobs (an approved or rejected job goes back to review)",
  access: 'jobs:post',
  input: withRefs(jobPostSchema, 'uuid'),
  run: async (actor, { uuid, ...data }, { meta }): Promise<EmployerJobDetail> => {
    const changes: JobChange[] = [];
    const job = await getDb().transaction(async (tx) => {
      const job = await lockOwn(tx, actor, uuid);
      if (data.job_category !== job.categoryId) await assertLiveCategory(tx, data.job_category);
      await assertEnabledCountries({ country: data.country }, [job.country], tx);
      const status = nextJobStatus(job, 'edit');
      await tx
        .update(jobs)
        .set({ ...columnsOf(data), status, rejectionReason: status === 'reviewing' ? null : job.rejectionReason, updatedAt: new Date() })
        .where(eq(jobs.id, job.id));
      await recordAudit(tx, { actor, action: 'update', entity: 'job', entityId: job.id, changes: { status: [job.status, status] }, ip: meta.ip, requestId: meta.requestId ?? null });
      changes.push({ kind: 'job', id: job.id, categoryId: job.categoryId });
      if (data.job_category !== job.categoryId) changes.push({ kind: 'job', id: job.id, categoryId: data.job_category });
      return job;
    });
    expireJobs(...changes);
    return loadEmployerJob(actor, job.uuid);
  },
});

/** What closing or reopening answers: the job and the status it is now in. */
export interface JobMoved {
  uuid: string;
  status: JobStatus;
}

async function moveJob(actor: SignedInActor, uuid: unknown, move: 'close' | 'reopen', meta: RequestMeta): Promise<JobMoved> {
  let change: JobChange | undefined;
  const moved = await getDb().transaction(async (tx): Promise<JobMoved> => {
    const job = await lockOwn(tx, actor, uuid);
    const status = nextJobStatus(job, move);
    await tx
      .update(jobs)
      .set({ status, closedAt: move === 'close' ? new Date() : null, updatedAt: new Date() })
      .where(eq(jobs.id, job.id));
    await recordAudit(tx, { actor, action: 'status_change', entity: 'job', entityId: job.id, changes: { status: [job.status, status] }, ip: meta.ip, requestId: meta.requestId ?? null });
    change = { kind: 'job', id: job.id, categoryId: job.categoryId };
    return { uuid: job.uuid, status };
  });
  if (change) expireJobs(change);
  return moved;
}

/** Closes the employer's job (off the board at once). */
export const closeJob = defineUseCase({
  name: 'jobs.closeJob',
  summary: "Close one of the employer's jobs (off the board at once)",
  access: 'jobs:post',
  input: refsOnly('uuid'),
  run: (actor, { uuid }, { meta }) => moveJob(actor, uuid, 'close', meta),
});

/** Reopens a closed job: approved again when it was approved and has not expired, else to review. */
export const reopenJob = defineUseCase({
  name: 'jobs.reopenJob',
  summary: 'Reopen a closed job: approved again when it was approved and has not expired, else to review',
  access: 'jobs:post',
  input: refsOnly('uuid'),
  run: (actor, { uuid }, { meta }) => moveJob(actor, uuid, 'reopen', meta),
});

/** Counts for "what needs you next": rejected jobs to answer, and unviewed applications. */
export async function employerAttention(actor: Actor): Promise<{ rejected: number; closed: number; total: number }> {
  authorise(actor, 'jobs:post');
  const rows = await getDb().select({ status: jobs.status, n: count() }).from(jobs).where(visibleTo(actor, jobs.employerId)).groupBy(jobs.status);
  const by = new Map(rows.map((r) => [r.status, r.n]));
  return { rejected: by.get('rejected') ?? 0, closed: by.get('closed') ?? 0, total: rows.reduce((s, r) => s + r.n, 0) };
}
