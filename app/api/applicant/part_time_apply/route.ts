// POST /api/applicant/part_time_apply/ — a candidate sends (or updates) their part-time application (the /candidate/part-time form uses the same use case): 201 with the record, 400 `{ field: [message] }`.
import { legacyJobSchemas } from '@/lib/api/legacy/jobs';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { toLegacyPartTime } from '@/lib/api/legacy/part-time';
import { savePartTime } from '@/lib/jobs/part-time';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('jobs', {
  POST: legacyDoor(savePartTime, { answerSchema: answers.body(legacyJobSchemas.partTime), answerStatus: [200, 201], input: (ctx) => ctx.body, answer: ({ application, created }) => body(toLegacyPartTime(application), created ? 201 : 200) }),
});
