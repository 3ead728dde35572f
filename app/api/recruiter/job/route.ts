// GET, POST /api/recruiter/job/ — the employer's own jobs (a page `{ count, next, previous, results }`) and posting one (201 with the job); new calls for the legacy recruiter client.
import { answers, body, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { legacyJobDoor, toLegacyEmployerJob } from '@/lib/api/legacy/recruiter';
import { createJob, listEmployerJobs } from '@/lib/jobs/jobs';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers('jobs', {
  GET: legacyDoor(listEmployerJobs, { answerSchema: answers.jobSidePage(legacyJobSchemas.employerJob), input: (ctx) => jobPageParams(ctx.request), answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyEmployerJob) }),
  POST: legacyJobDoor(createJob, (job) => body(toLegacyEmployerJob(job), 201), { answerSchema: answers.body(legacyJobSchemas.employerJob), answerStatus: 201 }),
});
