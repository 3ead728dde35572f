// POST /api/anonymous/direct_hire/ — a direct-hire request (anyone; the /directhire form uses the same domain function): 201 with the record, 400 `{ field: [message] }`.
import { body, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyDirectHire } from '@/lib/api/legacy/job-admin';
import { submitDirectHire } from '@/lib/jobs/direct-hire';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('jobs', {
  POST: async (ctx) => body(toLegacyDirectHire(await submitDirectHire(ctx.actor, ctx.body, requestMetaFrom(ctx.request.headers))), 201),
});
