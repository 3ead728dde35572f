import { Plus } from 'lucide-react';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { SortDirection } from '@/components/ui/table-sort';
import type { AdminCourseRow } from '@/lib/catalogue/course-admin-list';
import type { AdminCourseListParams } from '@/lib/catalogue/schemas';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';
import { CourseRowActions } from './course-row-actions';
import { SortHeader } from './sort-header';

const statusLabels = { all: 'Any status', enabled: 'Enabled', disabled: 'Disabled' } as const;
const perPageChoices = [10, 20, 40, 60];
const defaultDir = (sort: string): SortDirection => (sort === 'applications' || sort === 'created' ? 'desc' : 'asc');
const money = (minor: number | null) => (minor === null ? '—' : `¥${(minor / 100).toLocaleString('en-US')}`);

export function coursesHref(query: AdminCourseListParams, change: Partial<AdminCourseListParams> = {}): string {
  const q = { ...query, ...change };
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.university_id) p.set('university_id', String(q.university_id));
  if (q.program_id) p.set('program_id', String(q.program_id));
  if (q.sort !== 'title') p.set('sort', q.sort);
  if (q.dir !== defaultDir(q.sort)) p.set('dir', q.dir);
  if (q.status !== 'all') p.set('status', q.status);
  if (q.per_page !== PER_PAGE_DEFAULT) p.set('per_page', String(q.per_page));
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `/admin/courses?${s}` : '/admin/courses';
}

type Option = { id: number; name: string };

/**
 * The admin courses list: search, university, degree, status and page size in a GET form, column
 * headers that sort, every course (enabled or not) with its fee (its own, else its university's
 * for the degree) and its real number of applications, and the row actions.
 */
export function CoursesTable({ page, query, universities, programs }: { page: Page<AdminCourseRow>; query: AdminCourseListParams; universities: Option[]; programs: Option[] }) {
  const filtered = Boolean(query.q || query.status !== 'all' || query.university_id || query.program_id);
  const hrefFor = (sort: string, dir: SortDirection) => coursesHref(query, { sort: sort as AdminCourseListParams['sort'], dir, page: 1 });
  const header = (label: string, column: string, className?: string) => (
    <SortHeader label={label} column={column} sort={query.sort} dir={query.dir} hrefFor={hrefFor} className={className} firstDir={defaultDir(column)} />
  );
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ButtonLink href="/admin/courses/new">
          <Plus aria-hidden="true" className="size-4" />
          Add course
        </ButtonLink>
      </div>
      <form
        method="get"
        action="/admin/courses"
        role="search"
        aria-label="Find courses"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[1fr_auto_auto_auto_auto_auto] xl:items-end"
      >
        <Field label="Title or code" id="courses-q">
          {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />}
        </Field>
        <Field label="University" id="courses-university">
          {(control) => (
            <NativeSelect {...control} name="university_id" defaultValue={query.university_id ? String(query.university_id) : ''}>
              <option value="">Any university</option>
              {universities.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Degree" id="courses-program">
          {(control) => (
            <NativeSelect {...control} name="program_id" defaultValue={query.program_id ? String(query.program_id) : ''}>
              <option value="">Any degree</option>
              {programs.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Status" id="courses-status">
          {(control) => (
            <NativeSelect {...control} name="status" defaultValue={query.status}>
              {(Object.keys(statusLabels) as (keyof typeof statusLabels)[]).map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Per page" id="courses-per-page">
          {(control) => (
            <NativeSelect {...control} name="per_page" defaultValue={String(query.per_page)}>
              {perPageChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {query.sort !== 'title' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== defaultDir(query.sort) ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <FilterButtons clearHref="/admin/courses" filtered={filtered} />
      </form>

      <ResultCount page={page} none="No courses match." noun={(n) => (n === 1 ? 'course' : 'courses')} />

      {page.items.length > 0 ? (
        <Table caption="Courses" minWidth="68rem">
          <THead>
            <tr>
              <Th>Logo</Th>
              {header('Title', 'title')}
              {header('Code', 'code')}
              {header('University', 'university')}
              {header('Degree', 'program')}
              {header('Fee', 'fee', 'text-right')}
              {header('Deadline', 'deadline')}
              {header('Status', 'status')}
              {header('Applications', 'applications', 'text-right')}
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((c) => (
              <tr key={c.id} data-course-code={c.code ?? ''}>
                <Td>
                  <UniversityLogo file={c.logo} name={c.title} size={40} />
                </Td>
                <Td className="font-medium text-slate-900">{c.title}</Td>
                <Td className="whitespace-nowrap text-slate-600">{c.code ?? '—'}</Td>
                <Td>{c.university.name}</Td>
                <Td>{c.program.name}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">
                  {money(c.tuitionMinor)}
                  {c.feeMinor === null && c.tuitionMinor !== null ? <span className="block text-xs text-slate-600">university fee</span> : null}
                </Td>
                <Td className="whitespace-nowrap">{c.deadline ?? '—'}</Td>
                <Td>{c.status ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>}</Td>
                <Td className="text-right tabular-nums">{c.applications}</Td>
                <Td>
                  <CourseRowActions course={c} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState
          title="No courses match"
          action={
            filtered ? (
              <ButtonLink href="/admin/courses" variant="outline">
                Clear the filters
              </ButtonLink>
            ) : (
              <ButtonLink href="/admin/courses/new">Add course</ButtonLink>
            )
          }
        >
          {filtered ? 'Try another title, university, degree or status.' : 'No course has been added yet.'}
        </EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => coursesHref(query, { page: n })} label="Courses pages" className="mt-4" />
    </div>
  );
}
