import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shellAuthPages.forgot');
  return { title: t('metaTitle'), description: t('metaDescription') };
}

export default function ForgotPasswordPage() {
  const t = useTranslations('shellAuthPages.forgot');
  return (
    <AuthCard
      title={t('title')}
      footer={<p>{t.rich('footer', { link: (chunks) => <Link href="/login">{chunks}</Link> })}</p>}
    >
      <ClientMessages namespaces={['shellAuth', 'validation.auth']}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AuthCard>
  );
}
