import type { Metadata } from 'next';
import { DeleteProfileForm } from '@/components/accounts/delete-profile-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Delete profile' };

export default async function StudentDeleteProfilePage() {
  const user = await requirePage('/student/delete-profile');
  return (
    <>
      <DashboardHeading title="Delete profile">This deletes the account {user.email} for good.</DashboardHeading>
      <div className="mb-6 max-w-2xl rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">What is deleted</p>
        <p className="mt-1">
          Your account and sign-in, your profile, your identity documents, your draft and open applications and their documents. Applications a university has already decided stay on record without your name or personal details. This cannot be undone.
        </p>
      </div>
      <DeleteProfileForm />
    </>
  );
}
