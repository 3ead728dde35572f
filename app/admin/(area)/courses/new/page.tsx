import type { Metadata } from 'next';
import { CourseFormPage } from '@/components/catalogue-admin/course-form-page';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Add course' };

/** /admin/courses/new (`?university_id=` preselects the university). */
export default async function AdminNewCoursePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/courses/new');
  const given = Array.isArray(params.university_id) ? params.university_id[0] : params.university_id;
  const universityId = given && /^\d{1,9}$/.test(given) ? Number(given) : undefined;
  return (
    <div>
      <DashboardHeading title="Add course">Fields marked * are required. An enabled course of an enabled university shows in the course finder as soon as it is saved.</DashboardHeading>
      <CourseFormPage user={user} universityId={universityId} />
    </div>
  );
}
