import { jobApplicationStatusValues, type JobApplicationStatus } from './values';
import { msg } from '@/lib/i18n/message';

/**
 * THE stage machine of a job application (pure, client-safe): `applied` (shown as "New") →
 * `viewed` (set when the employer first opens it) → `shortlisted` → `interview` → `offered` →
 * `hired` | `rejected`. The candidate may withdraw before a decision (hired or rejected); applying
 * again after a withdrawal reactivates the same application (back to `applied`). The employer may
 * move an undecided application forward to any later stage, or reject it; never backwards.
 */
export const applicationStages = jobApplicationStatusValues;
export type ApplicationStage = JobApplicationStatus;

export const applicationStageLabels: Record<ApplicationStage, string> = {
  applied: msg('values.applicationStage.applied'),
  viewed: msg('values.applicationStage.viewed'),
  shortlisted: msg('values.applicationStage.shortlisted'),
  interview: msg('values.applicationStage.interview'),
  offered: msg('values.applicationStage.offered'),
  hired: msg('values.applicationStage.hired'),
  rejected: msg('values.applicationStage.rejected'),
  withdrawn: msg('values.applicationStage.withdrawn'),
};

/** The pipeline order (the stages an employer moves through). */
export const pipelineOrder = ['applied', 'viewed', 'shortlisted', 'interview', 'offered', 'hired'] as const satisfies readonly ApplicationStage[];
/** The decisions: nothing moves after them. */
export const decidedStages = ['hired', 'rejected'] as const satisfies readonly ApplicationStage[];
/** The stages an employer may choose by hand (viewed is set by opening). */
export const employerTargetStages = ['shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const satisfies readonly ApplicationStage[];
export type EmployerTargetStage = (typeof employerTargetStages)[number];

export const isDecided = (s: ApplicationStage): boolean => (decidedStages as readonly string[]).includes(s);
/** Still in play for both sides (not decided, not withdrawn). */
export const isActive = (s: ApplicationStage): boolean => !isDecided(s) && s !== 'withdrawn';

const rank = (s: ApplicationStage) => (pipelineOrder as readonly string[]).indexOf(s);

/** The stages the employer may move an application to from `from` (later ones, or rejected). */
export function allowedEmployerMoves(from: ApplicationStage): EmployerTargetStage[] {
  if (!isActive(from)) return [];
  return employerTargetStages.filter((to) => to === 'rejected' || rank(to) > rank(from));
}

export function canEmployerMove(from: ApplicationStage, to: ApplicationStage): boolean {
  return (allowedEmployerMoves(from) as readonly string[]).includes(to);
}

/** Opening an application marks it viewed only while it is new. */
export const stageOnOpen = (from: ApplicationStage): ApplicationStage | null => (from === 'applied' ? 'viewed' : null);

export const canWithdraw = (from: ApplicationStage): boolean => isActive(from);

/** Applying again: allowed only after a withdrawal (it reactivates the same application). */
export const canReapply = (from: ApplicationStage): boolean => from === 'withdrawn';
