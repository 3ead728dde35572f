// POST /api/auth/logout — ends the session the request came with (browser cookie or legacy bearer token); API clients and scripts.
import { legacy, legacyRoute } from '@/lib/api/legacy';
import { signOut } from '@/lib/accounts/sessions';
import { resolveRequestAuth } from '@/lib/auth/request-actor';
import { sessionCookieName, sessionCookieOptions } from '@/lib/auth/tokens';
import { signedInHintHeader } from '@/lib/auth/signed-in-hint';
import { auth as m } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const POST = legacyRoute('admissions', async (ctx) => {
  const auth = await resolveRequestAuth(ctx.request);
  await signOut(auth.claims);
  const res = legacy.body({ message: m.signedOut });
  // A browser also loses the cookie (the server session is already gone either way).
  if (auth.via === 'cookie') {
    const { httpOnly, sameSite, path, secure } = sessionCookieOptions(0);
    res.headers.append('set-cookie', `${sessionCookieName()}=; Path=${path}; Max-Age=0; SameSite=${sameSite}${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}`);
    res.headers.append('set-cookie', signedInHintHeader(0, secure));
  }
  return res;
});
