// GET /api/anonymous/job-list/ — the public job list for the legacy jobs client (anyone): { count, next, previous, results }.
import { answers, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { legacyPublicJobPage, publicJobPageInput } from '@/lib/api/legacy/public-jobs';
import { listBoardJobs } from '@/lib/jobs/public-board';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listBoardJobs, { answerSchema: answers.jobSidePage(legacyJobSchemas.job), input: publicJobPageInput, answer: legacyPublicJobPage }),
});
