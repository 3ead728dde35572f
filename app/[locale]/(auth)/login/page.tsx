import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard, AuthNotice } from '@/components/auth/auth-card';
import { LoginFormIsland as LoginForm } from '@/components/auth/login-form-island';
import { getMessageText } from '@/components/i18n/message-text';
import { afterLoginPath, safeCallbackUrl } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';
import { parseMessage } from '@/lib/i18n/message';
import { accountAdmin, auth as m } from '@/lib/messages';
import { ClientMessages } from '@/components/i18n/client-messages';

// Per request: it reads the session and the query (the public pages of app/[locale] are otherwise
// generated once per language and cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellAuthPages.login');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * next-auth's own sign-in (`/api/auth/callback/credentials`) comes back with `?error=` (our message
 * token): shown only when it is one of ours. The token to show, else null.
 */
function knownError(raw: string | undefined): string | null {
  if (!raw) return null;
  const known: string[] = [m.invalidCredentials, m.verificationRequired, m.accountDisabled];
  if (known.includes(raw)) return raw;
  const parsed = parseMessage(raw);
  if (parsed?.key === 'auth.tooManyAttempts' && Number.isInteger(parsed.params.minutes)) return m.tooManyAttempts(Number(parsed.params.minutes));
  return raw === 'CredentialsSignin' ? m.invalidCredentials : null;
}

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(one(params.callbackUrl)) ?? undefined;
  const user = await getSessionUser();
  if (user) redirect(afterLoginPath(user.role, callbackUrl));
  const registerHref = callbackUrl ? `/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/register';
  const [t, text] = await Promise.all([getTranslations('shellAuthPages.login'), getMessageText()]);
  const error = knownError(one(params.error));
  return (
    <AuthCard
      title={t('title')}
      intro={t('intro')}
      footer={<p>{t.rich('footer', { link: (chunks) => <Link href={registerHref}>{chunks}</Link> })}</p>}
    >
      {one(params.verified) ? <AuthNotice>{t('verified')}</AuthNotice> : null}
      {one(params.reset) ? <AuthNotice>{text(m.passwordReset)}</AuthNotice> : null}
      {one(params.deleted) ? <AuthNotice>{text(accountAdmin.accountDeleted)}</AuthNotice> : null}
      {error ? (
        <p role="alert" className="mb-5 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {text(error)}
        </p>
      ) : null}
      <ClientMessages namespaces={['shellAuth', 'validation.auth']}>
        <LoginForm area="user" callbackUrl={callbackUrl} />
      </ClientMessages>
    </AuthCard>
  );
}
