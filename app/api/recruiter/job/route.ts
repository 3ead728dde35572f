// GET, POST /api/recruiter/job/ — the employer's own jobs (a page `{ count, next, previous, results }`) and posting one (201 with the job); new calls for the legacy recruiter client.
import { body, jobPageParams, jobSidePage, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobInput, toLegacyEmployerJob, toLegacyJobError } from '@/lib/api/legacy/recruiter';
import { createJob, listEmployerJobs } from '@/lib/jobs/jobs';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers('jobs', {
  GET: async (ctx) => {
    const actor = ctx.requireActor('employer');
    return jobSidePage(ctx.request, await listEmployerJobs(actor, jobPageParams(ctx.request)), toLegacyEmployerJob);
  },
  POST: async (ctx) => {
    const actor = ctx.requireActor('employer');
    try {
      return body(toLegacyEmployerJob(await createJob(actor, legacyJobInput(ctx.body), { ip: null, requestId: ctx.requestId })), 201);
    } catch (err) {
      throw toLegacyJobError(err);
    }
  },
});
