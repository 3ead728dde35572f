'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { requireActionActor } from '@/lib/auth/guard';
import { type FormState, ok, runAction, toFormState } from '@/lib/forms/action-result';
import { formDataToObject } from '@/lib/forms/form-data';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { savePartTime, withdrawPartTime } from './part-time';
import { partTimeMessages, partTimeSchema } from './part-time-schemas';

/**
 * The candidate's part-time doors: thin over lib/jobs/part-time.ts (which checks the permission
 * again). Both work without JavaScript: the form re-renders with its answer, the withdrawal goes
 * back to the page with `?withdrawn=1`.
 */

const meta = async () => requestMetaFrom(await headers());
const candidate = () => requireActionActor(['candidate']);

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
