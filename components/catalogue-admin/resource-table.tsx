import { ArrowDown, ArrowUp, ArrowUpDown, Plus } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { AdminResourceDetail } from '@/lib/catalogue/admin-resources';
import { adminResourcePaths, type AdminResourceListParams, type AdminResourceName } from '@/lib/catalogue/schemas';
import { PER_PAGE_DEFAULT, type Page } from '@/lib/http/page';
import { ResourceRowActions } from './resource-row-actions';

export interface ResourceColumn {
  label: string;
  /** The list's sort key for this column (a header link), if it sorts. */
  sort?: string;
  cell: (row: AdminResourceDetail) => ReactNode;
  className?: string;
}

const statusLabels = { all: 'Any status', enabled: 'Enabled', disabled: 'Disabled' } as const;
const perPageChoices = [10, 20, 40, 60];

/** The list's address with the given changes (defaults left out, so addresses stay short). */
export function resourceListHref(base: string, query: AdminResourceListParams, defaultSort: string, change: Partial<AdminResourceListParams> = {}): string {
  const q = { ...query, ...change };
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.sort !== defaultSort) p.set('sort', q.sort);
  if (q.dir !== 'asc') p.set('dir', q.dir);
  if (q.status !== 'all') p.set('status', q.status);
  if (q.per_page !== PER_PAGE_DEFAULT) p.set('per_page', String(q.per_page));
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}

export function StatusBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>;
}

/**
 * A back-office list of one resource: a GET form for the search, status and page size, column
 * headers that sort (a link each; `aria-sort` on the sorted one), the rows with their edit,
 * status and delete actions, and pagination; every choice lives in the address.
 */
export function ResourceTable({
  resource,
  plural,
  noun,
  searchLabel,
  page,
  query,
  defaultSort,
  columns,
}: {
  resource: AdminResourceName;
  /** "Cities" */
  plural: string;
  /** "city" */
  noun: string;
  searchLabel: string;
  page: Page<AdminResourceDetail>;
  query: AdminResourceListParams;
  defaultSort: string;
  columns: ResourceColumn[];
}) {
  const base = adminResourcePaths[resource];
  const filtered = Boolean(query.q || query.status !== 'all');
  const lower = plural.toLowerCase();
  const idBase = `${resource}-list`;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ButtonLink href={`${base}/new`}>
          <Plus aria-hidden="true" className="size-4" />
          Add {noun}
        </ButtonLink>
      </div>
      <form
        method="get"
        action={base}
        role="search"
        aria-label={`Find ${lower}`}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
      >
        <Field label={searchLabel} id={`${idBase}-q`}>
          {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />}
        </Field>
        <Field label="Status" id={`${idBase}-status`}>
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
        <Field label="Per page" id={`${idBase}-per-page`}>
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
        {query.sort !== defaultSort ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <FilterButtons clearHref={base} filtered={filtered} />
      </form>

      <ResultCount page={page} none={`No ${lower} match.`} noun={(n) => (n === 1 ? noun : lower)} />

      {page.items.length > 0 ? (
        <Table caption={plural}>
          <THead>
            <tr>
              {columns.map((c) => {
                const sorted = c.sort && query.sort === c.sort;
                const nextDir = sorted && query.dir === 'asc' ? 'desc' : 'asc';
                const Icon = sorted ? (query.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <Th key={c.label} className={c.className} aria-sort={sorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {c.sort ? (
                      <Link
                        href={resourceListHref(base, query, defaultSort, { sort: c.sort, dir: nextDir, page: 1 })}
                        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                      >
                        {c.label}
                        <Icon aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{sorted ? `, sorted ${query.dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
                      </Link>
                    ) : (
                      c.label
                    )}
                  </Th>
                );
              })}
              <Th>Actions</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((row) => (
              <tr key={row.id} data-row-label={row.label}>
                {columns.map((c) => (
                  <Td key={c.label} className={c.className}>
                    {c.cell(row)}
                  </Td>
                ))}
                <Td>
                  <ResourceRowActions
                    resource={resource}
                    noun={noun}
                    editHref={`${base}/${row.id}/edit`}
                    row={{ id: row.id, label: row.label, status: row.status, applications: row.applications, dependents: row.dependents }}
                  />
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState
          title={`No ${lower} match`}
          action={
            filtered ? (
              <ButtonLink href={base} variant="outline">
                Clear the filters
              </ButtonLink>
            ) : (
              <ButtonLink href={`${base}/new`}>Add {noun}</ButtonLink>
            )
          }
        >
          {filtered ? 'Try another search or status.' : `There are no ${lower} yet.`}
        </EmptyState>
      )}

      <Pagination
        page={page.page}
        lastPage={page.pageCount}
        hrefFor={(n) => resourceListHref(base, query, defaultSort, { page: n })}
        label={`${plural} pages`}
      />
    </div>
  );
}
