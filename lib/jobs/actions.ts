'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireActionActor } from '@/lib/auth/guard';
import { type FormState, ok, runAction, toFormState } from '@/lib/forms/action-result';
import { formDataToObject } from '@/lib/forms/form-data';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { saveCompanyProfile, splitLogo } from './company-profiles';
import { closeJob, createJob, reopenJob, updateJob } from './jobs';
import { companyProfileSchema, jobPostSchema, jobRefSchema } from './schemas';

/**
 * The employer's server actions: thin doors over lib/jobs (authenticate here, the domain checks
 * the permission and ownership again). A saved job goes to its own page with `?saved=`, which
 * shows the banner (also without JavaScript).
 */

const meta = async () => requestMetaFrom(await headers());
const employer = () => requireActionActor(['employer']);

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
