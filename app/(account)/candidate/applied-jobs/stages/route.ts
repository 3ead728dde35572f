// GET /candidate/applied-jobs/stages — the job seeker's applied marks (job seeker, session cookie): { jobs: [{ job: uuid, stage }] }, asked by the cached job pages' island from the browser.
import { jsonRoute } from '@/lib/api/json';
import { listOwnJobStages } from '@/lib/jobs/candidate-applications';

export const dynamic = 'force-dynamic';

export const GET = jsonRoute(listOwnJobStages, {
  answer: (stages) => Response.json(stages, { headers: { 'Cache-Control': 'private, no-store' } }),
});
