// POST /api/auth/register — self-registration of the legacy clients (seed payload; role student, candidate/J, employer/R).
import { legacyAccountSchemas } from '@/lib/api/legacy/accounts';
import { apiRegister } from '@/lib/accounts/register';
import { answers, legacy, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { scalarsAsText, toLegacyUser } from '@/lib/api/legacy/accounts';
import { countriesAsCodes } from '@/lib/api/legacy/countries';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('admissions', {
  POST: legacyDoor(apiRegister, {
    answerSchema: answers.body(legacyAccountSchemas.register),
    answerStatus: 201,
    input: (ctx) => countriesAsCodes(scalarsAsText(ctx.body), [['country']]),
    answer: (user) => legacy.body({ message: m.registered, user: { ...toLegacyUser(user), email: user.email, email_verified: false } }, 201),
  }),
});
