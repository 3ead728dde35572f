import { ChangePasswordForm } from '@/components/accounts/change-password-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';

/** The shared "Change password" screen of every role's area (each page calls its own guard first). */
export function ChangePasswordScreen() {
  return (
    <>
      <DashboardHeading title="Change password">
        After the change you stay signed in here; every other browser and app signed in to your account is signed out.
      </DashboardHeading>
      <ChangePasswordForm />
    </>
  );
}
