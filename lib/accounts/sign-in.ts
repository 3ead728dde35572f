import 'server-only';
import { z } from 'zod';
import { afterLoginPath } from '@/lib/auth/redirects';
import { issueSession } from '@/lib/auth/session';
import { startSession } from '@/lib/auth/session-store';
import { encodeBearerToken } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { auth as m } from '@/lib/messages';
import { defineUseCase } from '@/lib/use-case';
import { steps } from './flow-schema';
import { loginWithPassword, type SignedInUser } from './login';
import { sendNewCode } from './register';
import { apiLoginSchema, loginSchema, resendCodeSchema } from './schemas';

/**
 * Signing in, one use case per door (each with its door's input): next-auth's credentials
 * provider, the login forms (user and admin) and `POST /api/auth/login`. All three run the one
 * check, `loginWithPassword` (lib/accounts/login.ts: abuse limits, verification, disabled accounts).
 */

/**
 * next-auth's `authorize`: the credentials as next-auth hands them over, unread (any e-mail and
 * password go to the check, so every wrong pair answers "Invalid email or password").
 */
export const login = defineUseCase({
  name: 'accounts.login',
  summary: 'Check an e-mail and password (next-auth sign-in)',
  access: 'public',
  input: z.object({ email: z.string().default(''), password: z.string().default(''), code: z.string().optional() }),
  run: (_actor, input, { meta }): Promise<SignedInUser> => loginWithPassword({ email: input.email, password: input.password, code: input.code || undefined }, meta),
});

/** What a login form's post leads to: the address to land on, or a message (a new code was sent). */
export type SignInOutcome = { to: string; message?: undefined } | { to: null; message: string };

/**
 * The login forms: sign in (the session cookie is written here, so a form posted before the
 * scripts load signs in just the same) and land on the role's dashboard or the safe
 * `callbackUrl`; or, with `intent=resend`, send a new verification code.
 */
function signInUseCase(area: 'user' | 'admin') {
  return defineUseCase({
    name: area === 'admin' ? 'accounts.adminSignIn' : 'accounts.signIn',
    summary: area === 'admin' ? 'Sign in to the back office (administrators)' : 'Sign in (any role)',
    access: 'public',
    input: steps((raw) => (raw.intent === 'resend' ? 'resend' : 'signIn'), { resend: resendCodeSchema, signIn: loginSchema }),
    run: async (_actor, input, { meta }): Promise<SignInOutcome> => {
      if (input.step === 'resend') {
        await sendNewCode({ email: input.email }, meta);
        return { to: null, message: m.codeResent };
      }
      const user = await loginWithPassword({ email: input.email, password: input.password, code: input.code }, meta, { area });
      await issueSession(user);
      return { to: afterLoginPath(user.role, input.callbackUrl, env.appUrl) };
    },
  });
}

/** /login: any role. */
export const signIn = signInUseCase('user');
/** /admin/login: administrators only. */
export const adminSignIn = signInUseCase('admin');

/** `POST /api/auth/login`: the user and a bearer token (each token is a server session of its own). */
export const apiLogin = defineUseCase({
  name: 'accounts.apiLogin',
  summary: 'Sign in and get a bearer token',
  access: 'public',
  input: apiLoginSchema,
  run: async (_actor, input, { meta }) => {
    const user = await loginWithPassword(input, meta);
    const token = await encodeBearerToken(await startSession(user, { kind: 'api', origin: meta }));
    return { user, token };
  },
});
