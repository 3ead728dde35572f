import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { idOptions, PER_PAGE_CHOICES, type FilterOption, type ListDefinition, type ListFilter } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import type { AdminCourseRow } from '@/lib/catalogue/course-admin-list';
import type { AdminCourseListParams } from '@/lib/catalogue/schemas';
import type { Page } from '@/lib/http/page';
import { formatCny, formatDate } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { CourseRowActions } from './course-row-actions';
import { catalogueDir, enabledStatusFilter, StatusBadge } from './list-parts';

type Option = { id: number; name: string };
type T = Awaited<ReturnType<typeof getTranslations<'backOfficeCatalogue.courses'>>>;

/**
 * The admin courses list: search, university, degree, status and page size in the address,
 * headers that sort, every course (enabled or not) with its fee (its own, else its university's
 * for the degree) and its real number of applications, and the row actions.
 */
/** The courses list's university type-ahead (GET ?q=&limit= → [{ value, label }]). */
export const courseUniversitiesEndpoint = '/admin/courses/universities';

export function coursesList(t: T, statusFilter: ListFilter, university: FilterOption | null, programs: Option[], locale: Locale): ListDefinition<AdminCourseRow, AdminCourseListParams> {
  return {
    base: '/admin/courses',
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    rowKey: (c) => c.id,
    rowData: (c) => ({ 'data-course-code': c.code ?? '' }),
    minWidth: '68rem',
    filters: [
      { kind: 'search', name: 'q', label: t('search') },
      { kind: 'typeahead', name: 'university_id', textName: 'university_q', label: t('university'), hint: t('universityHint'), source: { endpoint: courseUniversitiesEndpoint, selected: university, minChars: 2 } },
      { kind: 'select', name: 'program_id', label: t('degree'), any: t('anyDegree'), options: idOptions(programs) },
      statusFilter,
    ],
    perPage: PER_PAGE_CHOICES,
    defaults: { status: 'all' },
    sort: { default: 'title', dirOf: catalogueDir },
    columns: [
      { header: t('logo'), cell: (c) => <UniversityLogo file={c.logo} name={c.title} size={40} />, card: 'hidden' },
      { header: t('title'), sort: 'title', cell: (c) => c.title, className: 'font-medium text-slate-900', card: 'title' },
      { header: t('code'), sort: 'code', cell: (c) => c.code ?? '—', className: 'whitespace-nowrap text-slate-600' },
      { header: t('university'), sort: 'university', cell: (c) => c.university.name },
      { header: t('degree'), sort: 'program', cell: (c) => c.program.name },
      {
        header: t('fee'),
        sort: 'fee',
        align: 'end',
        className: 'whitespace-nowrap tabular-nums',
        cell: (c) => (
          <>
            {formatCny(c.tuitionMinor, locale) ?? '—'}
            {c.feeMinor === null && c.tuitionMinor !== null ? <span className="block text-xs text-slate-600">{t('universityFee')}</span> : null}
          </>
        ),
      },
      { header: t('deadline'), sort: 'deadline', cell: (c) => formatDate(c.deadline, locale) ?? '—', className: 'whitespace-nowrap' },
      { header: t('status'), sort: 'status', cell: (c) => <StatusBadge enabled={c.status} /> },
      { header: t('applications'), sort: 'applications', firstDir: 'desc', align: 'end', cell: (c) => c.applications, className: 'tabular-nums' },
    ],
    // Only what the buttons need: the whole row would be written again into the page's RSC data.
    actions: (c) => <CourseRowActions course={{ id: c.id, title: c.title, status: c.status, applications: c.applications, drafts: c.drafts }} />,
    empty: {
      title: t('emptyTitle'),
      body: (filtered) => (filtered ? t('emptyBodyFiltered') : t('emptyBody')),
      action: <ButtonLink href="/admin/courses/new">{t('add')}</ButtonLink>,
    },
  };
}

export async function CoursesTable({ page, query, university, programs }: { page: Page<AdminCourseRow>; query: AdminCourseListParams; university: FilterOption | null; programs: Option[] }) {
  const [t, statusFilter, locale] = await Promise.all([getTranslations('backOfficeCatalogue.courses'), enabledStatusFilter(), requestLocale()]);
  return (
    <ListView
      list={coursesList(t, statusFilter, university, programs, locale)}
      page={page}
      query={query}
      toolbar={
        <ButtonLink href="/admin/courses/new">
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </ButtonLink>
      }
    />
  );
}
