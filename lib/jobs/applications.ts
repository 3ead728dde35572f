import 'server-only';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db';
import { companyProfiles, cvFiles, jobApplications, jobApplicationStages, jobs, uploadedFiles, users } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { Actor } from '@/lib/auth/actor';
import type { EmployerView } from '@/lib/candidates/privacy';
import type { ResumeView } from '@/lib/candidates/profile';
import { toPage, type Page } from '@/lib/http/page';
import { byIds, desc as seekDesc, estimatedRows, pageIdsOf, type Fence } from '@/lib/lists/seek';
import type { RequestMeta } from '@/lib/http/request-meta';
import { applicationStageLabels, canWithdraw, type ApplicationStage, type EmployerTargetStage } from './application-stages';

/**
 * Job applications: the shapes and the one query both sides read them by. A candidate applies
 * to a public job once (with one of their CVs and a cover note), withdraws before a decision, and applying again after a withdrawal reactivates the same
 * application. The employer of the job reads its applicants through the one rule of what an
 * employer sees (employerViewOf: the resume, the CV and the contact details while the application
 * is live; after a withdrawal, only what the candidate consented to); opening one marks it viewed; each stage move
 * (lib/jobs/application-stages.ts decides which are legal) is recorded in job_application_stages
 * with who and when, audited, and e-mailed to the candidate. Another employer's applicants,
 * another candidate's applications: 404.
 *
 * The use cases: the candidate's side in ./candidate-applications.ts, the employer's in
 * ./applicants.ts, the recommendations in ./recommendations.ts.
 */

export type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

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

export const columns = {
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

export type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

export function toView(r: Row): ApplicationView {
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

export function baseQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobApplications.candidateId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.employerId))
    .leftJoin(cvFiles, eq(cvFiles.id, jobApplications.cvFileId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, cvFiles.fileId));
}

/**
 * A page of applications, newest first. `where` names columns of `job_applications` and, when
 * `joinsJobs` (the default), of `jobs` too; without it the count and the page's ids read the
 * applications alone. The page's ids are read first, from the nearer end of the (created_at, id)
 * order (lib/lists/seek.ts), then those rows with their job, candidate and CV.
 */
export async function pageOf(db: Db | Tx, where: SQL | undefined, page: number, perPage: number, opts: { joinsJobs?: boolean; fence?: Fence } = {}): Promise<Page<ApplicationView>> {
  const joinsJobs = opts.joinsJobs ?? true;
  const counted = db.select({ n: count() }).from(jobApplications).$dynamic();
  const [{ n }] = await (joinsJobs ? counted.innerJoin(jobs, eq(jobs.id, jobApplications.jobId)) : counted).where(where);
  const pageCount = Math.max(1, Math.ceil(n / perPage));
  const current = Math.min(page, pageCount);
  // The page's ids, then its rows; a filter (one employer's, one job's, one stage) is read matches-first when it keeps few rows.
  const ids = await pageIdsOf(
    db,
    (columns) => {
      const q = db.select(columns).from(jobApplications).$dynamic();
      return (joinsJobs ? q.innerJoin(jobs, eq(jobs.id, jobApplications.jobId)) : q).where(where);
    },
    [seekDesc(jobApplications.createdAt), seekDesc(jobApplications.id)],
    n,
    current,
    perPage,
    opts.fence ?? (where ? { rows: await estimatedRows('job_applications') } : false),
  );
  if (ids.length === 0) return toPage([], n, current, perPage);
  const rows = await baseQuery(db).where(inArray(jobApplications.id, ids));
  return toPage(byIds(ids, rows as unknown as (Row & { id: number })[]).map((r) => toView(r)), n, current, perPage);
}

export async function recordMove(tx: Tx, applicationId: number, from: ApplicationStage | null, to: ApplicationStage, actor: Actor, meta: Meta): Promise<void> {
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

/** An application as employerViewOf lets the viewer see it: its CV and the e-mail only while shown. */
export function shownApplication(view: ApplicationView, seen: EmployerView): ApplicationView {
  return {
    ...view,
    cv: view.cv && seen.cvFileIds.includes(view.cv.fileId) ? view.cv : null,
    candidate: { ...view.candidate, email: seen.contacts.includes('email') ? view.candidate.email : '' },
  };
}

export async function movesOf(db: Db | Tx, applicationId: number): Promise<StageMove[]> {
  const rows = await db
    .select({ from: jobApplicationStages.fromStatus, to: jobApplicationStages.toStatus, at: jobApplicationStages.createdAt, by: users.name })
    .from(jobApplicationStages)
    .leftJoin(users, eq(users.id, jobApplicationStages.actorId))
    .where(eq(jobApplicationStages.applicationId, applicationId))
    .orderBy(jobApplicationStages.createdAt, jobApplicationStages.id);
  return rows.map((r) => ({ from: r.from, to: r.to, label: applicationStageLabels[r.to], at: r.at, by: r.by }));
}

