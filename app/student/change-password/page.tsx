import type { Metadata } from 'next';
import { ChangePasswordScreen } from '@/components/accounts/change-password-screen';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Change password' };

export default async function StudentChangePasswordPage() {
  await requirePage('/student/change-password');
  return <ChangePasswordScreen />;
}
