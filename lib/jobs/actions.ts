'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { actorForAction } from '@/lib/auth/request-actor';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { action, formAction } from '@/lib/forms/action-door';
import type { ActionResult } from '@/lib/forms/action-result';
import { type AnyUseCase, markDoor } from '@/lib/use-case';
import { applicationMessages as m } from './application-schemas';
import { moveApplicationStage } from './applicants';
import { applyToJob, withdrawApplication } from './candidate-applications';
import { saveCompanyProfile } from './company-profiles';
import { setDirectHireStatus, submitDirectHire } from './direct-hire';
import { directHireMessages } from './direct-hire-schemas';
import { closeJob, createJob, reopenJob, updateJob } from './jobs';
import { moderateJob, moderationMessages } from './moderation';
import { savePartTime, withdrawPartTime } from './part-time';
import { partTimeMessages } from './part-time-schemas';
import { deleteReference, saveReference } from './reference-admin';
import type { ModerationMove } from './admin-schemas';
import type { DirectHireStatus, ReferenceList } from './values';
import { msg } from '@/lib/i18n/message';
import { nouns } from '@/lib/messages';

/**
 * The job board's server actions, each built from its use case's declaration (lib/use-case.ts):
 * the use case authorises, checks ownership and parses, once each; a door only names the answer.
 * A saved job goes to its own page with `?saved=`, which shows the banner (also without JavaScript).
 */

/**
 * A plain form's door (`<form action={…}>`, no form state): the use case's answer or its error
 * becomes an address to go to (`?error=` carries the message, also without JavaScript).
 */
function redirecting<U extends AnyUseCase>(uc: U, to: (result: ActionResult) => string): (formData: FormData) => Promise<void> {
  const run = action(uc);
  return markDoor(async (formData: FormData) => {
    const result = await run(formData);
    redirect(to(result));
  }, uc);
}

/** Calls a use case for this request's user; an error is thrown on (the error page). */
async function callForAction<U extends AnyUseCase>(uc: U, input: unknown = {}): Promise<Awaited<ReturnType<U>>> {
  const [actor, h] = await Promise.all([actorForAction(), headers()]);
  return uc(actor, input, { meta: requestMetaFrom(h) });
}

// ---------------------------------------------------------------------------------------------
// The employer: company profile and job posts

export const saveCompanyProfileAction = formAction(saveCompanyProfile, {
  message: ({ created }) => (created ? msg('jobs.employer.companyProfileCreated') : msg('jobs.employer.companyProfileSaved')),
  refresh: true,
});

export const createJobAction = formAction(createJob, { redirect: (job) => `/employer/jobs/${job.uuid}?saved=created` });

export const updateJobAction = formAction(updateJob, { redirect: (job) => `/employer/jobs/${job.uuid}?saved=updated` });

export const closeJobAction = action(closeJob, { message: msg('jobs.employer.jobClosed'), refresh: true });

export const reopenJobAction = action(reopenJob, {
  message: (job) => (job.status === 'approved' ? msg('jobs.employer.jobReopenedLive') : msg('jobs.employer.jobReopenedToReview')),
  refresh: true,
});

// ---------------------------------------------------------------------------------------------
// The back office: moderation, job categories and employer types, direct hire

/** Approve, reject (with a reason) or set back to review one job. */
export const moderateJobAction = action(moderateJob, { message: (_, input) => moderationMessages[input.move as ModerationMove], refresh: true });

const listPaths: Record<ReferenceList, string> = { jobCategory: '/admin/job-categories', employerType: '/admin/employer-types' };
const listNouns: Record<ReferenceList, string> = { jobCategory: nouns.jobCategory, employerType: nouns.employerType };

/**
 * The add/edit form of a job category or employer type, bound to its list and id (null: new).
 * A success goes back to the list with `?saved=created|updated` (also without JavaScript).
 */
export const saveReferenceAction = formAction(saveReference, {
  bound: ['list', 'id'],
  redirect: (_, input) => `${listPaths[input.list as ReferenceList]}?saved=${input.id === null ? 'created' : 'updated'}`,
});

export const deleteReferenceAction = action(deleteReference, {
  message: (removed, input) => msg('jobs.reference.deleted', { noun: listNouns[input.list as ReferenceList], name: removed.name }),
  refresh: true,
});

/** The public form (anyone; works without JavaScript): sent only on submit. */
export const submitDirectHireAction = formAction(submitDirectHire, { message: directHireMessages.sent });

export const setDirectHireStatusAction = action(setDirectHireStatus, {
  message: (_, input) => directHireMessages.statusChanged(input.status as DirectHireStatus),
  refresh: true,
});

// ---------------------------------------------------------------------------------------------
// The candidate: part-time application, job applications; the employer's stage moves

/** The part-time form re-renders with its answer; the withdrawal goes back to the page with `?withdrawn=1`. */
export const savePartTimeAction = formAction(savePartTime, {
  message: ({ created }) => (created ? partTimeMessages.saved : partTimeMessages.updated),
  refresh: true,
});

export const withdrawPartTimeAction = markDoor(async (): Promise<void> => {
  await callForAction(withdrawPartTime);
  redirect('/candidate/part-time?withdrawn=1');
}, withdrawPartTime);

/** Apply (a form that stays on its page on an error), withdraw (the candidate), move a stage (the employer). */
export const applyAction = formAction(applyToJob, {
  message: (app) => (app.reactivated ? m.reapplied : m.applied),
  redirect: () => '/candidate/applied-jobs?applied=1',
});

export const withdrawAction = redirecting(withdrawApplication, (r) => (r.ok ? '/candidate/applied-jobs?withdrawn=1' : `/candidate/applied-jobs?error=${encodeURIComponent(r.message)}`));

const moveStage = action(moveApplicationStage);

export const moveStageAction = markDoor(async (formData: FormData): Promise<void> => {
  const base = `/employer/applicants/${encodeURIComponent(String(formData.get('application') ?? ''))}`;
  const result = await moveStage(formData);
  redirect(result.ok ? `${base}?moved=1` : `${base}?error=${encodeURIComponent(result.message)}`);
}, moveApplicationStage);
