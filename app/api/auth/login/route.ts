// POST /api/auth/login — sign-in of the legacy API clients: the user and a bearer token.
import { loginWithPassword } from '@/lib/accounts/login';
import { requestMetaFrom } from '@/lib/accounts/request-meta';
import { apiLoginSchema } from '@/lib/accounts/schemas';
import { legacy, legacyRoute } from '@/lib/api/legacy';
import { scalarsAsText, toLegacyUser } from '@/lib/api/legacy/accounts';
import { encodeBearerToken, newClaims } from '@/lib/auth/tokens';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute('admissions', async (ctx) => {
  const data = await ctx.parse(apiLoginSchema, { input: scalarsAsText(ctx.body) });
  const user = await loginWithPassword(data, requestMetaFrom(ctx.request.headers));
  const token = await encodeBearerToken(newClaims(user));
  return legacy.body({ user: toLegacyUser(user), token, token_type: 'Bearer', expires_in: 24 * 60 * 60 });
});
