// GET, POST /api/app_admin/org-type/ — the legacy admin's employer types (list; create with code, org_type): admin only; a page, 201 with the record.
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { employerTypeFields, toLegacyEmployerType } from '@/lib/api/legacy/job-admin';
import { createReference, listReferenceItems } from '@/lib/jobs/reference-admin';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'jobs',
  {
    GET: legacyDoor(listReferenceItems, {
      answerSchema: answers.jobSidePage(legacyJobSchemas.employerType),
      input: (ctx) => {
        const { page, perPage } = jobPageParams(ctx.request);
        return { list: 'employerType', page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? '' };
      },
      answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyEmployerType),
    }),
    POST: legacyDoor(createReference, { answerSchema: answers.body(legacyJobSchemas.employerType), answerStatus: 201, fields: employerTypeFields, input: (_ctx, b) => ({ ...b, list: 'employerType' }), answer: (row) => body(toLegacyEmployerType(row), 201) }),
  },
  { fields: employerTypeFields },
);
