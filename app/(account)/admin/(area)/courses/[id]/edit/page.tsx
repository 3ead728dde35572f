import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseFormPage } from '@/components/catalogue-admin/course-form-page';
import { CourseRowActions } from '@/components/catalogue-admin/course-row-actions';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { getCourseForAdmin } from '@/lib/catalogue/course-admin';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('courseEdit.metaTitle') };
}

/** /admin/courses/{id}/edit: the course's fields (enabled or not), its status and its delete. */
export default async function AdminEditCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage(`/admin/courses/${id}/edit`);
  const course = await foundOr404(getCourseForAdmin(user, { id }));
  const { dependents, ...record } = course;
  const t = await getTranslations('backOfficePages.courseEdit');
  return (
    <div>
      <DashboardHeading title={t('title', { title: record.title })}>{t('intro')}</DashboardHeading>
      <div className="mb-6">
        <CourseRowActions showEdit={false} afterDelete="/admin/courses" course={{ id: record.id, title: record.title, status: record.status, ...dependents }} />
      </div>
      <CourseFormPage user={user} course={record} />
    </div>
  );
}
