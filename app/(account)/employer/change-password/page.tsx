import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordScreen } from '@/components/accounts/change-password-screen';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleAccounts.changePassword');
  return { title: t('metaTitle') };
}

export default async function EmployerChangePasswordPage() {
  const user = await requirePage('/employer/change-password');
  return <ChangePasswordScreen userId={user.id} />;
}
