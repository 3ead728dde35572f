import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/accounts/change-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';

/** The shared "Change password" screen of every role's area (each page calls its own guard first). */
export async function ChangePasswordScreen() {
  const t = await getTranslations('peopleAccounts.changePassword');
  return (
    <>
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <ClientMessages namespaces={['peopleChangePassword']}>
        <ChangePasswordForm />
      </ClientMessages>
    </>
  );
}
