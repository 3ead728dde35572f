// GET /api/recruiter/job_category/ — the live job categories for the employer's job form (legacy recruiter client).
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { toLegacyJobCategory } from '@/lib/api/legacy/jobs';
import { listJobCategories } from '@/lib/jobs/categories';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('jobs', async (ctx) => {
  ctx.requireActor('employer');
  return plainList(ctx.request, await listJobCategories(), toLegacyJobCategory);
});
