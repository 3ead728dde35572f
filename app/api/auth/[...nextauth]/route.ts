// GET, POST /api/auth/* — next-auth's own endpoints (session, csrf, providers, credentials callback, signout).
// /api/auth/login and /api/auth/register are legacy route handlers at their own paths (they win).
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/accounts/auth-options';
import { signedInHintHeader } from '@/lib/auth/signed-in-hint';
import { SESSION_MAX_AGE, sessionCookieName, sessionCookieOptions } from '@/lib/auth/tokens';

export const dynamic = 'force-dynamic';

const nextAuth = NextAuth(authOptions) as (req: Request, ctx: unknown) => Promise<Response>;

/**
 * next-auth's answer, with the signed-in hint (lib/auth/signed-in-hint.ts) following the session
 * cookie it writes: set with a new session (the credentials callback), removed with it (sign-out,
 * an ended session).
 */
async function handler(req: Request, ctx: unknown): Promise<Response> {
  const res = await nextAuth(req, ctx);
  const name = sessionCookieName();
  const session = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`) || c.startsWith(`${name}.0=`));
  if (session) {
    const removed = /^[^=]+=;/.test(session) || /max-age=0\b/i.test(session) || /expires=thu, 01 jan 1970/i.test(session);
    res.headers.append('set-cookie', signedInHintHeader(removed ? 0 : SESSION_MAX_AGE, sessionCookieOptions().secure));
  }
  return res;
}

export { handler as GET, handler as POST };
