import type { Metadata } from 'next';
import { DeleteProfileForm } from '@/components/accounts/delete-profile-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Delete profile' };

export default async function EmployerDeleteProfilePage() {
  const user = await requirePage('/employer/delete-profile');
  return (
    <>
      <DashboardHeading title="Delete profile">This deletes the account {user.email} for good.</DashboardHeading>
      <div className="mb-6 max-w-2xl rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">What is deleted</p>
        <p className="mt-1">
          Your account and sign-in, your company profile and logo, your job posts and the applications they received. This cannot be undone.
        </p>
      </div>
      <DeleteProfileForm />
    </>
  );
}
