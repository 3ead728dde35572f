import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { CompanyProfilePage } from '@/components/jobs/employer-pages';
import { requirePage } from '@/lib/auth/guard';
import { canPostWith, findOwnCompanyProfile } from '@/lib/jobs/company-profiles';

export const metadata: Metadata = { title: 'Company profile' };

/** /employer/profile: the employer's company profile and logo (a new employer starts here). */
export default async function EmployerProfilePage() {
  const user = await requirePage('/employer/profile');
  const profile = await findOwnCompanyProfile(user);
  return (
    <>
      <DashboardHeading title="Company profile">
        {canPostWith(profile)
          ? 'What job seekers see about your organisation beside your jobs.'
          : 'Start here: tell job seekers who you are. You can post jobs once your organisation name is saved.'}
      </DashboardHeading>
      <CompanyProfilePage profile={profile} />
    </>
  );
}
