// POST /api/auth/login — sign-in of the legacy API clients: the user and a bearer token.
import { loginWithPassword } from '@/lib/accounts/login';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { apiLoginSchema } from '@/lib/accounts/schemas';
import { legacy, legacyRoute } from '@/lib/api/legacy';
import { scalarsAsText, toLegacyUser } from '@/lib/api/legacy/accounts';
import { startSession } from '@/lib/auth/session-store';
import { encodeBearerToken } from '@/lib/auth/tokens';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute('admissions', async (ctx) => {
  const data = await ctx.parse(apiLoginSchema, { input: scalarsAsText(ctx.body) });
  const meta = requestMetaFrom(ctx.request.headers);
  const user = await loginWithPassword(data, meta);
  // Each token is a server session of its own: POST /api/auth/logout ends it.
  const token = await encodeBearerToken(await startSession(user, { kind: 'api', origin: meta }));
  return legacy.body({ user: toLegacyUser(user), token, token_type: 'Bearer', expires_in: 24 * 60 * 60 });
});
