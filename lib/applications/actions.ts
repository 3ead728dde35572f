'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { z } from 'zod';
import { requireActionActor } from '@/lib/auth/guard';
import { accessRuleFor } from '@/lib/auth/access';
import { ok, runAction } from '@/lib/forms/action-result';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { applicationMessages as am } from '@/lib/messages';
import { deleteDraft, resubmitApplication, withdrawApplication } from './applications';

/**
 * The applications' server actions: thin doors over ./applications.ts. Each takes the id as typed
 * input; the domain checks the owner (someone else's application is a 404) and the move.
 */

const meta = async () => requestMetaFrom(await headers());

// --- Applied list: withdraw, delete draft, resubmit

const applicationIdSchema = z.object({ applicationId: z.coerce.number().int().positive() });

// The student area's roles, from the access table (the list and the view live under /student).
const studentArea = () => {
  const rule = accessRuleFor('/student/applied-program');
  if (rule === 'public') throw new Error('the student area must be guarded');
  return requireActionActor(rule);
};

export async function withdrawApplicationAction(input: unknown) {
  return runAction(applicationIdSchema, input, async ({ applicationId }) => {
    const actor = await studentArea();
    await withdrawApplication(actor, applicationId, null, await meta());
    refresh();
    return ok(undefined, am.withdrawn);
  });
}

export async function deleteDraftAction(input: unknown) {
  return runAction(applicationIdSchema, input, async ({ applicationId }) => {
    const actor = await studentArea();
    await deleteDraft(actor, applicationId, await meta());
    refresh();
    return ok(undefined, am.draftDeleted);
  });
}

export async function resubmitApplicationAction(input: unknown) {
  return runAction(applicationIdSchema, input, async ({ applicationId }) => {
    const actor = await studentArea();
    await resubmitApplication(actor, applicationId, await meta());
    refresh();
    return ok(undefined, am.resubmitted);
  });
}
