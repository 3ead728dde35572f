// GET, POST /api/applicant/job_application/ — the candidate's own job applications (a page `{ count, next, previous, results }`) and applying (`job` uuid, `cv` id, `cover_letter`; 201; applying twice 400 `{ job: [...] }`).
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyJobApplication } from '@/lib/api/legacy/job-applications';
import { applyToJob, listOwnApplications } from '@/lib/jobs/candidate-applications';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers('jobs', {
  GET: legacyDoor(listOwnApplications, {
    answerSchema: answers.jobSidePage(legacyJobSchemas.jobApplication),
    input: (ctx) => {
      const p = jobPageParams(ctx.request);
      return { page: p.page, per_page: p.perPage };
    },
    answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyJobApplication),
  }),
  POST: legacyDoor(applyToJob, {
    answerSchema: answers.body(legacyJobSchemas.jobApplication),
    answerStatus: 201,
    input: (ctx) => ({ job: ctx.body.job, cv: ctx.body.cv, cover_letter: ctx.body.cover_letter }),
    answer: (application) => body(toLegacyJobApplication(application), 201),
  }),
});
