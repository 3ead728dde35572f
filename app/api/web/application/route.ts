// POST /api/web/application — legacy admissions client (apply from a course): a student; the new application with its `id` (201), or their open one for that course (200).
import { legacyApplicationSchemas } from '@/lib/api/legacy/applications';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { applyFields, assertSelf, toLegacyApplication } from '@/lib/api/legacy/applications';
import { startApplicationAndRead } from '@/lib/applications/start';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'admissions',
  {
    // university_id and program_id come from the course; the seed sends them but they decide nothing.
    POST: legacyDoor(startApplicationAndRead, {
      answerSchema: answers.body(legacyApplicationSchemas.application),
      answerStatus: [200, 201],
      fields: applyFields,
      input: (ctx, renamed) => (assertSelf(ctx.actor, ctx.body.user_id, { optional: true }), renamed),
      answer: ({ application, created }) => body(toLegacyApplication(application), created ? 201 : 200),
    }),
  },
  { fields: applyFields },
);
