import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordScreen } from '@/components/accounts/change-password-screen';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('changePassword.metaTitle') };
}

export default async function AdminChangePasswordPage() {
  const user = await requirePage('/admin/change-password');
  return <ChangePasswordScreen userId={user.id} />;
}
