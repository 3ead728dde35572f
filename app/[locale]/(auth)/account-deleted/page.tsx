import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellAuthPages.accountDeleted');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where "Delete Profile" ends (with or without JavaScript): the account is gone, and the page says
 * so, and what it means. Public: the user is signed out by then.
 */
export default function AccountDeletedPage() {
  const t = useTranslations('shellAuthPages.accountDeleted');
  return (
    <AuthCard
      title={t('title')}
      footer={
        <p>
          {t.rich('footer', {
            register: (chunks) => <Link href="/register">{chunks}</Link>,
            home: (chunks) => <Link href="/">{chunks}</Link>,
          })}
        </p>
      }
    >
      <div role="status" className="space-y-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{t('deleted')}</p>
        <p>{t('body')}</p>
      </div>
    </AuthCard>
  );
}
