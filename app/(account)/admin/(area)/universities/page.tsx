import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UniversitiesTable } from '@/components/catalogue-admin/universities-table';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { StatusBanner } from '@/components/ui/success-banner';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { adminUniversityListSchema } from '@/lib/catalogue/schemas';
import { listUniversitiesForAdmin } from '@/lib/catalogue/university-admin-list';
import { success } from '@/lib/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('universities.metaTitle') };
}

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
  const [t, m] = await Promise.all([getTranslations('backOfficePages.universities'), getMessageText()]);
  const saved = savedMessage(one(params.saved));
  return (
    <div>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <StatusBanner message={saved ? m(saved) : null} clearParams={['saved']} className="mb-4" />
      <UniversitiesTable page={page} query={query} />
    </div>
  );
}
