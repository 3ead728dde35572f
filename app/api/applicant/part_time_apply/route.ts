// POST /api/applicant/part_time_apply/ — a candidate sends (or updates) their part-time application (the /candidate/part-time form uses the same domain function): 201 with the record, 400 `{ field: [message] }`.
import { body, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyPartTime } from '@/lib/api/legacy/part-time';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { savePartTime } from '@/lib/jobs/part-time';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('jobs', {
  POST: async (ctx) => {
    const { application, created } = await savePartTime(ctx.actor, ctx.body, requestMetaFrom(ctx.request.headers));
    return body(toLegacyPartTime(application), created ? 201 : 200);
  },
});
