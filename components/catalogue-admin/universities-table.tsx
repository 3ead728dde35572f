import { Plus } from 'lucide-react';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import type { AdminUniversityListParams } from '@/lib/catalogue/schemas';
import type { AdminUniversityRow } from '@/lib/catalogue/university-admin-list';
import type { Page } from '@/lib/http/page';
import { catalogueDir, enabledStatusFilter, StatusBadge } from './list-parts';
import { UniversityRowActions } from './university-row-actions';

const addUniversity = (
  <ButtonLink href="/admin/universities/new">
    <Plus aria-hidden="true" className="size-4" />
    Add university
  </ButtonLink>
);

/**
 * The admin universities list: search, status and page size in the address, headers that sort,
 * every university (enabled or not) with its logo and its real number of applications, and
 * edit / enable / disable / delete per row.
 */
export const universitiesList: ListDefinition<AdminUniversityRow, AdminUniversityListParams> = {
  base: '/admin/universities',
  caption: 'Universities',
  noun: { one: 'university', many: 'universities' },
  rowKey: (u) => u.id,
  rowData: (u) => ({ 'data-university-code': u.code }),
  minWidth: '56rem',
  filters: [{ kind: 'search', name: 'q', label: 'Name or code' }, enabledStatusFilter],
  perPage: PER_PAGE_CHOICES,
  defaults: { status: 'all' },
  sort: { default: 'name', dirOf: catalogueDir },
  columns: [
    { header: 'Logo', cell: (u) => <UniversityLogo file={u.logo} name={u.name} size={40} />, card: 'hidden' },
    { header: 'Name', sort: 'name', cell: (u) => u.name, className: 'font-medium text-slate-900', card: 'title' },
    { header: 'Code', sort: 'code', cell: (u) => u.code, className: 'whitespace-nowrap text-slate-600' },
    { header: 'Scholarship', sort: 'scholarship', cell: (u) => (u.scholarshipOpen ? <Badge tone="success">Open</Badge> : <span className="text-slate-600">Closed</span>) },
    { header: 'Status', sort: 'status', cell: (u) => <StatusBadge enabled={u.status} /> },
    { header: 'Applications', sort: 'applications', firstDir: 'desc', align: 'right', cell: (u) => u.applications, className: 'tabular-nums' },
  ],
  actions: (u) => <UniversityRowActions university={u} />,
  empty: {
    title: 'No universities match',
    body: (filtered) => (filtered ? 'Try another name, code or status.' : 'No university has been added yet.'),
    action: <ButtonLink href="/admin/universities/new">Add university</ButtonLink>,
  },
};

export function UniversitiesTable({ page, query }: { page: Page<AdminUniversityRow>; query: AdminUniversityListParams }) {
  return <ListView list={universitiesList} page={page} query={query} toolbar={addUniversity} />;
}
