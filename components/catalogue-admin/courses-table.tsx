import { Plus } from 'lucide-react';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { idOptions, PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import type { AdminCourseRow } from '@/lib/catalogue/course-admin-list';
import type { AdminCourseListParams } from '@/lib/catalogue/schemas';
import type { Page } from '@/lib/http/page';
import { CourseRowActions } from './course-row-actions';
import { catalogueDir, enabledStatusFilter, StatusBadge } from './list-parts';

const money = (minor: number | null) => (minor === null ? '—' : `¥${(minor / 100).toLocaleString('en-US')}`);

type Option = { id: number; name: string };

/**
 * The admin courses list: search, university, degree, status and page size in the address,
 * headers that sort, every course (enabled or not) with its fee (its own, else its university's
 * for the degree) and its real number of applications, and the row actions.
 */
export function coursesList(universities: Option[], programs: Option[]): ListDefinition<AdminCourseRow, AdminCourseListParams> {
  return {
    base: '/admin/courses',
    caption: 'Courses',
    noun: { one: 'course', many: 'courses' },
    rowKey: (c) => c.id,
    rowData: (c) => ({ 'data-course-code': c.code ?? '' }),
    minWidth: '68rem',
    filters: [
      { kind: 'search', name: 'q', label: 'Title or code' },
      { kind: 'select', name: 'university_id', label: 'University', any: 'Any university', options: idOptions(universities) },
      { kind: 'select', name: 'program_id', label: 'Degree', any: 'Any degree', options: idOptions(programs) },
      enabledStatusFilter,
    ],
    perPage: PER_PAGE_CHOICES,
    defaults: { status: 'all' },
    sort: { default: 'title', dirOf: catalogueDir },
    columns: [
      { header: 'Logo', cell: (c) => <UniversityLogo file={c.logo} name={c.title} size={40} />, card: 'hidden' },
      { header: 'Title', sort: 'title', cell: (c) => c.title, className: 'font-medium text-slate-900', card: 'title' },
      { header: 'Code', sort: 'code', cell: (c) => c.code ?? '—', className: 'whitespace-nowrap text-slate-600' },
      { header: 'University', sort: 'university', cell: (c) => c.university.name },
      { header: 'Degree', sort: 'program', cell: (c) => c.program.name },
      {
        header: 'Fee',
        sort: 'fee',
        align: 'right',
        className: 'whitespace-nowrap tabular-nums',
        cell: (c) => (
          <>
            {money(c.tuitionMinor)}
            {c.feeMinor === null && c.tuitionMinor !== null ? <span className="block text-xs text-slate-600">university fee</span> : null}
          </>
        ),
      },
      { header: 'Deadline', sort: 'deadline', cell: (c) => c.deadline ?? '—', className: 'whitespace-nowrap' },
      { header: 'Status', sort: 'status', cell: (c) => <StatusBadge enabled={c.status} /> },
      { header: 'Applications', sort: 'applications', firstDir: 'desc', align: 'right', cell: (c) => c.applications, className: 'tabular-nums' },
    ],
    actions: (c) => <CourseRowActions course={c} />,
    empty: {
      title: 'No courses match',
      body: (filtered) => (filtered ? 'Try another title, university, degree or status.' : 'No course has been added yet.'),
      action: <ButtonLink href="/admin/courses/new">Add course</ButtonLink>,
    },
  };
}

export function CoursesTable({ page, query, universities, programs }: { page: Page<AdminCourseRow>; query: AdminCourseListParams; universities: Option[]; programs: Option[] }) {
  return (
    <ListView
      list={coursesList(universities, programs)}
      page={page}
      query={query}
      toolbar={
        <ButtonLink href="/admin/courses/new">
          <Plus aria-hidden="true" className="size-4" />
          Add course
        </ButtonLink>
      }
    />
  );
}
