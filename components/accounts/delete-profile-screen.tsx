import { DeleteProfileForm } from '@/components/accounts/delete-profile-form';
import { DashboardHeading } from '@/components/layout/dashboard-shell';

/** What deleting an account removes, per role (the rest of the screen is the same for all). */
const whatIsDeleted = {
  student:
    'Your account and sign-in, your profile, your identity documents, your draft and open applications and their documents. Applications a university has already decided stay on record without your name or personal details. This cannot be undone.',
  candidate: 'Your account and sign-in, your resume, your CVs and other uploaded files, and your job applications. This cannot be undone.',
  employer: 'Your account and sign-in, your company profile and logo, your job posts and the applications they received. This cannot be undone.',
} as const;

export type DeletableRole = keyof typeof whatIsDeleted;

/** The shared "Delete profile" screen of the student, candidate and employer areas (each page calls its own guard first). */
export function DeleteProfileScreen({ role, email }: { role: DeletableRole; email: string }) {
  return (
    <>
      <DashboardHeading title="Delete profile">This deletes the account {email} for good.</DashboardHeading>
      <div className="mb-6 max-w-2xl rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="font-semibold">What is deleted</p>
        <p className="mt-1">{whatIsDeleted[role]}</p>
      </div>
      <DeleteProfileForm />
    </>
  );
}
