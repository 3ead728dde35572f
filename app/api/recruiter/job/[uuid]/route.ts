// GET, PUT /api/recruiter/job/{uuid}/ — one of the employer's own jobs; PUT edits it (an approved or rejected job goes back to review), 200 with the job. Another employer's job is 404.
import { body, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobInput, toLegacyEmployerJob, toLegacyJobError } from '@/lib/api/legacy/recruiter';
import { getEmployerJob, updateJob } from '@/lib/jobs/jobs';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = legacyHandlers<{ uuid: string }>('jobs', {
  GET: async (ctx) => body(toLegacyEmployerJob(await getEmployerJob(ctx.requireActor('employer'), ctx.params.uuid))),
  PUT: async (ctx) => {
    const actor = ctx.requireActor('employer');
    try {
      return body(toLegacyEmployerJob(await updateJob(actor, ctx.params.uuid, legacyJobInput(ctx.body), { ip: null, requestId: ctx.requestId })));
    } catch (err) {
      throw toLegacyJobError(err);
    }
  },
});
