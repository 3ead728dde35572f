import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UniversityMatches } from '@/components/applications-admin/university-matches';
import { CoursesTable } from '@/components/catalogue-admin/courses-table';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { StatusBanner } from '@/components/ui/success-banner';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { listCourseDegreeOptions } from '@/lib/catalogue/course-admin';
import { resolveUniversityFilter } from '@/lib/catalogue/university-options';
import { listHref } from '@/lib/http/page';
import { listCoursesForAdminPage } from '@/lib/catalogue/course-admin-list';
import { adminCourseListSchema } from '@/lib/catalogue/schemas';
import { success } from '@/lib/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('courses.metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const savedMessage = (saved: string | undefined) => (saved === 'created' ? success.courseCreated : saved === 'updated' ? success.courseUpdated : null);

/** /admin/courses: every course, enabled or not: search, filters, sort and page in the URL; add, edit, status, delete. */
export default async function AdminCoursesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/courses', { callbackPath: pathWithQuery('/admin/courses', params) });
  const parsed = adminCourseListSchema.parse({
    q: one(params.q),
    university_id: one(params.university_id),
    university_q: one(params.university_q),
    program_id: one(params.program_id),
    status: one(params.status),
    sort: one(params.sort),
    dir: one(params.dir),
    page: one(params.page),
    per_page: one(params.per_page),
  });
  // The university is a type-ahead: a chosen id, or a typed name's single match, is the filter
  // (its address names the id); a typed name of several matches (or none) is a "did you mean" list.
  const [{ university, universityMatches }, programs] = await Promise.all([resolveUniversityFilter(user, parsed), listCourseDegreeOptions(user)]);
  const query = university
    ? { ...parsed, university_id: Number(university.value), university_q: undefined }
    : parsed.university_q
      ? { ...parsed, university_id: undefined }
      : parsed;
  const page = await listCoursesForAdminPage(user, query);
  const [t, m] = await Promise.all([getTranslations('backOfficePages.courses'), getMessageText()]);
  const saved = savedMessage(one(params.saved));
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <StatusBanner message={saved ? m(saved) : null} clearParams={['saved']} className="mb-4" />
      {query.university_q ? (
        <UniversityMatches
          typed={query.university_q}
          matches={universityMatches}
          hrefFor={(id) => listHref('/admin/courses', { ...query, university_q: undefined, university_id: id, page: 1 }, { status: 'all' })}
        />
      ) : null}
      <CoursesTable page={page} query={query} university={university} programs={programs} />
    </div>
  );
}
