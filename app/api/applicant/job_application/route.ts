// GET, POST /api/applicant/job_application/ — the candidate's own job applications (a page `{ count, next, previous, results }`) and applying (`job` uuid, `cv` id, `cover_letter`; 201; applying twice 400 `{ job: [...] }`).
import { body, jobPageParams, jobSidePage, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyJobApplication } from '@/lib/api/legacy/job-applications';
import { applyToJob, listOwnApplications } from '@/lib/jobs/applications';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers('jobs', {
  GET: async (ctx) => {
    const actor = ctx.requireActor('candidate');
    const p = jobPageParams(ctx.request);
    return jobSidePage(ctx.request, await listOwnApplications(actor, { page: p.page, per_page: p.perPage }), toLegacyJobApplication);
  },
  POST: async (ctx) => {
    const actor = ctx.requireActor('candidate');
    const app = await applyToJob(actor, { job: ctx.body.job, cv: ctx.body.cv, cover_letter: ctx.body.cover_letter }, { ...requestMetaFrom(ctx.request.headers), requestId: ctx.requestId });
    return body(toLegacyJobApplication(app), 201);
  },
});
