'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import { z } from 'zod';
import { requireActionActor } from '@/lib/auth/guard';
import { ok, runAction } from '@/lib/forms/action-result';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';
import { setUniversityStatus } from './universities';

/**
 * The back office's catalogue actions: thin doors over lib/catalogue. Authenticate here
 * (requireActionActor), the domain checks `catalogue:write` again and expires the public cache;
 * refresh() re-renders the admin page the admin is on (it reads per request).
 */

const meta = async () => requestMetaFrom(await headers());

const universityStatusSchema = z.object({ id: z.number().int().positive(), enabled: z.boolean() });

export async function setUniversityStatusAction(input: unknown) {
  return runAction(universityStatusSchema, input, async (data) => {
    const actor = await requireActionActor('catalogue.admin');
    await setUniversityStatus(actor, data.id, data.enabled, await meta());
    refresh();
    return ok(undefined, data.enabled ? success.universityEnabled : success.universityDisabled);
  });
}
