// POST /api/web/apply — legacy admissions client (apply to a course): a student; `{ message, data: { id } }`, applying again answers the open application.
import { z } from 'zod';
import { answers, legacyDoor, legacyHandlers, message } from '@/lib/api/legacy';
import { applyFields, assertSelf } from '@/lib/api/legacy/applications';
import { startApplication } from '@/lib/applications/start';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'admissions',
  {
    POST: legacyDoor(startApplication, {
      answerSchema: answers.message(z.strictObject({ id: z.number().int() })),
      fields: applyFields,
      // A user id in the body is the caller's own (someone else's: 403).
      input: (ctx, body) => (assertSelf(ctx.actor, ctx.body.user_id, { optional: true }), body),
      answer: ({ id }) => message(success.appliedToCourse, { id }),
    }),
  },
  { fields: applyFields },
);
