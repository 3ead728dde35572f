// GET, POST /api/app_admin/job-category/ — the legacy admin's job categories (list; create with code, cat_name): admin only; a page, 201 with the record.
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, jobPageParams, jobSidePage, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { jobCategoryAdminFields, toLegacyJobCategoryRecord } from '@/lib/api/legacy/job-admin';
import { createReference, listReferenceItems } from '@/lib/jobs/reference-admin';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'jobs',
  {
    GET: legacyDoor(listReferenceItems, {
      answerSchema: answers.jobSidePage(legacyJobSchemas.jobCategoryRecord),
      input: (ctx) => {
        const { page, perPage } = jobPageParams(ctx.request);
        return { list: 'jobCategory', page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? '' };
      },
      answer: (page, ctx) => jobSidePage(ctx.request, page, toLegacyJobCategoryRecord),
    }),
    POST: legacyDoor(createReference, { answerSchema: answers.body(legacyJobSchemas.jobCategoryRecord), answerStatus: 201, fields: jobCategoryAdminFields, input: (_ctx, b) => ({ ...b, list: 'jobCategory' }), answer: (row) => body(toLegacyJobCategoryRecord(row), 201) }),
  },
  { fields: jobCategoryAdminFields },
);
