// POST /api/auth/login — sign-in of the legacy API clients: the user and a bearer token.
import { legacyAccountSchemas } from '@/lib/api/legacy/accounts';
import { apiLogin } from '@/lib/accounts/sign-in';
import { answers, legacy, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { scalarsAsText, toLegacyUser } from '@/lib/api/legacy/accounts';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('admissions', {
  POST: legacyDoor(apiLogin, {
    answerSchema: answers.body(legacyAccountSchemas.login),
    input: (ctx) => scalarsAsText(ctx.body),
    answer: ({ user, token }) => legacy.body({ user: toLegacyUser(user), token, token_type: 'Bearer', expires_in: 24 * 60 * 60 }),
  }),
});
