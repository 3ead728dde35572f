// POST /api/auth/logout — ends the session the request came with (browser cookie or legacy bearer token); API clients and scripts.
import { apiSignOut } from '@/lib/accounts/sessions';
import { answers, legacy, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { sessionFields, signedOutCookies } from '@/lib/api/legacy/accounts';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('admissions', {
  POST: legacyDoor(apiSignOut, {
    answerSchema: answers.message(null),
    input: (ctx) => sessionFields(ctx.request),
    answer: ({ via }) => {
      const res = legacy.body({ message: m.signedOut });
      // A browser also loses the cookie (the server session is already gone either way).
      if (via === 'cookie') for (const cookie of signedOutCookies()) res.headers.append('set-cookie', cookie);
      return res;
    },
  }),
});
