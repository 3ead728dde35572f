// PUT /api/app_admin/jobpost/update/{uuid}/ — the legacy admin's approve / back to review / reject (`status`, `reason` required for rejected): admin only; 200 with the job, 400 `{ status: [message] }` for a move the job's state does not allow.
import { body, legacyHandlers, type LegacyContext } from '@/lib/api/legacy';
import { toLegacyJob } from '@/lib/api/legacy/jobs';
import { AppError, isAppError } from '@/lib/errors';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { legacyModerationSchema } from '@/lib/jobs/admin-schemas';
import { moderateJob } from '@/lib/jobs/moderation';

export const dynamic = 'force-dynamic';

async function update(ctx: LegacyContext<{ uuid: string }>) {
  const input = await ctx.parse(legacyModerationSchema);
  try {
    return body(toLegacyJob(await moderateJob(ctx.actor, ctx.params.uuid, input, requestMetaFrom(ctx.request.headers))));
  } catch (err) {
    // The job side answers a state conflict as a field error on `status`.
    if (isAppError(err) && err.code === 'conflict') throw new AppError('validation', err.message, { fieldErrors: { status: [err.message] } });
    throw err;
  }
}

export const { POST, PUT, PATCH } = legacyHandlers<{ uuid: string }>('jobs', { PUT: update, PATCH: update });
