// GET, PUT /api/recruiter/job/{uuid}/ — one of the employer's own jobs; PUT edits it (an approved or rejected job goes back to review), 200 with the job. Another employer's job is 404.
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { legacyJobDoor, toLegacyEmployerJob } from '@/lib/api/legacy/recruiter';
import { getEmployerJob, updateJob } from '@/lib/jobs/jobs';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = legacyHandlers<{ uuid: string }>('jobs', {
  GET: legacyDoor(getEmployerJob, { answerSchema: answers.body(legacyJobSchemas.employerJob), input: (ctx) => ({ uuid: ctx.params.uuid }), answer: (job) => body(toLegacyEmployerJob(job)) }),
  PUT: legacyJobDoor(updateJob, (job) => body(toLegacyEmployerJob(job)), { answerSchema: answers.body(legacyJobSchemas.employerJob) }),
});
