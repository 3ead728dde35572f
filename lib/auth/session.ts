import 'server-only';
import type { NextAuthOptions, User as NextAuthUser } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { isAppError } from '@/lib/errors';
import { log } from '@/lib/log';
import type { Role } from './actor';
import { safeCallbackUrl } from './redirects';
import { deviceCookieAfterSignIn, deviceCookieName, deviceCookieOptions } from './device-cookie';
import { authSecret } from './secret';
import { endSession, startSession } from './session-store';
import { findSessionUser, type SessionUser } from './session-user';
import {
  claimsFrom,
  decodeSessionToken,
  encodeSessionToken,
  newClaims,
  SESSION_MAX_AGE,
  sessionCookieName,
  sessionCookieOptions,
  secureCookies,
  type SessionClaims,
} from './tokens';

export type { SessionUser } from './session-user';

/**
 * Sessions: next-auth 4 with the credentials provider and JWT sessions (1 day). The token carries
 * the user id, role and session version (`uid`, `role`, `sv`), the sign-in time (`ia`) and the id
 * of its server session (`sid`, a `sessions` row: signing out deletes it), and is checked against
 * the database on every request: `getSessionUser()` below, `getRequestActor()`
 * (lib/auth/request-actor.ts), and next-auth's own `jwt` callback (for /api/auth/session and
 * `getServerSession`). Cookies: HttpOnly, SameSite=Lax, Secure in production mode.
 *
 * Our login pages sign in through server actions (lib/accounts/actions.ts) that run the same check
 * as the credentials provider and then write the very cookie next-auth would (`issueSession`), so
 * the forms can show "Too many attempts…" or the code box instead of next-auth's error redirect.
 */

type AuthUser = NextAuthUser & { uid: number; role: Role; sv: number; sid: string; ia: number };

const cookieOpts = () => {
  const { httpOnly, sameSite, path, secure } = sessionCookieOptions();
  return { httpOnly, sameSite, path, secure };
};

export const authOptions: NextAuthOptions = {
  // A getter: read at request time, never during `next build`.
  get secret() {
    return authSecret();
  },
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
  jwt: { maxAge: SESSION_MAX_AGE },
  useSecureCookies: secureCookies(),
  cookies: {
    sessionToken: { name: sessionCookieName(), options: cookieOpts() },
  },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Email and password',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
        code: { label: 'Code', type: 'text' },
      },
      async authorize(credentials, req) {
        try {
          // Loaded on use: pages that only read the session need none of the sign-in machinery.
          const { loginWithPassword } = await import('@/lib/accounts/login');
          const meta = requestMetaFrom(new Headers((req?.headers ?? {}) as Record<string, string>));
          const user = await loginWithPassword(
            { email: credentials?.email ?? '', password: credentials?.password ?? '', code: credentials?.code || undefined },
            meta,
          );
          const claims = await startSession(user, { origin: meta });
          const out: AuthUser = { id: String(user.id), name: user.name, email: user.email, uid: user.id, role: user.role, sv: user.sessionVersion, sid: claims.sid, ia: claims.ia };
          await rememberDevice(user.email);
          return out;
        } catch (err) {
          // next-auth turns this message into `?error=` on its sign-in redirect.
          if (isAppError(err)) throw new Error(err.message);
          throw err;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as AuthUser;
        return { ...token, sub: String(u.uid), ...newClaims({ id: u.uid, role: u.role, sessionVersion: u.sv }, u.sid, u.ia) };
      }
      // Every later read: the user must still be active with the same session version and role.
      // Throwing makes next-auth answer "no session" and clear the cookie.
      const current = await findSessionUser(claimsFrom(token));
      if (!current) throw new Error('session ended');
      return token;
    },
    async session({ session, token }) {
      const claims = claimsFrom(token);
      const user = await findSessionUser(claims);
      return {
        ...session,
        user: user ? { id: user.id, role: user.role, name: user.name, email: user.email, image: user.profilePic } : undefined,
      } as typeof session;
    },
    async redirect({ url, baseUrl }) {
      return new URL(safeCallbackUrl(url, '/', baseUrl) ?? '/', baseUrl).toString();
    },
  },
  events: {
    // next-auth's own sign-out (POST /api/auth/signout) ends the server session too.
    async signOut({ token }) {
      await endSession(claimsFrom(token)?.sid);
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session is expected, not an error.
      if (code === 'JWT_SESSION_ERROR') log.debug('next-auth session ended', { code });
      else log.error('next-auth error', { code, metadata });
    },
    warn(code) {
      log.warn('next-auth warning', { code });
    },
    debug() {},
  },
};

/** The signed-in user of the current request (server components, server actions), else null. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const claims = await getSessionClaims();
  return claims ? findSessionUser(claims) : null;
});

/** The decoded (not yet database-checked) claims of the current request's session cookie. */
export async function getSessionClaims(): Promise<SessionClaims | null> {
  const store = await cookies();
  const name = sessionCookieName();
  let token = store.get(name)?.value;
  if (!token) {
    const chunks: string[] = [];
    for (let i = 0; store.has(`${name}.${i}`); i++) chunks.push(store.get(`${name}.${i}`)!.value);
    token = chunks.join('') || undefined;
  }
  return decodeSessionToken(token);
}

/**
 * Writes the session cookie for a user (server actions and route handlers only).
 *
 * - A sign-in (no `signedInAt`) starts a new server session; the session this browser held before,
 *   if any, ends.
 * - A re-issue after a password change (`signedInAt`: the original sign-in time) keeps this
 *   browser's session (same id, new session version), so only the other sessions end.
 */
export async function issueSession(
  user: { id: number; role: Role; sessionVersion: number; name?: string | null; email?: string | null },
  opts: { signedInAt?: number } = {},
): Promise<void> {
  const current = await getSessionClaims();
  let claims: SessionClaims;
  if (opts.signedInAt !== undefined && current?.uid === user.id) {
    claims = newClaims(user, current.sid, opts.signedInAt);
  } else {
    if (current) await endSession(current.sid);
    const h = await headers();
    claims = await startSession(user, { origin: requestMetaFrom(new Headers(h)), signedInAt: opts.signedInAt });
  }
  const token = await encodeSessionToken(claims, { name: user.name, email: user.email });
  const remaining = Math.max(60, SESSION_MAX_AGE - (Math.floor(Date.now() / 1000) - claims.ia));
  const store = await cookies();
  clearChunks(store);
  store.set(sessionCookieName(), token, sessionCookieOptions(remaining));
  if (user.email) await rememberDevice(user.email);
}

/**
 * Marks this browser as one that signed in to `email` (the device cookie that lets its owner past
 * the account's attempt ceiling, lib/auth/rate-limit.ts). Server actions and route handlers only.
 */
export async function rememberDevice(email: string): Promise<void> {
  const store = await cookies();
  const name = deviceCookieName();
  store.set(name, deviceCookieAfterSignIn(store.get(name)?.value, email), deviceCookieOptions());
}

/** Signs this browser out: ends its server session and removes the cookie. */
export async function clearSession(): Promise<void> {
  const current = await getSessionClaims();
  if (current) await endSession(current.sid);
  const store = await cookies();
  clearChunks(store);
  store.set(sessionCookieName(), '', sessionCookieOptions(0));
}

function clearChunks(store: Awaited<ReturnType<typeof cookies>>): void {
  const name = sessionCookieName();
  for (let i = 0; store.has(`${name}.${i}`); i++) store.set(`${name}.${i}`, '', sessionCookieOptions(0));
}
