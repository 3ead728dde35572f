import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { PER_PAGE_CHOICES, type ListDefinition, type ListFilter } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import type { AdminUniversityListParams } from '@/lib/catalogue/schemas';
import type { AdminUniversityRow } from '@/lib/catalogue/university-admin-list';
import type { Page } from '@/lib/http/page';
import { catalogueDir, enabledStatusFilter, StatusBadge } from './list-parts';
import { UniversityRowActions } from './university-row-actions';

type T = Awaited<ReturnType<typeof getTranslations<'backOfficeCatalogue.universities'>>>;

const addUniversity = (t: T) => (
  <ButtonLink href="/admin/universities/new">
    <Plus aria-hidden="true" className="size-4" />
    {t('add')}
  </ButtonLink>
);

/**
 * The admin universities list: search, status and page size in the address, headers that sort,
 * every university (enabled or not) with its logo and its real number of applications, and
 * edit / enable / disable / delete per row.
 */
export const universitiesList = (t: T, statusFilter: ListFilter): ListDefinition<AdminUniversityRow, AdminUniversityListParams> => ({
  base: '/admin/universities',
  caption: t('caption'),
  noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
  rowKey: (u) => u.id,
  rowData: (u) => ({ 'data-university-code': u.code }),
  minWidth: '56rem',
  filters: [{ kind: 'search', name: 'q', label: t('search') }, statusFilter],
  perPage: PER_PAGE_CHOICES,
  defaults: { status: 'all' },
  sort: { default: 'name', dirOf: catalogueDir },
  columns: [
    { header: t('logo'), cell: (u) => <UniversityLogo file={u.logo} name={u.name} size={40} />, card: 'hidden' },
    { header: t('name'), sort: 'name', cell: (u) => u.name, className: 'font-medium text-slate-900', card: 'title' },
    { header: t('code'), sort: 'code', cell: (u) => u.code, className: 'whitespace-nowrap text-slate-600' },
    { header: t('scholarship'), sort: 'scholarship', cell: (u) => (u.scholarshipOpen ? <Badge tone="success">{t('open')}</Badge> : <span className="text-slate-600">{t('closed')}</span>) },
    { header: t('status'), sort: 'status', cell: (u) => <StatusBadge enabled={u.status} /> },
    { header: t('applications'), sort: 'applications', firstDir: 'desc', align: 'end', cell: (u) => u.applications, className: 'tabular-nums' },
  ],
  // Only what the buttons need: the whole row would be written again into the page's RSC data.
  actions: (u) => <UniversityRowActions university={{ id: u.id, name: u.name, status: u.status, applications: u.applications, courses: u.courses, offers: u.offers, drafts: u.drafts }} />,
  empty: {
    title: t('emptyTitle'),
    body: (filtered) => (filtered ? t('emptyBodyFiltered') : t('emptyBody')),
    action: <ButtonLink href="/admin/universities/new">{t('add')}</ButtonLink>,
  },
});

export async function UniversitiesTable({ page, query }: { page: Page<AdminUniversityRow>; query: AdminUniversityListParams }) {
  const [t, statusFilter] = await Promise.all([getTranslations('backOfficeCatalogue.universities'), enabledStatusFilter()]);
  return <ListView list={universitiesList(t, statusFilter)} page={page} query={query} toolbar={addUniversity(t)} />;
}
