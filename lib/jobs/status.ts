import { jobStatusValues, type JobStatus } from './values';
import { AppError } from '@/lib/errors';
import { msg } from '@/lib/i18n/message';

/**
 * THE job lifecycle: the only place legal moves of a job post are defined. Pure and client-safe,
 * so screens offer exactly the allowed buttons and every domain function asks `nextJobStatus`.
 *
 *   (post) → reviewing → approved | rejected (with a reason the employer reads)
 *   employer: edit (an approved or rejected job goes back to review), close, reopen
 *   admin: approve, reject, back to review
 *
 * Stored statuses are reviewing, approved, rejected and closed; "expired" is derived: a job whose
 * expiry date is before today is expired whatever else it is, and is never public.
 */
export const jobStatuses = jobStatusValues;

/** What the employer and the back office see: the stored status, or expired. */
export type JobDisplayStatus = JobStatus | 'expired';

export type JobMove = 'edit' | 'close' | 'reopen' | 'approve' | 'reject' | 'backToReview';
export type JobMoveBy = 'employer' | 'admin';

export interface JobState {
  status: JobStatus;
  /** YYYY-MM-DD */
  expireDate: string | null;
  /** Set once an admin has approved it (a reopened job that was never approved goes to review). */
  approvedAt: Date | string | null;
}

/** Today as YYYY-MM-DD (UTC), the date expiry is compared with. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isExpired(job: Pick<JobState, 'expireDate'>, today: string = todayIso()): boolean {
  return job.expireDate !== null && job.expireDate < today;
}

export function displayStatus(job: Pick<JobState, 'status' | 'expireDate'>, today: string = todayIso()): JobDisplayStatus {
  if (job.status !== 'closed' && isExpired(job, today)) return 'expired';
  return job.status;
}

/** Whether the public sees it: approved and not expired. */
export function isPublicJob(job: Pick<JobState, 'status' | 'expireDate'>, today: string = todayIso()): boolean {
  return job.status === 'approved' && !isExpired(job, today);
}

const moveBy: Record<JobMove, JobMoveBy> = {
  edit: 'employer',
  close: 'employer',
  reopen: 'employer',
  approve: 'admin',
  reject: 'admin',
  backToReview: 'admin',
};

export const jobMoveLabels: Record<JobMove, string> = {
  edit: msg('values.jobMove.edit'),
  close: msg('values.jobMove.close'),
  reopen: msg('values.jobMove.reopen'),
  approve: msg('values.jobMove.approve'),
  reject: msg('values.jobMove.reject'),
  backToReview: msg('values.jobMove.backToReview'),
};

/** The status a move leads to, or null when the move is not allowed from this state. */
export function jobMoveTarget(job: JobState, move: JobMove, today: string = todayIso()): JobStatus | null {
  const s = job.status;
  switch (move) {
    case 'edit':
      // Any change to a live or refused post is checked again; a closed one stays closed.
      return s === 'closed' ? 'closed' : 'reviewing';
    case 'close':
      return s === 'closed' ? null : 'closed';
    case 'reopen':
      if (s !== 'closed') return null;
      return !isExpired(job, today) && job.approvedAt ? 'approved' : 'reviewing';
    case 'approve':
      return s === 'reviewing' || s === 'rejected' ? 'approved' : null;
    case 'reject':
      return s === 'reviewing' || s === 'approved' ? 'rejected' : null;
    case 'backToReview':
      return s === 'approved' || s === 'rejected' ? 'reviewing' : null;
  }
}

/** The moves a role may make from this state (the buttons to show). */
export function allowedJobMoves(job: JobState, by: JobMoveBy, today: string = todayIso()): JobMove[] {
  return (Object.keys(moveBy) as JobMove[]).filter((m) => moveBy[m] === by && jobMoveTarget(job, m, today) !== null);
}

/** The target of a move, or a 409 naming the state it cannot be made from. */
export function nextJobStatus(job: JobState, move: JobMove, today: string = todayIso()): JobStatus {
  const to = jobMoveTarget(job, move, today);
  if (to === null) throw new AppError('conflict', msg('jobs.cannotMove', { status: job.status, move }));
  return to;
}

/** Expiry is required and at most this many months ahead of today. */
export const MAX_EXPIRY_MONTHS = 6;

/** The last allowed expiry date (YYYY-MM-DD) for a job posted or edited today. */
export function maxExpiryDate(today: string = todayIso()): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + MAX_EXPIRY_MONTHS);
  return d.toISOString().slice(0, 10);
}
