import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { AuthCard } from '@/components/auth/auth-card';
import { getMessageText } from '@/components/i18n/message-text';
import { RegisterFormIsland as RegisterForm } from '@/components/auth/register-form-island';
import { listCountries } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import { accountTypeLabels, accountTypeValues, genderLabels, genderValues, type AccountType, type Gender } from '@/lib/accounts/register-options';
import { dashboardFor } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';
import { ClientMessages } from '@/components/i18n/client-messages';

// Per request: it reads the session and the query (the public pages of app/[locale] are otherwise
// generated once per language and cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellAuthPages.register');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

/** `?role=candidate` (a job page's "Register as a job seeker") or `?role=employer` preselects the account type. */
function roleFrom(raw: string | string[] | undefined): AccountType | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return (accountTypeValues as readonly string[]).includes(v ?? '') ? (v as AccountType) : undefined;
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await getSessionUser();
  if (user) redirect(dashboardFor(user.role));
  const [countries, t, m] = await Promise.all([requestLocale().then((locale) => listCountries(locale)), getTranslations('shellAuthPages.register'), getMessageText()]);
  const typeLabels = Object.fromEntries(accountTypeValues.map((v) => [v, m(accountTypeLabels[v])])) as Record<AccountType, string>;
  const genders = Object.fromEntries(genderValues.map((v) => [v, m(genderLabels[v])])) as Record<Gender, string>;
  return (
    <AuthCard
      title={t('title')}
      intro={t('intro')}
      footer={<p>{t.rich('footer', { link: (chunks) => <Link href="/login">{chunks}</Link> })}</p>}
    >
      <ClientMessages namespaces={['shellAuth', 'validation.auth']}>
        <RegisterForm countries={countries} accountTypeLabels={typeLabels} genderLabels={genders} defaultRole={roleFrom((await searchParams).role)} />
      </ClientMessages>
    </AuthCard>
  );
}
