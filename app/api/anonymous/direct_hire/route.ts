// POST /api/anonymous/direct_hire/ — a direct-hire request (anyone; the /directhire form uses the same use case): 201 with the record, 400 `{ field: [message] }`.
import { countriesAsCodes } from '@/lib/api/legacy/countries';
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyDirectHire } from '@/lib/api/legacy/job-admin';
import { submitDirectHire } from '@/lib/jobs/direct-hire';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('jobs', {
  POST: legacyDoor(submitDirectHire, { answerSchema: answers.body(legacyJobSchemas.directHireDetail), answerStatus: 201, input: (ctx) => countriesAsCodes(ctx.body, [['country']]), answer: (request) => body(toLegacyDirectHire(request), 201) }),
});
