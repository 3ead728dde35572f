import type { Metadata } from 'next';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ProfileFiles } from '@/components/students/profile-files';
import { ProfileSectionForm } from '@/components/students/profile-section-form';
import { listCountryOptions } from '@/lib/accounts/register';
import { sectionInput } from '@/lib/applications/wizard-form';
import { requirePage } from '@/lib/auth/guard';
import { getStudentProfile } from '@/lib/students/profile';
import { profileSections, sectionKeys } from '@/lib/students/schemas';

export const metadata: Metadata = { title: 'Your profile' };

/** /student/update-profile: the student's own profile, six sections each with its own Save, and the identity files. */
export default async function StudentUpdateProfilePage() {
  const user = await requirePage('/student/update-profile');
  const [profile, countries] = await Promise.all([getStudentProfile({ id: user.id, role: user.role }, {}), listCountryOptions()]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="Update your profile">
        Save each section on its own; a new application starts with what you save here.
      </DashboardHeading>
      {profileSections.map((section) => (
        <ProfileSectionForm
          key={section}
          section={section}
          defaults={sectionInput(profile.sections[section] ?? undefined, sectionKeys[section])}
          countries={countries}
        />
      ))}
      <ProfileFiles userId={profile.userId} files={profile.files} />
    </div>
  );
}
