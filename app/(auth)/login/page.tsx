import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard, AuthNotice } from '@/components/auth/auth-card';
import { LoginFormIsland as LoginForm } from '@/components/auth/login-form-island';
import { afterLoginPath, safeCallbackUrl } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';
import { accountAdmin, auth as m } from '@/lib/messages';

export const metadata: Metadata = { title: 'Login', description: 'Sign in to your Zhiyuan account.' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** next-auth's own sign-in (`/api/auth/callback/credentials`) comes back with `?error=`: shown only when it is one of ours. */
function knownError(raw: string | undefined): string | null {
  if (!raw) return null;
  const known: string[] = [m.invalidCredentials, m.verificationRequired, m.accountDisabled];
  if (known.includes(raw) || /^Too many attempts, try again in \d+ minutes?$/.test(raw)) return raw;
  return raw === 'CredentialsSignin' ? m.invalidCredentials : null;
}

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(one(params.callbackUrl)) ?? undefined;
  const user = await getSessionUser();
  if (user) redirect(afterLoginPath(user.role, callbackUrl));
  const registerHref = callbackUrl ? `/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/register';
  return (
    <AuthCard
      title="Login"
      intro="Sign in as a student, job seeker or employer."
      footer={
        <p>
          New here? <Link href={registerHref}>Create an Account</Link>
        </p>
      }
    >
      {one(params.verified) ? <AuthNotice>{m.verified}: you can sign in now.</AuthNotice> : null}
      {one(params.reset) ? <AuthNotice>{m.passwordReset}</AuthNotice> : null}
      {one(params.deleted) ? <AuthNotice>{accountAdmin.accountDeleted}</AuthNotice> : null}
      {knownError(one(params.error)) ? (
        <p role="alert" className="mb-5 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {knownError(one(params.error))}
        </p>
      ) : null}
      <LoginForm area="user" callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
