// GET /api/anonymous/category/{id}/jobs/ — one category's public jobs for the legacy jobs client (anyone): { count, next, previous, results }.
import { legacyRoute } from '@/lib/api/legacy';
import { legacyPublicJobPage } from '@/lib/api/legacy/public-jobs';
import { notFound } from '@/lib/errors';
import { listJobCategories } from '@/lib/jobs/categories';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute<{ id: string }>('jobs', async (ctx) => {
  const id = ctx.id('id', 'Category');
  // An unknown or disabled category: 404, not an empty list that looks like "no jobs yet".
  if (!(await listJobCategories()).some((c) => c.id === id)) throw notFound('Category');
  return legacyPublicJobPage(ctx.url, id);
});
