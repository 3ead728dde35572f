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
import type { AdminUniversityListParams } from '@/lib/catalogue/schemas';
import type { AdminUniversityRow } from '@/lib/catalogue/university-admin-list';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';
import { SortHeader } from './sort-header';
import { UniversityRowActions } from './university-row-actions';

const statusLabels = { all: 'Any status', enabled: 'Enabled', disabled: 'Disabled' } as const;
const perPageChoices = [10, 20, 40, 60];
const defaultDir = (sort: string): SortDirection => (sort === 'applications' || sort === 'created' ? 'desc' : 'asc');

export function universitiesHref(query: AdminUniversityListParams, change: Partial<AdminUniversityListParams> = {}): string {
  const q = { ...query, ...change };
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.sort !== 'name') p.set('sort', q.sort);
  if (q.dir !== defaultDir(q.sort)) p.set('dir', q.dir);
  if (q.status !== 'all') p.set('status', q.status);
  if (q.per_page !== PER_PAGE_DEFAULT) p.set('per_page', String(q.per_page));
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `/admin/universities?${s}` : '/admin/universities';
}

/**
 * The admin universities list: a GET form for search, status and page size, column headers that
 * sort (a link each), every university (enabled or not) with its logo and its real number of
 * applications, edit / enable / disable / delete per row, and pagination; all in the address.
 */
export function UniversitiesTable({ page, query }: { page: Page<AdminUniversityRow>; query: AdminUniversityListParams }) {
  const filtered = Boolean(query.q || query.status !== 'all');
  const hrefFor = (sort: string, dir: SortDirection) => universitiesHref(query, { sort: sort as AdminUniversityListParams['sort'], dir, page: 1 });
  const header = (label: string, column: string, className?: string) => (
    <SortHeader label={label} column={column} sort={query.sort} dir={query.dir} hrefFor={hrefFor} className={className} firstDir={defaultDir(column)} />
  );
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ButtonLink href="/admin/universities/new">
          <Plus aria-hidden="true" className="size-4" />
          Add university
        </ButtonLink>
      </div>
      <form
        method="get"
        action="/admin/universities"
        role="search"
        aria-label="Find universities"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
      >
        <Field label="Name or code" id="universities-q">
          {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />}
        </Field>
        <Field label="Status" id="universities-status">
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
        <Field label="Per page" id="universities-per-page">
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
        {query.sort !== 'name' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== defaultDir(query.sort) ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <FilterButtons clearHref="/admin/universities" filtered={filtered} />
      </form>

      <ResultCount page={page} none="No universities match." noun={(n) => (n === 1 ? 'university' : 'universities')} />

      {page.items.length > 0 ? (
        <Table caption="Universities" minWidth="56rem">
          <THead>
            <tr>
              <Th>Logo</Th>
              {header('Name', 'name')}
              {header('Code', 'code')}
              {header('Scholarship', 'scholarship')}
              {header('Status', 'status')}
              {header('Applications', 'applications', 'text-right')}
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((u) => (
              <tr key={u.id} data-university-code={u.code}>
                <Td>
                  <UniversityLogo file={u.logo} name={u.name} size={40} />
                </Td>
                <Td className="font-medium text-slate-900">{u.name}</Td>
                <Td className="whitespace-nowrap text-slate-600">{u.code}</Td>
                <Td>{u.scholarshipOpen ? <Badge tone="success">Open</Badge> : <span className="text-slate-600">Closed</span>}</Td>
                <Td>{u.status ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>}</Td>
                <Td className="text-right tabular-nums">{u.applications}</Td>
                <Td>
                  <UniversityRowActions university={u} />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState
          title="No universities match"
          action={
            filtered ? (
              <ButtonLink href="/admin/universities" variant="outline">
                Clear the filters
              </ButtonLink>
            ) : (
              <ButtonLink href="/admin/universities/new">Add university</ButtonLink>
            )
          }
        >
          {filtered ? 'Try another name, code or status.' : 'No university has been added yet.'}
        </EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => universitiesHref(query, { page: n })} label="Universities pages" className="mt-4" />
    </div>
  );
}
