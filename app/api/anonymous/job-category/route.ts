// GET /api/anonymous/job-category/ — job categories for the job board's public pages (legacy jobs client).
import { legacyRoute, plainList } from '@/lib/api/legacy';
import { toLegacyJobCategory } from '@/lib/api/legacy/jobs';
import { listJobCategories } from '@/lib/jobs/categories';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('jobs', async (ctx) => plainList(ctx.request, await listJobCategories(), toLegacyJobCategory));
