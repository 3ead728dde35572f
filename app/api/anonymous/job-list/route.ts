// GET /api/anonymous/job-list/ — the public job list for the legacy jobs client (anyone): { count, next, previous, results }.
import { legacyRoute } from '@/lib/api/legacy';
import { legacyPublicJobPage } from '@/lib/api/legacy/public-jobs';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('jobs', async (ctx) => legacyPublicJobPage(ctx.url));
