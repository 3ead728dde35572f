// GET, POST /api/app_admin/org-type/ — the legacy admin's employer types (list; create with code, org_type): admin only; a page, 201 with the record.
import { body, jobSidePage, legacyHandlers, jobPageParams } from '@/lib/api/legacy';
import { employerTypeFields, toLegacyEmployerType } from '@/lib/api/legacy/job-admin';
import { referenceItemSchema } from '@/lib/jobs/admin-schemas';
import { employerTypeAdmin } from '@/lib/jobs/employer-types';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'jobs',
  {
    GET: async (ctx) => {
      const { page, perPage } = jobPageParams(ctx.request);
      return jobSidePage(ctx.request, await employerTypeAdmin.list(ctx.actor, { page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? '' }), toLegacyEmployerType);
    },
    POST: async (ctx) => {
      ctx.requireActor();
      const input = await ctx.parse(referenceItemSchema);
      return body(toLegacyEmployerType(await employerTypeAdmin.create(ctx.actor, input, requestMetaFrom(ctx.request.headers))), 201);
    },
  },
  { fields: employerTypeFields },
);
