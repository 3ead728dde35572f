import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordScreen } from '@/components/accounts/change-password-screen';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.changePassword');
  return { title: t('metaTitle') };
}

export default async function StudentChangePasswordPage() {
  const user = await requirePage('/student/change-password');
  return <ChangePasswordScreen userId={user.id} />;
}
