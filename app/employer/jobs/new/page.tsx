import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { JobFormPage } from '@/components/jobs/employer-pages';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { requirePage } from '@/lib/auth/guard';
import { canPostWith, findOwnCompanyProfile } from '@/lib/jobs/company-profiles';
import { jobMessages } from '@/lib/jobs/schemas';

export const metadata: Metadata = { title: 'Post a job' };

/** /employer/jobs/new: the job form, once the company profile has an organisation name. */
export default async function EmployerNewJobPage() {
  const user = await requirePage('/employer/jobs/new');
  const profile = await findOwnCompanyProfile(user);
  return (
    <>
      <DashboardHeading title="Post a job">Your job is checked by our team before it appears on the job board.</DashboardHeading>
      {canPostWith(profile) ? (
        <JobFormPage />
      ) : (
        <EmptyState title="Complete your company profile first" action={<ButtonLink href="/employer/profile">Go to your company profile</ButtonLink>}>
          {jobMessages.profileFirst}
        </EmptyState>
      )}
    </>
  );
}
