// GET, POST /api/app_admin/job-category/ — the legacy admin's job categories (list; create with code, cat_name): admin only; a page, 201 with the record.
import { body, jobSidePage, legacyHandlers, jobPageParams } from '@/lib/api/legacy';
import { jobCategoryAdminFields, toLegacyJobCategoryRecord } from '@/lib/api/legacy/job-admin';
import { referenceItemSchema } from '@/lib/jobs/admin-schemas';
import { jobCategoryAdmin } from '@/lib/jobs/categories';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'jobs',
  {
    GET: async (ctx) => {
      const { page, perPage } = jobPageParams(ctx.request);
      return jobSidePage(ctx.request, await jobCategoryAdmin.list(ctx.actor, { page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? '' }), toLegacyJobCategoryRecord);
    },
    POST: async (ctx) => {
      ctx.requireActor();
      const input = await ctx.parse(referenceItemSchema);
      return body(toLegacyJobCategoryRecord(await jobCategoryAdmin.create(ctx.actor, input, requestMetaFrom(ctx.request.headers))), 201);
    },
  },
  { fields: jobCategoryAdminFields },
);
