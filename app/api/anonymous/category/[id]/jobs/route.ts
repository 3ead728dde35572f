// GET /api/anonymous/category/{id}/jobs/ — one category's public jobs for the legacy jobs client (anyone): { count, next, previous, results }.
import { answers, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { legacyPublicJobPage, publicJobPageInput } from '@/lib/api/legacy/public-jobs';
import { listCategoryJobs } from '@/lib/jobs/public-board';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers<{ id: string }>('jobs', {
  GET: legacyDoor(listCategoryJobs, { answerSchema: answers.jobSidePage(legacyJobSchemas.job), input: publicJobPageInput, answer: legacyPublicJobPage }),
});
