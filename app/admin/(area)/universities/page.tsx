import type { Metadata } from 'next';
import { UniversitiesTable } from '@/components/catalogue-admin/universities-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { StatusBanner } from '@/components/ui/success-banner';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { adminUniversityListSchema } from '@/lib/catalogue/schemas';
import { listUniversitiesForAdmin } from '@/lib/catalogue/university-admin-list';
import { success } from '@/lib/messages';

export const metadata: Metadata = { title: 'Universities' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const savedMessage = (saved: string | undefined) => (saved === 'created' ? success.universityCreated : saved === 'updated' ? success.universityUpdated : null);

/** /admin/universities: every university, enabled or not, searchable and sortable; the filters live in the URL. */
export default async function AdminUniversitiesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/universities', { callbackPath: pathWithQuery('/admin/universities', params) });
  const query = adminUniversityListSchema.parse({
    q: one(params.q),
    sort: one(params.sort),
    dir: one(params.dir),
    status: one(params.status),
    page: one(params.page),
    per_page: one(params.per_page),
  });
  const page = await listUniversitiesForAdmin(user, query);
  return (
    <div>
      <DashboardHeading title="Universities">
        Add, edit and find universities, see how many applications each has, and disable one to take it off the public pages.
      </DashboardHeading>
      <StatusBanner message={savedMessage(one(params.saved))} clearParams={['saved']} className="mb-4" />
      <UniversitiesTable page={page} query={query} />
    </div>
  );
}
