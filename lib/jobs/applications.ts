import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { companyProfiles, cvFiles, jobApplications, jobApplicationStages, jobs, uploadedFiles, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import { crashPoint } from '@/lib/crash-point';
import { assertCan, can } from '@/lib/auth/permissions';
import { employerViewOf } from '@/lib/candidates/employer-view';
import { resumeForEmployer, type EmployerView } from '@/lib/candidates/privacy';
import { getOwnResume, loadResumeView, type ResumeView } from '@/lib/candidates/profile';
import { env } from '@/lib/env';
import { AppError, notFound, parseInput } from '@/lib/errors';
import { toPage, type Page } from '@/lib/http/page';
import type { RequestMeta } from '@/lib/http/request-meta';
import { log } from '@/lib/log';
import { renderLayout, sendMail, type RenderedMail } from '@/lib/mail';
import {
  applicantListParamsSchema,
  applicationMessages as m,
  applySchema,
  moveStageSchema,
  ownApplicationListParamsSchema,
  type ApplicantListParams,
} from './application-schemas';
import {
  allowedEmployerMoves,
  applicationStageLabels,
  applicationStages,
  canEmployerMove,
  canReapply,
  canWithdraw,
  stageOnOpen,
  type ApplicationStage,
  type EmployerTargetStage,
} from './application-stages';
import type { JobSummary } from './dto';
import { findPublicJob, isJobUuid } from './public';
import { listPublicJobs, type JobPreferences } from './search';

/**
 * Job applications: a candidate applies to a public job once (with one of their CVs and a cover
 * note), withdraws before a decision, and applying again after a withdrawal reactivates the same
 * application. The employer of the job reads its applicants through the one rule of what an
 * employer sees (employerViewOf: the resume, the CV and the contact details while the application
 * is live; after a withdrawal, only what the candidate consented to); opening one marks it viewed; each stage move
 * (lib/jobs/application-stages.ts decides which are legal) is recorded in job_application_stages
 * with who and when, audited, and e-mailed to the candidate. Another employer's applicants,
 * another candidate's applications: 404.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

export interface ApplicationView {
  id: number;
  uuid: string;
  status: ApplicationStage;
  statusLabel: string;
  createdAt: Date;
  updatedAt: Date;
  viewedAt: Date | null;
  coverLetter: string | null;
  /** `fileId`: the uploaded file, which employerViewOf shows or not. */
  cv: { id: number; fileId: number; title: string; url: string; fileName: string } | null;
  job: { id: number; uuid: string; title: string; orgName: string | null; location: string | null; city: string | null; expireDate: string | null; employerId: number };
  /** `email` is '' where the viewer may not see it (a withdrawn application, see employerViewOf). */
  candidate: { id: number; name: string; email: string };
  canWithdraw: boolean;
}

export interface StageMove {
  from: ApplicationStage | null;
  to: ApplicationStage;
  label: string;
  at: Date;
  by: string | null;
}

export interface ApplicantDetail extends ApplicationView {
  moves: StageMove[];
  allowedMoves: EmployerTargetStage[];
  resume: Omit<ResumeView, 'basic_info'> & { basic_info: Record<string, unknown> };
}

const columns = {
  id: jobApplications.id,
  uuid: jobApplications.uuid,
  status: jobApplications.status,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
  viewedAt: jobApplications.viewedAt,
  coverLetter: jobApplications.coverLetter,
  cvId: cvFiles.id,
  cvTitle: cvFiles.title,
  cvFileId: uploadedFiles.id,
  cvUuid: uploadedFiles.uuid,
  cvName: uploadedFiles.originalName,
  jobId: jobs.id,
  jobUuid: jobs.uuid,
  jobTitle: jobs.title,
  orgName: companyProfiles.orgName,
  location: jobs.location,
  city: jobs.city,
  expireDate: jobs.expireDate,
  employerId: jobs.employerId,
  candidateId: users.id,
  candidateName: users.name,
  candidateEmail: users.email,
};

type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

function toView(r: Row): ApplicationView {
  const status = r.status as ApplicationStage;
  return {
    id: r.id as number,
    uuid: r.uuid as string,
    status,
    statusLabel: applicationStageLabels[status],
    createdAt: r.createdAt as Date,
    updatedAt: r.updatedAt as Date,
    viewedAt: (r.viewedAt as Date | null) ?? null,
    coverLetter: (r.coverLetter as string | null) ?? null,
    cv: r.cvId && r.cvFileId ? { id: r.cvId as number, fileId: r.cvFileId as number, title: r.cvTitle as string, url: `/files/${r.cvUuid as string}`, fileName: r.cvName as string } : null,
    job: {
      id: r.jobId as number,
      uuid: r.jobUuid as string,
      title: r.jobTitle as string,
      orgName: (r.orgName as string | null) ?? null,
      location: (r.location as string | null) ?? null,
      city: (r.city as string | null) ?? null,
      expireDate: (r.expireDate as string | null) ?? null,
      employerId: r.employerId as number,
    },
    candidate: { id: r.candidateId as number, name: r.candidateName as string, email: r.candidateEmail as string },
    canWithdraw: canWithdraw(status),
  };
}

function baseQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobApplications.candidateId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.employerId))
    .leftJoin(cvFiles, eq(cvFiles.id, jobApplications.cvFileId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, cvFiles.fileId));
}

async function pageOf(db: Db | Tx, where: SQL | undefined, page: number, perPage: number): Promise<Page<ApplicationView>> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(where);
  const pageCount = Math.max(1, Math.ceil(n / perPage));
  const current = Math.min(page, pageCount);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(perPage)
    .offset((current - 1) * perPage);
  return toPage(rows.map((r) => toView(r as Row)), n, current, perPage);
}

async function recordMove(tx: Tx, applicationId: number, from: ApplicationStage | null, to: ApplicationStage, actor: Actor, meta: Meta): Promise<void> {
  await tx.insert(jobApplicationStages).values({ applicationId, fromStatus: from, toStatus: to, actorId: actor?.id ?? null });
  await recordAudit(tx, {
    actor,
    action: from === null ? 'create' : 'status_change',
    entity: 'job_application',
    entityId: applicationId,
    changes: { status: [from, to] },
    ip: meta.ip,
    requestId: meta.requestId,
  });
}

// ---------------------------------------------------------------------------------------------
// The candidate's side

/** Applies to a public job with one of the actor's CVs; a second time: 400 `{ job: [...] }`; after a withdrawal: the same application again. */
export async function applyToJob(actor: Actor, input: unknown, meta: Meta = {}): Promise<ApplicationView & { reactivated: boolean }> {
  assertCan(actor, 'jobs:apply');
  const data = parseInput(applySchema, input);
  const job = await findPublicJob(data.job);
  if (!job) throw new AppError('validation', m.jobNotOpen, { fieldErrors: { job: [m.jobNotOpen] } });
  const db = getDb();
  const result = await db.transaction(async (tx) => {
    const [cv] = await tx
      .select({ id: cvFiles.id })
      .from(cvFiles)
      .where(and(eq(cvFiles.id, data.cv), eq(cvFiles.userId, actor.id)));
    if (!cv) throw new AppError('validation', m.cvNotYours, { fieldErrors: { cv: [m.cvNotYours] } });
    const [existing] = await tx
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.candidateId, actor.id)))
      .for('update');
    if (existing) {
      if (!canReapply(existing.status)) throw new AppError('validation', m.alreadyApplied, { fieldErrors: { job: [m.alreadyApplied] } });
      await tx
        .update(jobApplications)
        .set({ status: 'applied', cvFileId: cv.id, coverLetter: data.cover_letter, viewedAt: null, updatedAt: new Date() })
        .where(eq(jobApplications.id, existing.id));
      await recordMove(tx, existing.id, existing.status, 'applied', actor, meta);
      return { id: existing.id, reactivated: true };
    }
    const inserted = await tx
      .insert(jobApplications)
      .values({ jobId: job.id, candidateId: actor.id, cvFileId: cv.id, coverLetter: data.cover_letter, status: 'applied' })
      .onConflictDoNothing()
      .returning({ id: jobApplications.id });
    if (!inserted[0]) throw new AppError('validation', m.alreadyApplied, { fieldErrors: { job: [m.alreadyApplied] } });
    await recordMove(tx, inserted[0].id, null, 'applied', actor, meta);
    return { id: inserted[0].id, reactivated: false };
  });
  const [row] = await baseQuery(db).where(eq(jobApplications.id, result.id));
  return { ...toView(row as Row), reactivated: result.reactivated };
}

/** The actor's own applications, newest first (optionally one stage). */
export async function listOwnApplications(actor: Actor, rawParams: unknown = {}): Promise<Page<ApplicationView>> {
  assertCan(actor, 'jobs:apply');
  const p = ownApplicationListParamsSchema.parse(rawParams ?? {});
  const where = and(eq(jobApplications.candidateId, actor.id), p.stage ? eq(jobApplications.status, p.stage) : undefined);
  return pageOf(getDb(), where, p.page, p.per_page);
}

/** The uuids of the jobs the actor has an active (not withdrawn) application to. */
export async function findOwnApplicationToJob(actor: Actor, jobUuid: string): Promise<ApplicationView | null> {
  assertCan(actor, 'jobs:apply');
  if (!isJobUuid(jobUuid)) return null;
  const [row] = await baseQuery(getDb()).where(and(eq(jobApplications.candidateId, actor.id), eq(jobs.uuid, jobUuid.toLowerCase())));
  return row ? toView(row as Row) : null;
}

/** How many of the actor's applications are in each stage. */
export async function countOwnApplicationsByStage(actor: Actor): Promise<Record<ApplicationStage, number>> {
  assertCan(actor, 'jobs:apply');
  const rows = await getDb()
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.candidateId, actor.id))
    .groupBy(jobApplications.status);
  const out = Object.fromEntries(applicationStages.map((s) => [s, 0])) as Record<ApplicationStage, number>;
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/** Withdraws one of the actor's own applications before a decision. */
export async function withdrawApplication(actor: Actor, uuid: unknown, meta: Meta = {}): Promise<ApplicationView> {
  assertCan(actor, 'jobs:apply');
  if (typeof uuid !== 'string' || !isJobUuid(uuid)) throw notFound('Application');
  const db = getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(and(eq(jobApplications.uuid, uuid.toLowerCase()), eq(jobApplications.candidateId, actor.id)))
      .for('update');
    if (!row) throw notFound('Application');
    if (!canWithdraw(row.status)) throw new AppError('conflict', m.cannotWithdraw);
    await tx.update(jobApplications).set({ status: 'withdrawn', updatedAt: new Date() }).where(eq(jobApplications.id, row.id));
    await recordMove(tx, row.id, row.status, 'withdrawn', actor, meta);
    return row.id;
  });
  const [row] = await baseQuery(db).where(eq(jobApplications.id, id));
  return toView(row as Row);
}

// ---------------------------------------------------------------------------------------------
// The employer's side (an admin sees every job's applicants)

/** Applicants to the actor's own jobs (an admin: all), filtered by job and stage; each as employerViewOf lets the actor see it. */
export async function listApplicants(actor: Actor, rawParams: unknown = {}): Promise<Page<ApplicationView> & { params: ApplicantListParams }> {
  assertEmployerOrAdmin(actor);
  const params = applicantListParamsSchema.parse(rawParams ?? {});
  const where = and(
    can(actor, 'jobs:moderate') ? undefined : eq(jobs.employerId, actor!.id),
    params.job ? eq(jobs.uuid, params.job) : undefined,
    params.stage ? eq(jobApplications.status, params.stage) : undefined,
  );
  const db = getDb();
  const page = await pageOf(db, where, params.page, params.per_page);
  // A live application shows its own CV and e-mail by the rule; only withdrawn rows need asking.
  const items = await Promise.all(page.items.map(async (v) => (v.status === 'withdrawn' ? shownApplication(v, await employerViewOf(actor, v.candidate.id, db)) : v)));
  return { ...page, items, params };
}

/** An application as employerViewOf lets the viewer see it: its CV and the e-mail only while shown. */
function shownApplication(view: ApplicationView, seen: EmployerView): ApplicationView {
  return {
    ...view,
    cv: view.cv && seen.cvFileIds.includes(view.cv.fileId) ? view.cv : null,
    candidate: { ...view.candidate, email: seen.contacts.includes('email') ? view.candidate.email : '' },
  };
}

/** Employers (their own jobs) and admins (every job) read applicants. */
function assertEmployerOrAdmin(actor: Actor): asserts actor is NonNullable<Actor> {
  if (can(actor, 'jobs:moderate')) return;
  assertCan(actor, 'jobs:post');
}

async function ownApplicationRow(db: Db | Tx, actor: Actor, uuid: unknown) {
  assertEmployerOrAdmin(actor);
  if (typeof uuid !== 'string' || !isJobUuid(uuid)) throw notFound('Applicant');
  const [row] = await baseQuery(db).where(
    and(eq(jobApplications.uuid, uuid.toLowerCase()), can(actor, 'jobs:moderate') ? undefined : eq(jobs.employerId, actor.id)),
  );
  if (!row) throw notFound('Applicant');
  return toView(row as Row);
}

async function movesOf(db: Db | Tx, applicationId: number): Promise<StageMove[]> {
  const rows = await db
    .select({ from: jobApplicationStages.fromStatus, to: jobApplicationStages.toStatus, at: jobApplicationStages.createdAt, by: users.name })
    .from(jobApplicationStages)
    .leftJoin(users, eq(users.id, jobApplicationStages.actorId))
    .where(eq(jobApplicationStages.applicationId, applicationId))
    .orderBy(jobApplicationStages.createdAt, jobApplicationStages.id);
  return rows.map((r) => ({ from: r.from, to: r.to, label: applicationStageLabels[r.to], at: r.at, by: r.by }));
}

/** One applicant to one of the actor's jobs; the employer opening a new one marks it viewed. */
export async function getApplicant(actor: Actor, uuid: unknown, meta: Meta = {}): Promise<ApplicantDetail> {
  const db = getDb();
  let view = await ownApplicationRow(db, actor, uuid);
  if (can(actor, 'jobs:post') && view.job.employerId === actor!.id) {
    const next = stageOnOpen(view.status);
    if (next || !view.viewedAt) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: jobApplications.status, viewedAt: jobApplications.viewedAt })
          .from(jobApplications)
          .where(eq(jobApplications.id, view.id))
          .for('update');
        const to = stageOnOpen(row.status);
        await tx
          .update(jobApplications)
          .set({ viewedAt: row.viewedAt ?? new Date(), ...(to ? { status: to } : {}) })
          .where(eq(jobApplications.id, view.id));
        if (to) await recordMove(tx, view.id, row.status, to, actor, meta);
      });
      view = await ownApplicationRow(db, actor, uuid);
    }
  }
  const resume = await loadResumeView(view.candidate.id, db);
  if (!resume) throw notFound('Applicant');
  const seen = await employerViewOf(actor, view.candidate.id, db);
  return {
    ...shownApplication(view, seen),
    moves: await movesOf(db, view.id),
    allowedMoves: allowedEmployerMoves(view.status),
    resume: resumeForEmployer(resume, seen),
  };
}

const stageMailIntro: Partial<Record<ApplicationStage, string>> = {
  viewed: 'The employer has opened your application.',
  shortlisted: 'Good news: you have been shortlisted.',
  interview: 'The employer would like to interview you; they will be in touch with the details.',
  offered: 'Good news: the employer is making you an offer.',
  hired: 'Congratulations: you have been hired.',
  rejected: 'The employer has decided not to go ahead with your application this time.',
};

/** The e-mail to the candidate about a stage move. */
export function applicationStageMail(data: { name: string | null; title: string; orgName: string | null; to: ApplicationStage; link: string; appUrl: string }): RenderedMail {
  const label = applicationStageLabels[data.to];
  const heading = `Your application: ${label}`;
  const where = data.orgName ? ` at ${data.orgName}` : '';
  const { text, html } = renderLayout({
    heading,
    greeting: data.name?.trim() ? `Hello ${data.name.trim()},` : 'Hello,',
    blocks: [
      { p: `Your application for “${data.title}”${where} is now at the stage: ${label}.` },
      { p: stageMailIntro[data.to] ?? '' },
      { link: { href: data.link, label: 'See your applications' } },
    ],
    appUrl: data.appUrl,
  });
  return { template: 'job_application_status', subject: `${heading} (${data.title})`, text, html };
}

/** Moves an applicant to a later stage (or rejects); recorded, audited and e-mailed to the candidate. */
export async function moveApplicationStage(actor: Actor, input: unknown, meta: Meta = {}): Promise<ApplicationView> {
  const data = parseInput(moveStageSchema, input);
  const db = getDb();
  const view = await ownApplicationRow(db, actor, data.application);
  if (!can(actor, 'jobs:post') || view.job.employerId !== actor!.id) throw notFound('Applicant');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: jobApplications.status, viewedAt: jobApplications.viewedAt })
      .from(jobApplications)
      .where(eq(jobApplications.id, view.id))
      .for('update');
    if (!canEmployerMove(row.status, data.to)) throw new AppError('validation', m.badMove, { fieldErrors: { to: [m.badMove] } });
    await tx
      .update(jobApplications)
      .set({ status: data.to, viewedAt: row.viewedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(jobApplications.id, view.id));
    crashPoint('job-stage:moving');
    await recordMove(tx, view.id, row.status, data.to, actor, meta);
  });
  try {
    await sendMail(
      view.candidate.email,
      applicationStageMail({
        name: view.candidate.name,
        title: view.job.title,
        orgName: view.job.orgName,
        to: data.to,
        link: new URL('/candidate/applied-jobs', env.appUrl).toString(),
        appUrl: env.appUrl,
      }),
    );
  } catch (err) {
    log.error('application stage mail not sent', { applicationId: view.id, to: data.to, err });
  }
  return ownApplicationRow(db, actor, data.application);
}

/** The stage history of one application (its candidate, the job's employer or an admin). */
export async function listApplicationMoves(actor: Actor, uuid: unknown): Promise<StageMove[]> {
  const db = getDb();
  if (can(actor, 'jobs:apply') && typeof uuid === 'string' && isJobUuid(uuid)) {
    const [row] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.uuid, uuid.toLowerCase()), eq(jobApplications.candidateId, actor!.id)));
    if (!row) throw notFound('Application');
    return movesOf(db, row.id);
  }
  const view = await ownApplicationRow(db, actor, uuid);
  return movesOf(db, view.id);
}

// ---------------------------------------------------------------------------------------------
// Preferences (the resume's preference section) as a job filter

/** The job filter of a candidate's preferences: categories chosen, preferred cities, keywords and special skills. */
export function preferencesOf(resume: Pick<ResumeView, 'preference'>): JobPreferences {
  const p = resume.preference;
  const clean = (xs: unknown) => (Array.isArray(xs) ? xs.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []);
  return {
    categoryIds: Array.isArray(p.job_category_choice) ? p.job_category_choice.filter((n) => Number.isInteger(n)) : [],
    cities: clean(p.pref_city),
    keywords: [...clean(p.keyword), ...clean(p.special_skill)],
  };
}

/** Open jobs matching the candidate's preferences, newest first (the dashboard's recommendations). */
export async function recommendedJobs(actor: Actor, limit = 5): Promise<{ jobs: JobSummary[]; hasPreferences: boolean }> {
  assertCan(actor, 'jobs:apply');
  const resume = await getOwnResume(actor);
  const preferences = preferencesOf(resume);
  const hasPreferences = preferences.categoryIds.length + preferences.cities.length + preferences.keywords.length > 0;
  if (!hasPreferences) return { jobs: [], hasPreferences };
  const page = await listPublicJobs({ perPage: 10 }, { preferences });
  return { jobs: page.items.slice(0, limit), hasPreferences };
}
