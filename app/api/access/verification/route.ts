// POST /api/access/verification/ — the code box of the legacy clients: verifies an e-mail (job side's 400 errors).
import { verifyEmail } from '@/lib/accounts/register';
import { answers, legacy, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { verificationFields, verificationInput } from '@/lib/api/legacy/accounts';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers(
  'jobs',
  {
    POST: legacyDoor(verifyEmail, {
      answerSchema: answers.message(null),
      answerStatus: 202,
      fields: verificationFields,
      input: (ctx) => verificationFields.toDomain(verificationInput(ctx.body)),
      answer: () => legacy.body({ message: m.verified }, 202),
    }),
  },
  { fields: verificationFields },
);
