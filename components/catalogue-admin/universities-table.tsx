import { Badge } from '@/components/ui/badge';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { AdminUniversityListParams } from '@/lib/catalogue/schemas';
import type { AdminUniversityRow } from '@/lib/catalogue/universities';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';
import { UniversityRowActions } from './university-row-actions';

const sortLabels = { name: 'Name', created: 'Newest first', applications: 'Most applications' } as const;
const statusLabels = { all: 'Any status', enabled: 'Enabled', disabled: 'Disabled' } as const;
const perPageChoices = [10, 20, 40, 60];

function href(query: AdminUniversityListParams, page: number): string {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.sort !== 'name') p.set('sort', query.sort);
  if (query.status !== 'all') p.set('status', query.status);
  if (query.per_page !== PER_PAGE_DEFAULT) p.set('per_page', String(query.per_page));
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `/admin/universities?${s}` : '/admin/universities';
}

/**
 * The admin universities list: a GET form for search, sort, status and page size (the URL holds
 * them, so a reload or a shared link shows the same page), the table with every university
 * (enabled or not) and its real number of applications, and pagination that keeps the filters.
 */
export function UniversitiesTable({ page, query }: { page: Page<AdminUniversityRow>; query: AdminUniversityListParams }) {
  const filtered = Boolean(query.q || query.status !== 'all');
  return (
    <div className="space-y-4">
      <form
        method="get"
        action="/admin/universities"
        role="search"
        aria-label="Find universities"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto] lg:items-end"
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
        <Field label="Sort by" id="universities-sort">
          {(control) => (
            <NativeSelect {...control} name="sort" defaultValue={query.sort}>
              {(Object.keys(sortLabels) as (keyof typeof sortLabels)[]).map((s) => (
                <option key={s} value={s}>
                  {sortLabels[s]}
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
        <FilterButtons clearHref="/admin/universities" filtered={filtered} />
      </form>

      <ResultCount page={page} none="No universities match." noun={(n) => (n === 1 ? 'university' : 'universities')} />

      {page.items.length > 0 ? (
        <Table caption="Universities">
          <THead>
            <tr>
              <Th>Name</Th>
              <Th>Code</Th>
              <Th>Scholarship</Th>
              <Th>Status</Th>
              <Th className="text-right">Applications</Th>
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((u) => (
              <tr key={u.id} data-university-code={u.code}>
                <Td className="font-medium text-slate-900">{u.name}</Td>
                <Td className="whitespace-nowrap text-slate-600">{u.code}</Td>
                <Td>{u.scholarshipOpen ? <Badge tone="success">Open</Badge> : <span className="text-slate-600">Closed</span>}</Td>
                <Td>{u.status ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>}</Td>
                <Td className="text-right tabular-nums">{u.applications}</Td>
                <Td>
                  <UniversityRowActions university={{ id: u.id, name: u.name, status: u.status }} />
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
            ) : undefined
          }
        >
          {filtered ? 'Try another name, code or status.' : 'No university has been added yet.'}
        </EmptyState>
      )}

      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(query, n)} className="mt-4" />
    </div>
  );
}
