'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireActionActor } from '@/lib/auth/guard';
import { type ActionResult, type FormState, ok, runAction, runFormAction, toActionFailure, toFormState } from '@/lib/forms/action-result';
import { formDataToObject } from '@/lib/forms/form-data';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { saveCompanyProfile, splitLogo } from './company-profiles';
import { closeJob, createJob, reopenJob, updateJob } from './jobs';
import { companyProfileSchema, jobPostSchema, jobRefSchema } from './schemas';
import { z } from 'zod';
import { idSchema } from '@/lib/http/id';
import { actorForAction } from '@/lib/auth/request-actor';
import { rolesWith } from '@/lib/auth/permissions';
import { moderationMoveValues } from './admin-schemas';
import { setDirectHireStatus, submitDirectHire } from './direct-hire';
import { directHireMessages, directHireStatusLabels, directHireStatusSchema } from './direct-hire-schemas';
import { moderateJob, moderationMessages } from './moderation';
import { deleteReference, referenceAdmin, type ReferenceList } from './reference-admin';
import { savePartTime, withdrawPartTime } from './part-time';
import { partTimeMessages, partTimeSchema } from './part-time-schemas';
import { applyToJob, moveApplicationStage, withdrawApplication } from './applications';
import { applicationMessages as m, applySchema, moveStageSchema } from './application-schemas';

/**
 * The employer's server actions: thin doors over lib/jobs (authenticate here, the domain checks
 * the permission and ownership again). A saved job goes to its own page with `?saved=`, which
 * shows the banner (also without JavaScript).
 */

const meta = async () => requestMetaFrom(await headers());
const employer = () => requireActionActor(rolesWith('jobs:post'));
const candidate = () => requireActionActor(rolesWith('jobs:apply'));

export async function saveCompanyProfileAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const { input, files } = splitLogo(formDataToObject(formData));
  const result = await runAction(companyProfileSchema, input, async () => {
    const { created } = await saveCompanyProfile(await employer(), input, files, await meta());
    refresh();
    return ok(undefined, created ? 'Company profile created' : 'Company profile saved');
  });
  return toFormState(result, formData);
}

export async function createJobAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const input = formDataToObject(formData);
  const result = await runAction(jobPostSchema, input, async () => {
    const job = await createJob(await employer(), input, await meta());
    redirect(`/employer/jobs/${job.uuid}?saved=created`);
  });
  return toFormState(result, formData);
}

export async function updateJobAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const input = formDataToObject(formData);
  const uuid = typeof input.uuid === 'string' ? input.uuid : '';
  const result = await runAction(jobPostSchema, input, async () => {
    const job = await updateJob(await employer(), uuid, input, await meta());
    redirect(`/employer/jobs/${job.uuid}?saved=updated`);
  });
  return toFormState(result, formData);
}

export async function closeJobAction(input: unknown) {
  return runAction(jobRefSchema, input, async (data) => {
    await closeJob(await employer(), data.uuid, await meta());
    refresh();
    return ok(undefined, 'Job closed: it is no longer on the job board');
  });
}

export async function reopenJobAction(input: unknown) {
  return runAction(jobRefSchema, input, async (data) => {
    const job = await reopenJob(await employer(), data.uuid, await meta());
    refresh();
    return ok(undefined, job.status === 'approved' ? 'Job reopened: it is on the job board again' : 'Job reopened: it goes to review first');
  });
}

/**
 * The job board's back-office actions (moderation, job categories, employer types, direct hire)
 * and the public direct-hire form: thin doors over lib/jobs. The domain checks `jobs:moderate`
 * again; refresh() re-renders the admin page the admin is on.
 */

const ADMIN = rolesWith('jobs:moderate');

const moveSchema = z.object({
  uuid: z.string().min(1),
  move: z.enum(moderationMoveValues),
  reason: z.string().optional(),
});

/** Approve, reject (with a reason) or set back to review one job. */
export async function moderateJobAction(input: unknown) {
  return runAction(moveSchema, input, async (data) => {
    const actor = await requireActionActor(ADMIN);
    await moderateJob(actor, data.uuid, { move: data.move, reason: data.reason }, await meta());
    refresh();
    return ok(undefined, moderationMessages[data.move]);
  });
}

// ---------------------------------------------------------------------------------------------
// Job categories and employer types

const listNames = ['jobCategory', 'employerType'] as const satisfies readonly ReferenceList[];
const listPaths: Record<ReferenceList, string> = { jobCategory: '/admin/job-categories', employerType: '/admin/employer-types' };
const listNouns: Record<ReferenceList, string> = { jobCategory: 'Job category', employerType: 'Employer type' };

/**
 * The add/edit form of a job category or employer type, bound to its list and id (null: new).
 * A success goes back to the list with `?saved=created|updated` (also without JavaScript).
 */
export async function saveReferenceAction(list: ReferenceList, id: number | null, _prev: FormState, formData: FormData): Promise<FormState> {
  let to: string;
  try {
    const name = z.enum(listNames).parse(list);
    const actor = await requireActionActor(ADMIN);
    const admin = referenceAdmin(name);
    const input = formDataToObject(formData);
    if (id === null) await admin.create(actor, input, await meta());
    else await admin.update(actor, id, input, await meta());
    to = `${listPaths[name]}?saved=${id === null ? 'created' : 'updated'}`;
  } catch (err) {
    return toFormState(toActionFailure(err, { action: 'saveReference', list }), formData);
  }
  redirect(to);
}

const refSchema = z.object({ list: z.enum(listNames), id: idSchema() });

export async function deleteReferenceAction(input: unknown) {
  return runAction(refSchema, input, async (data) => {
    const actor = await requireActionActor(ADMIN);
    const removed = await deleteReference(actor, data.list, data.id, await meta());
    refresh();
    return ok(undefined, `${listNouns[data.list]} “${removed.name}” deleted`);
  });
}

// ---------------------------------------------------------------------------------------------
// Direct hire

/**
 * The public form (anyone; works without JavaScript): sent only on submit. The domain judges the
 * input after counting the request against the address's limit (a refused request counts too), so
 * this door does not parse first.
 */
export async function submitDirectHireAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const m = await meta();
  let result: ActionResult;
  try {
    await submitDirectHire(await actorForAction(), formDataToObject(formData), m);
    result = ok(undefined, directHireMessages.sent);
  } catch (err) {
    result = toActionFailure(err, { action: 'submitDirectHire', requestId: m.requestId });
  }
  return toFormState(result, formData);
}

export async function setDirectHireStatusAction(input: unknown) {
  return runAction(directHireStatusSchema, input, async (data) => {
    const actor = await requireActionActor(ADMIN);
    await setDirectHireStatus(actor, data.id, data.status, await meta());
    refresh();
    return ok(undefined, directHireMessages.statusChanged(directHireStatusLabels[data.status]));
  });
}

/**
 * The candidate's part-time doors: thin over lib/jobs/part-time.ts (which checks the permission
 * again). Both work without JavaScript: the form re-renders with its answer, the withdrawal goes
 * back to the page with `?withdrawn=1`.
 */

export async function savePartTimeAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const input = formDataToObject(formData);
  const result = await runAction(partTimeSchema, input, async () => {
    const { created } = await savePartTime(await candidate(), input, await meta());
    refresh();
    return ok(undefined, created ? partTimeMessages.saved : partTimeMessages.updated);
  });
  return toFormState(result, formData);
}

export async function withdrawPartTimeAction(): Promise<void> {
  await withdrawPartTime(await candidate(), await meta());
  redirect('/candidate/part-time?withdrawn=1');
}

/**
 * The job applications' server actions: apply (a form that stays on its page on an error),
 * withdraw (the candidate), move a stage (the employer). Each a few lines: parse, authenticate,
 * call the domain (lib/jobs/applications.ts), translate.
 */

export async function applyAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const state = await runFormAction(applySchema, formData, async (data) => {
    const app = await applyToJob(await candidate(), data, await meta());
    return ok(undefined, app.reactivated ? m.reapplied : m.applied);
  });
  if (state.ok) redirect('/candidate/applied-jobs?applied=1');
  return state;
}

const uuidForm = z.object({ application: z.string().uuid() });

export async function withdrawAction(formData: FormData): Promise<void> {
  const result = await runAction(uuidForm, formData, async (data) => {
    await withdrawApplication(await candidate(), data.application, await meta());
    return ok();
  });
  redirect(result.ok ? '/candidate/applied-jobs?withdrawn=1' : `/candidate/applied-jobs?error=${encodeURIComponent(result.message)}`);
}

export async function moveStageAction(formData: FormData): Promise<void> {
  const application = String(formData.get('application') ?? '');
  const result = await runAction(moveStageSchema, formData, async (data) => {
    await moveApplicationStage(await employer(), data, await meta());
    return ok();
  });
  const base = `/employer/applicants/${encodeURIComponent(application)}`;
  redirect(result.ok ? `${base}?moved=1` : `${base}?error=${encodeURIComponent(result.message)}`);
}
