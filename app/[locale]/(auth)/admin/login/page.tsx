import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginFormIsland as LoginForm } from '@/components/auth/login-form-island';
import { afterLoginPath, safeCallbackUrl } from '@/lib/auth/redirects';
import { can } from '@/lib/auth/permissions';
import { getSessionUser } from '@/lib/auth/session';
import { ClientMessages } from '@/components/i18n/client-messages';

// Per request: it reads the session and the query (the public pages of app/[locale] are otherwise
// generated once per language and cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellAuthPages.adminLogin');
  return { title: t('metaTitle'), robots: { index: false } };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** /admin/login: a public page (outside the guarded admin area); administrators only may sign in here. */
export default async function AdminLoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const raw = Array.isArray(params.callbackUrl) ? params.callbackUrl[0] : params.callbackUrl;
  const callbackUrl = safeCallbackUrl(raw) ?? undefined;
  const user = await getSessionUser();
  if (user && can(user, 'area:admin')) redirect(afterLoginPath(user.role, callbackUrl));
  const t = await getTranslations('shellAuthPages.adminLogin');
  return (
    <AuthCard
      title={t('title')}
      intro={t('intro')}
      footer={<p>{t.rich('footer', { link: (chunks) => <Link href="/login">{chunks}</Link> })}</p>}
    >
      <ClientMessages namespaces={['shellAuth', 'validation.auth']}>
        <LoginForm area="admin" callbackUrl={callbackUrl} />
      </ClientMessages>
    </AuthCard>
  );
}
