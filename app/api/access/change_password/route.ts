// POST /api/access/change_password/ — change one's own password (legacy clients, any role; job side's 400 errors).
import { z } from 'zod';
import { apiChangePassword } from '@/lib/accounts/password';
import { answers, legacy, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { reissueCredential } from '@/lib/api/legacy/accounts';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('jobs', {
  POST: legacyDoor(apiChangePassword, {
    answerSchema: answers.message(null).extend({ token: z.string().optional() }),
    // The credential that made the change stays valid (re-issued); every other one has ended.
    answer: async (changed, ctx) => {
      const token = await reissueCredential(ctx.request, changed);
      return legacy.body(token ? { message: changed.message, token } : { message: changed.message });
    },
  }),
});
