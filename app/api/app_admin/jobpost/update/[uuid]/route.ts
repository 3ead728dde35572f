// PUT /api/app_admin/jobpost/update/{uuid}/ — the legacy admin's approve / back to review / reject (`status`, `reason` required for rejected): admin only; 200 with the job, 400 `{ status: [message] }` for a move the job's state does not allow.
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { withStatusConflictAsField } from '@/lib/api/legacy/job-admin';
import { legacyJobSchemas, toLegacyJob } from '@/lib/api/legacy/jobs';
import { moderateJob } from '@/lib/jobs/moderation';

export const dynamic = 'force-dynamic';

const update = withStatusConflictAsField<{ uuid: string }>(
  moderateJob,
  legacyDoor(moderateJob, { answerSchema: answers.body(legacyJobSchemas.job), input: (ctx, b) => ({ status: b.status, reason: b.reason, uuid: ctx.params.uuid }), answer: (job) => body(toLegacyJob(job)) }),
);

export const { POST, PUT, PATCH } = legacyHandlers<{ uuid: string }>('jobs', { PUT: update, PATCH: update });
