import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/accounts/change-password-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Change password' };

export default async function StudentChangePasswordPage() {
  await requirePage('/student/change-password');
  return (
    <>
      <DashboardHeading title="Change password">
        After the change you stay signed in here; every other browser and app signed in to your account is signed out.
      </DashboardHeading>
      <ChangePasswordForm />
    </>
  );
}
