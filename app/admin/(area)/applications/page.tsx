import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { reviewList } from '@/components/applications-admin/review-list';
import { ReviewTable } from '@/components/applications-admin/review-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ListView } from '@/components/lists/list-view';
import { listApplicationsForReview, reviewFilterOptions } from '@/lib/applications/review';
import { reviewListSchema } from '@/lib/applications/review-schemas';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('applications.metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /admin/applications (seed /admin/applicant-list): every submitted application with its filters,
 * search, sort and page in the URL; bulk status changes; the CSV of the current filter.
 */
export default async function AdminApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/applications', { callbackPath: pathWithQuery('/admin/applications', params) });
  const query = reviewListSchema.parse(Object.fromEntries(Object.keys(reviewListSchema.shape).map((k) => [k, one(params[k])])));
  const [page, options] = await Promise.all([listApplicationsForReview(user, query), reviewFilterOptions(user)]);
  const t = await getTranslations('backOfficePages.applications');
  return (
    <div className="space-y-4">
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <ListView list={reviewList(query, options)} page={page} query={query} table={(rows) => <ReviewTable items={rows} query={query} />} />
    </div>
  );
}
