// GET /api/recruiter/job_category/ — the live job categories for the employer's job form (legacy recruiter client).
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { legacyJobSchemas, toLegacyJobCategory } from '@/lib/api/legacy/jobs';
import { listPostingJobCategories } from '@/lib/jobs/public-board';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listPostingJobCategories, { answerSchema: answers.plainList(legacyJobSchemas.jobCategory), answer: (categories, ctx) => plainList(ctx.request, categories, toLegacyJobCategory) }),
});
