import type { Metadata } from 'next';
import { UniversityFormPage } from '@/components/catalogue-admin/university-form-page';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add university' };

/** /admin/universities/new: every field of a university, with its logo and banner. */
export default async function AdminNewUniversityPage() {
  const user = await requirePage('/admin/universities/new');
  return (
    <div>
      <DashboardHeading title="Add university">Fields marked * are required. The university shows on the public pages as soon as it is saved enabled.</DashboardHeading>
      <UniversityFormPage user={user} />
    </div>
  );
}
