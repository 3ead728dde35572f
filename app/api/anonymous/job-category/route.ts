// GET /api/anonymous/job-category/ — job categories for the job board's public pages (legacy jobs client).
import { answers, legacyDoor, legacyHandlers, plainList } from '@/lib/api/legacy';
import { legacyJobSchemas, toLegacyJobCategory } from '@/lib/api/legacy/jobs';
import { listPublicJobCategories } from '@/lib/jobs/public-board';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: legacyDoor(listPublicJobCategories, { answerSchema: answers.plainList(legacyJobSchemas.jobCategory), answer: (categories, ctx) => plainList(ctx.request, categories, toLegacyJobCategory) }),
});
