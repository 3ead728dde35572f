// POST /api/access/change_password/ — change one's own password (legacy clients, any role; job side's 400 errors).
import { legacy, legacyRoute } from '@/lib/api/legacy';
import { changePassword } from '@/lib/accounts/password';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { apiChangePasswordSchema } from '@/lib/accounts/schemas';
import { resolveRequestAuth } from '@/lib/auth/request-actor';
import { issueSession } from '@/lib/auth/session';
import { encodeBearerToken, newClaims } from '@/lib/auth/tokens';
import { unauthenticated } from '@/lib/errors';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute('jobs', async (ctx) => {
  const auth = await resolveRequestAuth(ctx.request);
  if (!auth.actor || !auth.user) throw unauthenticated();
  const data = await ctx.parse(apiChangePasswordSchema);
  const { user, sessionVersion, message } = await changePassword(auth.actor, data, requestMetaFrom(ctx.request.headers));
  // The credential that made the change stays valid (re-issued); every other one has ended.
  const signedInAt = auth.claims?.ia;
  if (auth.via === 'bearer' && auth.claims) {
    const token = await encodeBearerToken(newClaims({ ...user, sessionVersion }, auth.claims.sid, signedInAt));
    return legacy.body({ message, token });
  }
  await issueSession({ ...user, sessionVersion }, { signedInAt });
  return legacy.body({ message });
});
