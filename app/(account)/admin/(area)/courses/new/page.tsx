import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseFormPage } from '@/components/catalogue-admin/course-form-page';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('courseNew.metaTitle') };
}

/** /admin/courses/new (`?university_id=` preselects the university). */
export default async function AdminNewCoursePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/courses/new');
  const t = await getTranslations('backOfficePages.courseNew');
  const given = Array.isArray(params.university_id) ? params.university_id[0] : params.university_id;
  const universityId = given && /^\d{1,9}$/.test(given) ? Number(given) : undefined;
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <CourseFormPage user={user} universityId={universityId} />
    </div>
  );
}
