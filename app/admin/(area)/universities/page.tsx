import type { Metadata } from 'next';
import { UniversitiesTable } from '@/components/catalogue-admin/universities-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { adminUniversityListSchema } from '@/lib/catalogue/schemas';
import { listUniversitiesForAdmin } from '@/lib/catalogue/universities';

export const metadata: Metadata = { title: 'Universities' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/universities: every university, enabled or not, searchable; the filters live in the URL. */
export default async function AdminUniversitiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/universities', { callbackPath: pathWithQuery('/admin/universities', params) });
  const query = adminUniversityListSchema.parse({
    q: one(params.q),
    sort: one(params.sort),
    status: one(params.status),
    page: one(params.page),
    per_page: one(params.per_page),
  });
  const page = await listUniversitiesForAdmin(user, query);
  return (
    <div>
      <DashboardHeading title="Universities">
        Find a university by name or code, see how many applications it has, and disable it to take it off the public pages.
      </DashboardHeading>
      <UniversitiesTable page={page} query={query} />
    </div>
  );
}
