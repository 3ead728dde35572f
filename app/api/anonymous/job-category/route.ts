// GET /api/anonymous/job-category/ — job categories for the job board's public pages (legacy jobs client).
import { defineFieldMap, legacyRoute, plainList } from '@/lib/api/legacy';
import { listJobCategories } from '@/lib/jobs/categories';

export const dynamic = 'force-dynamic';

const categoryFields = defineFieldMap({ cat_name: 'name' });

export const GET = legacyRoute('jobs', async (ctx) =>
  plainList(ctx.request, await listJobCategories(), (c) => categoryFields.toLegacy({ id: c.id, name: c.name })),
);
