import 'server-only';
import type { NextAuthOptions, User as NextAuthUser } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import type { Role } from '@/lib/auth/actor';
import { safeCallbackUrl } from '@/lib/auth/redirects';
import { authSecret } from '@/lib/auth/secret';
import { rememberDevice } from '@/lib/auth/session';
import { endSession, startSession } from '@/lib/auth/session-store';
import { findSessionUser } from '@/lib/auth/session-user';
import { claimsFrom, newClaims, SESSION_MAX_AGE, secureCookies, sessionCookieName, sessionCookieOptions } from '@/lib/auth/tokens';
import { isAppError } from '@/lib/errors';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { log } from '@/lib/log';
import { login } from './sign-in';

/**
 * next-auth's options (app/api/auth/[...nextauth]/route.ts): next-auth 4 with the credentials
 * provider and JWT sessions lasting one day. The provider's `authorize` is a door like any other:
 * it calls the login use case (lib/accounts/sign-in.ts, with its abuse limits), starts a server
 * session and marks the browser with the device cookie.
 *
 * The token carries the user id, role and session version (`uid`, `role`, `sv`), the sign-in time
 * (`ia`) and the id of its server session (`sid`, a `sessions` row: signing out deletes it), and
 * is checked against the database on every request: `getSessionUser()` (lib/auth/session.ts),
 * `getRequestActor()` (lib/auth/request-actor.ts), and the `jwt` callback below (for
 * /api/auth/session and `getServerSession`). Cookies: HttpOnly, SameSite=Lax, Secure in production.
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
          const meta = requestMetaFrom(new Headers((req?.headers ?? {}) as Record<string, string>));
          const user = await login(null, { email: credentials?.email ?? '', password: credentials?.password ?? '', code: credentials?.code || undefined }, { meta });
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
