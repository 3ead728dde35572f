import { applicationStatusValues, type ApplicationStatus } from './values';
import type { Actor, Role } from '@/lib/auth/actor';
import { can } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { applicationMessages } from '@/lib/messages';
import { msg } from '@/lib/i18n/message';

/**
 * THE application status machine: the only place legal moves are defined. Every domain function
 * that changes a status asks `assertMove` first; the back office only adds screens on these moves.
 * Pure and client-safe (no server imports), so screens can offer exactly the allowed buttons.
 *
 *   draft → submitted → under_review → documents_requested ⇄ resubmitted → accepted | rejected
 *   withdrawn: by the student, after submitting and before a decision (a draft is deleted instead)
 *
 * The student submits, resubmits and withdraws; the admissions office (admin) starts the review,
 * requests documents, accepts and rejects. A draft belongs to the student alone: no admin move
 * starts from it.
 */
export const applicationStatuses = applicationStatusValues;

/** Who makes a move: the application's own student, or an admin of the admissions office. */
export type MoveBy = 'student' | 'admin';

/** The name of a move (what a button or a legacy call does). */
export type MoveName = 'submit' | 'startReview' | 'requestDocuments' | 'resubmit' | 'accept' | 'reject' | 'withdraw';

export interface Move {
  name: MoveName;
  from: ApplicationStatus;
  to: ApplicationStatus;
  by: MoveBy;
  /** A reason the student reads (documents requested, rejected): required, not blank. */
  needsNote: boolean;
}

const beforeDecision = ['submitted', 'under_review', 'documents_requested', 'resubmitted'] as const;

export const moves: readonly Move[] = [
  { name: 'submit', from: 'draft', to: 'submitted', by: 'student', needsNote: false },
  { name: 'startReview', from: 'submitted', to: 'under_review', by: 'admin', needsNote: false },
  { name: 'startReview', from: 'resubmitted', to: 'under_review', by: 'admin', needsNote: false },
  { name: 'requestDocuments', from: 'submitted', to: 'documents_requested', by: 'admin', needsNote: true },
  { name: 'requestDocuments', from: 'under_review', to: 'documents_requested', by: 'admin', needsNote: true },
  { name: 'requestDocuments', from: 'resubmitted', to: 'documents_requested', by: 'admin', needsNote: true },
  { name: 'resubmit', from: 'documents_requested', to: 'resubmitted', by: 'student', needsNote: false },
  { name: 'accept', from: 'under_review', to: 'accepted', by: 'admin', needsNote: false },
  { name: 'accept', from: 'resubmitted', to: 'accepted', by: 'admin', needsNote: false },
  ...beforeDecision.map((from) => ({ name: 'reject' as const, from, to: 'rejected' as const, by: 'admin' as const, needsNote: true })),
  ...beforeDecision.map((from) => ({ name: 'withdraw' as const, from, to: 'withdrawn' as const, by: 'student' as const, needsNote: false })),
];

/**
 * Which side of a move a role plays, from the permission table: applicants make the student's
 * moves, reviewers the admissions office's (null: no part in applications).
 */
export function moveRoleOf(role: Role): MoveBy | null {
  if (can({ role }, 'applications:apply')) return 'student';
  if (can({ role }, 'applications:review')) return 'admin';
  return null;
}

/** The move from one status to another, if the machine has it. */
export function findMove(from: ApplicationStatus, to: ApplicationStatus): Move | undefined {
  return moves.find((m) => m.from === from && m.to === to);
}

/**
 * Whether the actor may move an application from `from` to `to`. Ownership is the caller's
 * check (a student moves only their own application; the domain answers 404 for anyone else's).
 */
export function canMove(actor: Actor | { role: Role }, from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (!actor) return false;
  const move = findMove(from, to);
  return !!move && move.by === moveRoleOf(actor.role);
}

/** The moves an actor may make from a status (the buttons a screen shows). */
export function movesFrom(actor: Actor | { role: Role }, from: ApplicationStatus): Move[] {
  if (!actor) return [];
  const by = moveRoleOf(actor.role);
  return moves.filter((m) => m.from === from && m.by === by);
}

/** Throws a `conflict` AppError for an illegal move, a `validation` one for a missing reason. */
export function assertMove(actor: Actor | { role: Role }, from: ApplicationStatus, to: ApplicationStatus, note?: string | null): Move {
  const move = findMove(from, to);
  if (!actor || !move || move.by !== moveRoleOf(actor.role)) {
    throw new AppError('conflict', applicationMessages.illegalMove(statusLabels[from], statusLabels[to]), { details: { from, to } });
  }
  if (move.needsNote && !(note ?? '').trim()) {
    throw new AppError('validation', applicationMessages.reasonRequired, { fieldErrors: { note: [applicationMessages.reasonRequired] } });
  }
  return move;
}

/** Whom an application is waiting on; null once it is closed. */
export type WaitingOn = 'student' | 'admissions_office' | 'university';

export function waitingOn(status: ApplicationStatus): WaitingOn | null {
  switch (status) {
    case 'draft':
    case 'documents_requested':
      return 'student';
    case 'submitted':
    case 'resubmitted':
      return 'admissions_office';
    case 'under_review':
      return 'university';
    default:
      return null;
  }
}

/** Statuses after which the application is closed (a new one for the same course may start). */
export const closedStatuses: readonly ApplicationStatus[] = ['accepted', 'rejected', 'withdrawn'];
export const isClosed = (status: ApplicationStatus): boolean => closedStatuses.includes(status);

/** The student edits wizard steps only in a draft. */
export const isEditable = (status: ApplicationStatus): boolean => status === 'draft';

/** What the student and the admin read for each status. */
export const statusLabels: Record<ApplicationStatus, string> = {
  draft: msg('values.status.draft'),
  submitted: msg('values.status.submitted'),
  under_review: msg('values.status.under_review'),
  documents_requested: msg('values.status.documents_requested'),
  resubmitted: msg('values.status.resubmitted'),
  accepted: msg('values.status.accepted'),
  rejected: msg('values.status.rejected'),
  withdrawn: msg('values.status.withdrawn'),
};


export const waitingOnLabels: Record<WaitingOn, string> = {
  student: msg('values.waitingOn.student'),
  admissions_office: msg('values.waitingOn.admissions_office'),
  university: msg('values.waitingOn.university'),
};
